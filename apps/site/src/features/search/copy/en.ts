import type { SearchMessages } from './zh-CN';

export const searchEn: SearchMessages = {
  pageSearch: 'Search results',
  searchWords: 'Search words',
  searchWordsHint:
    'Separate words with spaces; titles must contain every word. Pinyin and initials work too, e.g. saibo, sbpk',
  searchSubmit: 'Search',
  searchSection: 'Section',
  searchAllSections: 'All sections',
  searchSummary: '{total} materials found for “{q}”',
  searchLimited: 'Only the newest {total} are listed; more words narrow it down',
  searchNothing: 'No material title contains all of these words',
  searchAsk: 'Type words to search for, separated by spaces',
  searchTitle: 'Material title',
  searchUpdated: 'Updated',
};
