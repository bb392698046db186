export { SearchResultsModal } from './SearchResultsModal';
export type { SearchResultsModalProps } from './SearchResultsModal';
export { searchResultPath, searchResultSection } from './searchResultPath';
export { splitMatches } from './highlight';
export type { TextPart } from './highlight';
export type { SearchResultItem } from './searchResultPath';
