import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The site-content and level/pay pages' copy in the console's locale. */
export const useSiteT = translator(zhCN, en);
