import { format, useUI } from '@dongman/ui';

type Catalogue<K extends string> = { readonly [P in K]: string };

/**
 * A hook giving `t(key, params)` over one catalogue pair (zh-CN first, en with the same keys) in
 * the UIProvider's locale.
 *
 * The console's copy lives beside the code that shows it, as on the site: each page folder has a
 * `copy/` folder with `zh-CN.ts` (the source), `en.ts` (the same keys, the compiler checks) and
 * `index.ts`, which makes the folder's hook with this helper (`useMembersT`, `useMoneyT`…); the
 * console's frame, menu and shared parts read `src/copy` (`useT`), the rich-text editor its own
 * `copy/`. Catalogues are data: they import nothing but types and re-export nothing, and no
 * Chinese text is written in a component (ESLint checks both).
 */
export function translator<K extends string>(zhCN: Catalogue<K>, en: Catalogue<K>) {
  return function useTranslator() {
    const { locale } = useUI();
    const messages = locale === 'en' ? en : zhCN;
    return (key: K, params?: Record<string, string | number>) => format(messages[key], params);
  };
}
