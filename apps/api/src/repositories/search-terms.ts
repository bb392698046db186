/** What a search asks for: every word must appear in the title; optionally one section. */
export interface SearchTerms {
  words: string[];
  oneClass?: number;
}

/** At most this many words count (the text is at most 50 characters anyway). */
const MAX_WORDS = 8;

/**
 * Words of a search text: separated by any whitespace (the ideographic space included), each
 * once, in the order typed.
 */
export function searchWords(text: string): string[] {
  return [...new Set(text.split(/\s+/u).filter(Boolean))].slice(0, MAX_WORDS);
}
