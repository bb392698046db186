export { AccountStateDialog } from './AccountStateDialog';
export type { AccountStateDialogProps } from './AccountStateDialog';
export { accountStateFromMessage } from './accountState';
export type { AccountStateKind } from './accountState';
