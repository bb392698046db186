import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UIProvider, getCatalogue, zhCN, type Locale } from '@dongman/ui/shell';
import { SessionProvider } from '@dongman/state';
import { ApiProvider } from './ApiContext';
import { FirstReadsContext } from './firstReads';
import { siteConfig } from './config';
import { siteMessagesFor } from '../i18n';
import { LoginIntentProvider } from './ServicesContext';
import type { SiteServices } from './services';
import { ErrorBoundary } from '../router/ErrorBoundary';
import { RootLayout } from '../router/RootLayout';
import { SiteRouter } from '../router/SiteRouter';
import { navigateTo, type NavigatingRouter } from '../navigation/reload';

export interface AppProps {
  services: SiteServices;
  locale?: Locale;
}

/** Hands the router's navigation to code outside it (the library's link handler). */
function NavigatorBridge({ routerRef }: { routerRef: { current: NavigatingRouter | null } }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    routerRef.current = { state: { location }, navigate };
  }, [routerRef, location, navigate]);
  return null;
}

const layout = <RootLayout />;

/** Providers around the router: theme + copy + toasts (ui), session, the API client. */
export function App({ services, locale = 'zh-CN' }: AppProps) {
  const router = useRef<NavigatingRouter | null>(null);
  // Library links (menu, top bar, cards) go through the router, so every navigation reloads its
  // target; addresses outside the site open in a new tab.
  const onNavigate = useCallback((href: string) => {
    if (/^https?:\/\//i.test(href)) window.open(href, '_blank', 'noopener,noreferrer');
    else if (router.current) navigateTo(router.current, href);
  }, []);
  const [contacts] = useState(() => ({ ...siteConfig.contacts }));
  const loginExpiredMessage = useCallback(
    () => (getCatalogue(locale) ?? zhCN).loginExpired,
    [locale],
  );
  const loginFirstMessage = useCallback(() => siteMessagesFor(locale).loginFirst, [locale]);
  return (
    <UIProvider globalStyle locale={locale} contacts={contacts} onNavigate={onNavigate}>
      <SessionProvider store={services.session}>
        <ApiProvider api={services.api}>
          <FirstReadsContext.Provider value={services.firstReads ?? null}>
            <LoginIntentProvider intent={services.loginIntent}>
              {/* Only if the shell itself fails; page errors show inside the shell. */}
              <ErrorBoundary>
                <SiteRouter
                  services={services}
                  layout={layout}
                  loginExpiredMessage={loginExpiredMessage}
                  loginFirstMessage={loginFirstMessage}
                >
                  <NavigatorBridge routerRef={router} />
                </SiteRouter>
              </ErrorBoundary>
            </LoginIntentProvider>
          </FirstReadsContext.Provider>
        </ApiProvider>
      </SessionProvider>
    </UIProvider>
  );
}
