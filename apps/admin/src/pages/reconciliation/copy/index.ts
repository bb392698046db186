import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

export type ReconciliationKey = keyof typeof zhCN;

/** The reconciliation page's copy in the console's locale. */
export const useReconciliationT = translator(zhCN, en);
