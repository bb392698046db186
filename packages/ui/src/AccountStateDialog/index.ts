export { AccountStateDialog, accountStateFromMessage } from './AccountStateDialog';
export type { AccountStateDialogProps, AccountStateKind } from './AccountStateDialog';
