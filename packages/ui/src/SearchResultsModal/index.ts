export { SearchResultsModal } from './SearchResultsModal';
export type { SearchResultsModalProps } from './SearchResultsModal';
export { searchResultSection } from './searchResult';
export type { SearchResultItem } from './searchResult';
