import { format, useMessages, type Locale } from '@dongman/ui/shell';
import type { MemberMessages } from './member/zh-CN';
import type { PagesMessages } from './pages/zh-CN';
import { zhCN, type SiteCoreMessages, type SiteMessageKey, type SiteMessages } from './zh-CN';

type FormatParams = Parameters<typeof format>[1];

export type { SiteMessageKey, SiteMessages };

export type SiteMessagesWithT = SiteMessages & {
  t: (key: SiteMessageKey, params?: FormatParams) => string;
};

/**
 * The site's copy comes in parts (see ./zh-CN.ts): `core` ships with the first page in zh-CN;
 * everything else loads on demand — main.tsx waits for the reader's language, and the routes and
 * lazy home sections load `pages` / `member` together with their code.
 */
export type CopyPart = 'core' | 'pages' | 'member';
type PartMessages = SiteCoreMessages | PagesMessages | MemberMessages;

const loaders: Record<CopyPart, Record<Locale, () => Promise<PartMessages>>> = {
  core: {
    'zh-CN': async () => zhCN,
    en: () => import('./en').then((module) => module.en),
  },
  pages: {
    'zh-CN': () => import('./pages/zh-CN').then((module) => module.pagesZhCN),
    en: () => import('./pages/en').then((module) => module.pagesEn),
  },
  member: {
    'zh-CN': () => import('./member/zh-CN').then((module) => module.memberZhCN),
    en: () => import('./member/en').then((module) => module.memberEn),
  },
};

const loaded = new Map<string, PartMessages>([['core:zh-CN', zhCN]]);
const loading = new Map<string, Promise<void>>();
let version = 0; // bumps when a part arrives, so the merged catalogue is rebuilt
let siteLocale: Locale = 'zh-CN';

/** The language the site shows (set once at start-up, before the first render). */
export function setSiteLocale(locale: Locale): void {
  siteLocale = locale;
}

/** Loads parts of the site's copy in the site's language (each once). */
export function loadCopy(...parts: CopyPart[]): Promise<void> {
  return Promise.all(
    ['core' as const, ...parts].map((part) => {
      const key = `${part}:${siteLocale}`;
      if (loaded.has(key)) return undefined;
      let pending = loading.get(key);
      if (!pending) {
        pending = loaders[part][siteLocale]().then((messages) => {
          loaded.set(key, messages);
          version += 1;
        });
        loading.set(key, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}

const merged = new Map<string, SiteMessagesWithT>();

/**
 * The site's copy in a language (every part loaded so far), plus `t(key, params)` for
 * `{placeholder}` copy. Falls back to zh-CN while the language's core part has not loaded.
 */
export function siteMessagesFor(locale: Locale): SiteMessagesWithT {
  const available = loaded.has(`core:${locale}`) ? locale : 'zh-CN';
  const cacheKey = `${available}:${version}`;
  let value = merged.get(cacheKey);
  if (!value) {
    const messages = Object.assign(
      {},
      ...(['member', 'pages', 'core'] as const).map((part) => loaded.get(`${part}:${available}`)),
    ) as SiteMessages;
    value = { ...messages, t: (key, params) => format(messages[key] ?? key, params) };
    merged.set(cacheKey, value);
  }
  return value;
}

export function useSiteMessages(): SiteMessagesWithT {
  return siteMessagesFor(useMessages().locale);
}
