import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The review pages' copy in the console's locale. */
export const useReviewT = translator(zhCN, en);
