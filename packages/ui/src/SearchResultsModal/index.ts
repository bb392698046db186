export { SearchResultsModal } from './SearchResultsModal';
export type { SearchResultsModalProps } from './SearchResultsModal';
export { searchResultPath, searchResultSection } from './searchResultPath';
export type { SearchResultItem } from './searchResultPath';
