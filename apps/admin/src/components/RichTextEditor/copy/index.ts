import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The rich-text editor's copy in the console's locale. */
export const useEditorT = translator(zhCN, en);
