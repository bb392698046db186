import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The dashboard's copy in the console's locale. */
export const useDashboardT = translator(zhCN, en);
