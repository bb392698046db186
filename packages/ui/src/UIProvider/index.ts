export { UIProvider } from './UIProvider';
export type { UIProviderProps } from './UIProvider';
export { useMessages, useUI, useContacts } from './context';
export type {
  Contacts,
  RenderLink,
  RenderLinkProps,
  OnNavigate,
  Translate,
  MessagesWithT,
  UIContextValue,
} from './context';
