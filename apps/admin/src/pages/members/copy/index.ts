import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The member pages (list, review queue, member drawer)'s copy in the console's locale. */
export const useMembersT = translator(zhCN, en);
