// Foundation
export { theme, GlobalStyle, visuallyHidden, focusRing } from './theme';
export type { Theme } from './theme';
export {
  format,
  locales,
  defaultLocale,
  zhCN,
  getCatalogue,
  loadCatalogue,
  registerCatalogue,
} from './i18n';
export { en } from './i18n/en';
export type { Locale, MessageKey, Messages, FormatParams } from './i18n';
export { UIProvider, useMessages, useUI, useContacts } from './UIProvider';
export type {
  UIProviderProps,
  Contacts,
  RenderLink,
  RenderLinkProps,
  OnNavigate,
  Translate,
  MessagesWithT,
} from './UIProvider';
export { Link } from './utils';
export type { LinkProps } from './utils';
export * from './icons';

// Primitives
export { Stack, Row, Box } from './Layout';
export { Tag } from './Tag';
export type { Tone } from './Tag';
export { Callout } from './Callout';
export type { CalloutProps } from './Callout';
export { DescriptionItem, DescriptionList } from './DescriptionList';
export type { DescriptionItemProps } from './DescriptionList';
export { ButtonLink, TextLink, buttonLinkStyles } from './ButtonLink';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Select } from './Select';
export type { SelectProps } from './Select';
export { AsyncContent, EmptyState } from './AsyncContent';
export { Skeleton, SkeletonBlock } from './Skeleton';
export { Pager, pageCount } from './Pager';
export type { PagerProps } from './Pager';
export { RichText } from './richText/RichText';
export { RadioCard, RadioCardGroup } from './RadioCard';
// Forms: inline validation with "late punish, early reward" timing (login, register, password).
export { useValidatedForm, usePendingSubmit } from './validation/useValidatedForm';
export type { RadioCardProps, RadioCardGroupProps } from './RadioCard';
export type { AsyncContentProps, AsyncState, EmptyStateProps } from './AsyncContent';
export { Button, IconButton } from './Button';
export type { ButtonProps, IconButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { FormField } from './FormField';
export type { FormFieldProps, FieldControlProps } from './FormField';
export { FormLayout } from './FormLayout';
export type { FormLayoutProps } from './FormLayout';
export { Input, PasswordInput } from './Input';
export { CaptchaField } from './CaptchaField';
export type { CaptchaFieldProps } from './CaptchaField';
export type { InputProps, PasswordInputProps } from './Input';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { Lightbox } from './Lightbox';
export type { LightboxImage, LightboxLabels, LightboxProps } from './Lightbox';
export { Table } from './Table';
export type { TableProps, TableColumn } from './Table';
// Console (back office)
export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, SortDirection, SortState } from './DataTable';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { StatCard } from './StatCard';
export type { StatCardProps } from './StatCard';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { Popover } from './Popover';
export type { PopoverProps, Placement } from './Popover';
export { Menu, MenuGroup, MenuItem, SubMenu } from './Menu';
export type { MenuProps, MenuGroupProps, MenuItemProps, SubMenuProps } from './Menu';

// Feedback
export { message, useToast, TOAST_DURATION, TOAST_MAX } from './Toast';
export type { ToastType, ToastOptions, ToastApi } from './Toast';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { AccountStateDialog, accountStateFromMessage } from './AccountStateDialog';
export type { AccountStateDialogProps, AccountStateKind } from './AccountStateDialog';

// Shell and widgets: exported from their own folders by their authors (see ./entries/*).

// Shell (layout pieces)
export { AppShell } from './AppShell';
export type { AppShellProps } from './AppShell';
export { SideMenu, buildSideMenu, classItems } from './SideMenu';
export type {
  SideMenuProps,
  SideMenuLinks,
  SideMenuGroup,
  SideMenuGroupKey,
  SideMenuItem,
} from './SideMenu';
export { TopBar } from './TopBar';
export type { TopBarProps } from './TopBar';
export { FloatBar } from './FloatBar';
export type { FloatBarProps } from './FloatBar';
export { Footer } from './Footer';
export type { FooterProps } from './Footer';
export { SearchBox, searchText } from './SearchBox';
export type { SearchBoxProps } from './SearchBox';
export { parseLinkList, isAllowedLinkUrl } from './shell/parseLinkList';
export type { LinkEntry } from './shell/parseLinkList';
export { isMember } from './shell/types';
export type { ShellClass, ShellChildClass, ShellUser, CustomNavLists } from './shell/types';

// Widgets (login, password, notices, search results)
export { LoginModal } from './LoginModal';
export type {
  LoginModalProps,
  LoginModalHandle,
  LoginPayload,
  SmsCodeRequest,
  SmsLoginHandlers,
  SmsLoginPayload,
} from './LoginModal';
export type { ChangePasswordLimits, LoginLimits } from './validation/rules';
export { ChangePasswordModal } from './ChangePasswordModal';
export type { ChangePasswordModalProps, ChangePasswordPayload } from './ChangePasswordModal';
export { NoticeModal, sanitizeNoticeHtml } from './NoticeModal';
export { allowedImageSource, sanitizeRichHtml } from './richText';
export type { RichTextOptions } from './richText';
export type { NoticeModalProps, NoticeItem } from './NoticeModal';
export { SearchResultsModal, searchResultSection } from './SearchResultsModal';
export type { SearchResultsModalProps, SearchResultItem } from './SearchResultsModal';
export { formatDate } from './dates';
