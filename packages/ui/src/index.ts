// Foundation
export { theme, GlobalStyle, visuallyHidden, focusRing } from './theme';
export type { Theme } from './theme';
export { format, locales, defaultLocale, catalogues, zhCN, en } from './i18n';
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
export { Button, IconButton } from './Button';
export type { ButtonProps, IconButtonProps, ButtonVariant, ButtonSize } from './Button';
export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { FormField } from './FormField';
export type { FormFieldProps, FieldControlProps } from './FormField';
export { Input, PasswordInput } from './Input';
export type { InputProps, PasswordInputProps } from './Input';
export { Modal } from './Modal';
export type { ModalProps } from './Modal';
export { Table } from './Table';
export type { TableProps, TableColumn } from './Table';
export { Popover } from './Popover';
export type { PopoverProps, Placement } from './Popover';
export { Menu, MenuGroup, MenuItem, SubMenu } from './Menu';
export type { MenuProps, MenuGroupProps, MenuItemProps, SubMenuProps } from './Menu';

// Shell and widgets: exported from their own folders by their authors (see ./entries/*).
