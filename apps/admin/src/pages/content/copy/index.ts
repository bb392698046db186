import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The content pages' copy in the console's locale. */
export const useContentT = translator(zhCN, en);

export type ContentT = ReturnType<typeof useContentT>;
