import { format, useMessages, type Locale } from '@dongman/ui/shell';
import type { MemberMessages } from './member/zh-CN';
import { zhCN, type SiteCoreMessages, type SiteMessageKey, type SiteMessages } from './zh-CN';

type FormatParams = Parameters<typeof format>[1];

export type { SiteMessageKey, SiteMessages };

export type SiteMessagesWithT = SiteMessages & {
  t: (key: SiteMessageKey, params?: FormatParams) => string;
};

// The first page ships with zh-CN core copy only. Other languages, and the member pages' copy,
// load on demand: main.tsx waits for the reader's language, and the member routes load their
// copy together with their code (src/router/routes.tsx).
const coreLoaders: Record<Exclude<Locale, 'zh-CN'>, () => Promise<SiteCoreMessages>> = {
  en: () => import('./en').then((module) => module.en),
};
const memberLoaders: Record<Locale, () => Promise<MemberMessages>> = {
  'zh-CN': () => import('./member/zh-CN').then((module) => module.memberZhCN),
  en: () => import('./member/en').then((module) => module.memberEn),
};
const core = new Map<Locale, SiteCoreMessages>([['zh-CN', zhCN]]);
const member = new Map<Locale, MemberMessages>();
const withT = new Map<string, SiteMessagesWithT>();

/** Loads the first page's copy of a language once (zh-CN is always there). */
export async function loadSiteCatalogue(locale: Locale): Promise<SiteCoreMessages> {
  const ready = core.get(locale);
  if (ready) return ready;
  const messages = await coreLoaders[locale as Exclude<Locale, 'zh-CN'>]();
  core.set(locale, messages);
  return messages;
}

/** Loads the member pages' copy of a language once (and its first-page copy). */
export async function loadMemberCatalogue(locale: Locale): Promise<void> {
  await loadSiteCatalogue(locale);
  if (!member.has(locale)) member.set(locale, await memberLoaders[locale]());
}

/**
 * The site catalogue of a language, plus `t(key, params)` for `{placeholder}` copy.
 * Falls back to zh-CN while another language has not been loaded; member keys are present once
 * loadMemberCatalogue ran (the member routes do that before rendering).
 */
export function siteMessagesFor(locale: Locale): SiteMessagesWithT {
  const available = core.has(locale) ? locale : 'zh-CN';
  const memberPart = member.get(available);
  const cacheKey = `${available}:${memberPart ? 'member' : 'core'}`;
  let value = withT.get(cacheKey);
  if (!value) {
    const messages = { ...memberPart, ...core.get(available) } as SiteMessages;
    value = { ...messages, t: (key, params) => format(messages[key] ?? key, params) };
    withT.set(cacheKey, value);
  }
  return value;
}

export function useSiteMessages(): SiteMessagesWithT {
  return siteMessagesFor(useMessages().locale);
}
