import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The notices page's copy in the console's locale. */
export const useNoticesT = translator(zhCN, en);
