import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The staff pages' copy in the console's locale. */
export const useStaffT = translator(zhCN, en);
