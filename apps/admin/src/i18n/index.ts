import { format, useUI } from '@dongman/ui';
import { en } from './en';
import { zhCN, type ConsoleKey } from './zh-CN';

export type { ConsoleKey };

type Catalogue<K extends string> = { readonly [P in K]: string };

/**
 * A hook giving `t(key, params)` over one catalogue pair (zh-CN first, en with the same keys) in
 * the UIProvider's locale. The console's pages each own a catalogue made with it.
 */
export function translator<K extends string>(zhCN: Catalogue<K>, en: Catalogue<K>) {
  return function useTranslator() {
    const { locale } = useUI();
    const messages = locale === 'en' ? en : zhCN;
    return (key: K, params?: Record<string, string | number>) => format(messages[key], params);
  };
}

/** The console's copy in the UIProvider's locale: `t('reviewCount', { count })`. */
export const useT = translator<ConsoleKey>(zhCN, en);
