export { HeaderMenu, headerEntries } from './HeaderMenu';
export type { HeaderMenuProps } from './HeaderMenu';
