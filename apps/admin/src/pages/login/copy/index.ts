import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The login page's copy in the console's locale. */
export const useLoginT = translator(zhCN, en);
