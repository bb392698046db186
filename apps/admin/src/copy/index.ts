import { translator } from '../i18n';
import { en } from './en';
import { zhCN } from './zh-CN';

export type ConsoleKey = keyof typeof zhCN;

/** The console-wide copy (frame, menu, shared parts) in the UIProvider's locale: `t('reviewCount', { count })`. */
export const useT = translator(zhCN, en);
