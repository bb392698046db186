import { format, useUI } from '@dongman/ui';
import { en } from './en';
import { zhCN, type ConsoleKey } from './zh-CN';

export type { ConsoleKey };

/** The console's copy in the UIProvider's locale: `t('reviewCount', { count })`. */
export function useT() {
  const { locale } = useUI();
  const messages = locale === 'en' ? en : zhCN;
  return (key: ConsoleKey, params?: Record<string, string | number>) =>
    format(messages[key], params);
}
