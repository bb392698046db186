// The site as a member sees it, for Storybook: the real App (shell, router, login and other
// dialogs) at one address, talking to the in-memory API instead of a server.
import { Suspense, use, useState, type ReactNode } from 'react';
import type { Decorator, StoryContext } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import type { Locale } from '@dongman/ui';
import type { UserInfo } from '@dongman/api-client';
import { createSessionStore } from '@dongman/state';
import { App } from '../app/App';
import { storageKeys } from '../app/config';
import { createSiteServices } from '../app/services';
import { loadCopy, setSiteLocale } from '../i18n';
import { siteRouteFor } from '../router/routes';
import { memberInfo, memoryStorage } from './fixtures';
import { createMemoryApi, type MemoryApiOptions } from './memoryApi';

export interface SiteScreenParameters extends Omit<MemoryApiOptions, 'user'> {
  /** The address shown: a route of the site ('/user/info/recharge'). */
  at: string;
  /** The member logged in (default: 演示会员, 普通会员, ¥300.00); null for a guest. */
  user?: UserInfo | null;
}

// A whole screen loads its code and data before anything shows; on a busy machine that takes
// longer than one component's story (the preview's 5 s for findBy*/waitFor).
configure({ asyncUtilTimeout: 15_000 });

const copies = new Map<Locale, Promise<void>>();
/** All of the site's copy in a language (the app loads it per route; a story shows any page). */
function siteCopy(locale: Locale): Promise<void> {
  // Pages loaded later take their copy in the language the site was last set to.
  setSiteLocale(locale);
  let ready = copies.get(locale);
  if (!ready) {
    ready = loadCopy('pages', 'member', 'auth');
    copies.set(locale, ready);
  }
  return ready;
}

function startSite({ at, user, ...server }: SiteScreenParameters, locale: Locale) {
  // The hash router starts at the story's address (replaced: the story adds no history entry).
  window.history.replaceState(window.history.state, '', `#${at}`);
  document.documentElement.lang = locale;
  for (const key of Object.values(storageKeys)) window.localStorage.removeItem(key);
  const member = user === undefined ? memberInfo() : user;
  const { api } = createMemoryApi({ ...server, user: member });
  // The session lives in memory: stories never share (or keep) a login.
  const session = createSessionStore({
    storage: memoryStorage(),
    eventTarget: new EventTarget() as unknown as Window,
  });
  if (member) session.setUserInfo(member);
  return createSiteServices({ api, session });
}

function SiteScreen({ site, locale }: { site: SiteScreenParameters; locale: Locale }) {
  use(siteCopy(locale));
  const [services] = useState(() => startSite(site, locale));
  return <App services={services} locale={locale} />;
}

const localeOf = (context: StoryContext) =>
  (context.globals.locale as Locale | undefined) ?? 'zh-CN';

/**
 * Before the story renders: the copy, the page's code and the site dialogs' code (the app loads
 * them on demand). The play function then starts with the page on its way, not its code.
 */
async function loadSite(context: StoryContext) {
  const { at } = context.parameters.site as SiteScreenParameters;
  await Promise.all([
    siteCopy(localeOf(context)),
    siteRouteFor(at.replace(/[?#].*$/, '')).page?.load(),
    import('../features/auth/flows/FlowDialogs'),
  ]);
}

/**
 * Story parameters for a screen: `site: { at, user, seed, handlers }`. The App brings its own
 * UIProvider, so the preview's is left out (`uiProvider: false`).
 */
export const siteScreen = {
  parameters: { layout: 'fullscreen', uiProvider: false },
  loaders: [loadSite],
  render: (_args: unknown, context: StoryContext) => (
    <Suspense fallback={null}>
      {/* Another language starts the site again, as the site's language switch does. */}
      <SiteScreen
        key={localeOf(context)}
        site={context.parameters.site as SiteScreenParameters}
        locale={localeOf(context)}
      />
    </Suspense>
  ),
};

function SiteCopy({ locale, children }: { locale: Locale; children: ReactNode }) {
  use(siteCopy(locale));
  return children;
}

/** For a part shown on its own (inside the preview's UIProvider): the site's copy first. */
export const withSiteCopy: Decorator = (Story, context) => (
  <Suspense fallback={null}>
    <SiteCopy locale={localeOf(context)}>
      <Story />
    </SiteCopy>
  </Suspense>
);
