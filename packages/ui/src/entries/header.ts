// `@dongman/ui/header`: the header-menu layout variant, apart from the side-menu shell so a site
// using one doesn't ship the other.
export { HeaderMenu, headerEntries } from '../HeaderMenu';
export type { HeaderMenuProps } from '../HeaderMenu';
export { parseLinkList, isAllowedLinkUrl } from '../shell/parseLinkList';
export type { LinkEntry } from '../shell/parseLinkList';
