import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The account-security page (second factor)'s copy in the console's locale. */
export const useSecurityT = translator(zhCN, en);
