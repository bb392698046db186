export { SearchBox, searchText } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
