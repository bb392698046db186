import { locales, defaultLocale, type Locale } from '@dongman/ui/shell';
import { storageKeys } from './config';

/** The reader's language: `?lang=en` or a stored choice, else zh-CN (the site is Chinese first). */
export function initialLocale(search = globalThis.location?.search ?? ''): Locale {
  const fromUrl = new URLSearchParams(search).get('lang');
  let stored: string | null = null;
  try {
    stored = globalThis.localStorage?.getItem(storageKeys.locale) ?? null;
  } catch {
    stored = null;
  }
  const isLocale = (value: string | null): value is Locale =>
    !!value && (locales as readonly string[]).includes(value);
  if (isLocale(fromUrl)) {
    try {
      globalThis.localStorage?.setItem(storageKeys.locale, fromUrl);
    } catch {
      // not stored: the choice lasts for this page only
    }
    return fromUrl;
  }
  return isLocale(stored) ? stored : defaultLocale;
}
