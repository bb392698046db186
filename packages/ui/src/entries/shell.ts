// `@dongman/ui/shell`: layout pieces (side menu, top bar, float bar, footer).
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps } from '../UIProvider';
export { message, useToast } from '../Toast';
export { ConfirmDialog } from '../ConfirmDialog';
export type { ConfirmDialogProps } from '../ConfirmDialog';
export { AppShell } from '../AppShell';
export type { AppShellProps } from '../AppShell';
export { SideMenu, buildSideMenu, classItems } from '../SideMenu';
export type {
  SideMenuProps,
  SideMenuLinks,
  SideMenuGroup,
  SideMenuGroupKey,
  SideMenuItem,
} from '../SideMenu';
export { TopBar } from '../TopBar';
export type { TopBarProps } from '../TopBar';
export { FloatBar } from '../FloatBar';
export type { FloatBarProps } from '../FloatBar';
export { Footer } from '../Footer';
export type { FooterProps } from '../Footer';
export { SearchBox, searchText } from '../SearchBox';
export type { SearchBoxProps } from '../SearchBox';
export { parseLinkList, isAllowedLinkUrl } from '../shell/parseLinkList';
export type { LinkEntry } from '../shell/parseLinkList';
export { isMember } from '../shell/types';
export type { ShellClass, ShellChildClass, ShellUser, CustomNavLists } from '../shell/types';

// Small pieces the site needs on first paint, so it never has to import the root entry eagerly.
export { Button, IconButton } from '../Button';
export type { ButtonProps, IconButtonProps } from '../Button';
export { Link } from '../utils';
export { Skeleton, SkeletonBlock } from '../Skeleton';
export type { LinkProps } from '../utils';
export * from '../icons';
export { format, getCatalogue, zhCN, locales, defaultLocale } from '../i18n';
export type { Locale, MessageKey, Messages } from '../i18n';
export type { Theme } from '../theme';
export type { SearchResultItem } from '../SearchResultsModal/searchResult';
export { accountStateFromMessage } from '../AccountStateDialog/accountState';
