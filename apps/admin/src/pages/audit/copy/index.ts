import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The audit log page's copy in the console's locale. */
export const useAuditT = translator(zhCN, en);
