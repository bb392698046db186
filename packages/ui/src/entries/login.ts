// `@dongman/ui/login`: the login widgets without the rest of the library.
export { UIProvider, useMessages } from '../UIProvider';
export type { UIProviderProps, Contacts } from '../UIProvider';
export { AccountStateDialog, accountStateFromMessage } from '../AccountStateDialog';
export type { AccountStateDialogProps, AccountStateKind } from '../AccountStateDialog';
export { message, useToast } from '../Toast';
// Widget authors: add `export { LoginModal } from '../LoginModal';` etc. here.
