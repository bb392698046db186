import { format, useMessages, type Locale } from '@dongman/ui/shell';
import type { AuthPartMessages } from './parts/auth/zh-CN';
import corePartZhCN, { type CorePartMessages } from './parts/core/zh-CN';
import type { MemberPartMessages } from './parts/member/zh-CN';
import type { PagesPartMessages } from './parts/pages/zh-CN';

type FormatParams = Parameters<typeof format>[1];

/** Every site key, whichever catalogue owns it. */
export type SiteMessageKey =
  | keyof CorePartMessages
  | keyof PagesPartMessages
  | keyof MemberPartMessages
  | keyof AuthPartMessages;
export type SiteMessages = { readonly [K in SiteMessageKey]: string };

export type SiteMessagesWithT = SiteMessages & {
  t: (key: SiteMessageKey, params?: FormatParams) => string;
};

/**
 * The site's copy lives beside the code that shows it: each feature (and the shell, the page
 * frame, lib's level-right names) has a catalogue in its `copy/` folder, `zh-CN.ts` (the source)
 * and `en.ts` (the same keys, the compiler checks). Catalogues are data: they import nothing but
 * types (ESLint checks), so this module can gather them without pulling any component in.
 *
 * They are gathered into four load parts (./parts), so a page downloads only the copy it can show:
 * `core` ships with the first page in zh-CN; everything else loads on demand — main.tsx waits for
 * the reader's language, and the routes and lazy home sections load `pages` / `member` / `auth`
 * together with their code.
 *
 * The parts are merged into one object, so a key belongs to one catalogue only; every catalogue
 * is in one part; en keeps zh-CN's {placeholders}; and a key that @dongman/ui's catalogue also has
 * must say the same. ./catalogues.test.ts checks these across every `copy/` folder it finds.
 */
export type CopyPart = 'core' | 'pages' | 'member' | 'auth';
type PartMessages = CorePartMessages | PagesPartMessages | MemberPartMessages | AuthPartMessages;

// A part's module has one default export, like a lazily loaded page's (and as short to import).
const loaders: Record<CopyPart, Record<Locale, () => Promise<PartMessages>>> = {
  core: {
    'zh-CN': async () => corePartZhCN,
    en: () => import('./parts/core/en').then((module) => module.default),
  },
  pages: {
    'zh-CN': () => import('./parts/pages/zh-CN').then((module) => module.default),
    en: () => import('./parts/pages/en').then((module) => module.default),
  },
  member: {
    'zh-CN': () => import('./parts/member/zh-CN').then((module) => module.default),
    en: () => import('./parts/member/en').then((module) => module.default),
  },
  auth: {
    'zh-CN': () => import('./parts/auth/zh-CN').then((module) => module.default),
    en: () => import('./parts/auth/en').then((module) => module.default),
  },
};

const loaded = new Map<string, PartMessages>([['core:zh-CN', corePartZhCN]]);
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
      ...(['auth', 'member', 'pages', 'core'] as const).map((part) =>
        loaded.get(`${part}:${available}`),
      ),
    ) as SiteMessages;
    value = { ...messages, t: (key, params) => format(messages[key] ?? key, params) };
    merged.set(cacheKey, value);
  }
  return value;
}

export function useSiteMessages(): SiteMessagesWithT {
  return siteMessagesFor(useMessages().locale);
}
