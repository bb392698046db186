// Loaded on the first search with results.
export { SearchResultsModal as default } from '@dongman/ui/search';
