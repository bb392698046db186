import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

/** The card-code page's copy in the console's locale. */
export const useCardsT = translator(zhCN, en);
export type CardsT = ReturnType<typeof useCardsT>;
