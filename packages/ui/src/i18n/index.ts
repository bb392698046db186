import { zhCN } from './zh-CN';
import { en } from './en';
import type { Messages } from './zh-CN';

export type { MessageKey, Messages } from './zh-CN';
export { format } from './format';
export type { FormatParams } from './format';

export const locales = ['zh-CN', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-CN';

export const catalogues: Readonly<Record<Locale, Messages>> = { 'zh-CN': zhCN, en };
export { zhCN, en };
