// `@dongman/ui/login`: the login widgets without the rest of the library.
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps, Contacts } from '../UIProvider';
// Widget authors: add `export { LoginModal } from '../LoginModal';` etc. here.
