import { format, useMessages, type FormatParams, type Locale } from '@dongman/ui';
import { en } from './en';
import { zhCN, type SiteMessageKey, type SiteMessages } from './zh-CN';

export type { SiteMessageKey, SiteMessages };
export const siteCatalogues: Record<Locale, SiteMessages> = { 'zh-CN': zhCN, en };

export type SiteMessagesWithT = SiteMessages & {
  t: (key: SiteMessageKey, params?: FormatParams) => string;
};

const cache = new Map<Locale, SiteMessagesWithT>();

/** The site catalogue for the UIProvider's locale, plus `t(key, params)` for `{placeholder}` copy. */
export function siteMessagesFor(locale: Locale): SiteMessagesWithT {
  let value = cache.get(locale);
  if (!value) {
    const messages = siteCatalogues[locale];
    value = { ...messages, t: (key, params) => format(messages[key], params) };
    cache.set(locale, value);
  }
  return value;
}

export function useSiteMessages(): SiteMessagesWithT {
  return siteMessagesFor(useMessages().locale);
}
