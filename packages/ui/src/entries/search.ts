// `@dongman/ui/search`: the search results modal on its own, so the site can load it on first use.
export { SearchResultsModal } from '../SearchResultsModal';
export type { SearchResultsModalProps } from '../SearchResultsModal';
export { searchResultSection } from '../SearchResultsModal';
export type { SearchResultItem } from '../SearchResultsModal';
