import { translator } from '../../../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

export type MoneyKey = keyof typeof zhCN;

/** The money pages' copy in the console's locale. */
export const useMoneyT = translator(zhCN, en);
