import { useCallback, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { UIProvider, type Locale } from '@dongman/ui/shell';
import { SessionProvider } from '@dongman/state';
import { ApiProvider } from './ApiContext';
import { siteConfig } from './config';
import { LoginIntentProvider } from './ServicesContext';
import type { SiteServices } from './services';
import type { AppRouter } from '../router/createAppRouter';
import { navigateTo } from '../navigation/reload';

export interface AppProps {
  services: SiteServices;
  router: AppRouter;
  locale?: Locale;
}

/** Providers around the router: theme + copy + toasts (ui), session, the API client. */
export function App({ services, router, locale = 'zh-CN' }: AppProps) {
  // Library links (menu, top bar, cards) go through the router, so every navigation reloads its
  // target; addresses outside the site open in a new tab.
  const onNavigate = useCallback(
    (href: string) => {
      if (/^https?:\/\//i.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
      else navigateTo(router, href);
    },
    [router],
  );
  const [contacts] = useState(() => ({ ...siteConfig.contacts }));
  return (
    <UIProvider globalStyle locale={locale} contacts={contacts} onNavigate={onNavigate}>
      <SessionProvider store={services.session}>
        <ApiProvider api={services.api}>
          <LoginIntentProvider intent={services.loginIntent}>
            <RouterProvider router={router} />
          </LoginIntentProvider>
        </ApiProvider>
      </SessionProvider>
    </UIProvider>
  );
}
