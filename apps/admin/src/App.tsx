import { useEffect, useState } from 'react';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { UIProvider, message, type Locale } from '@dongman/ui';
import { useT } from './copy';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { PageTitle } from './layout/ConsoleLayout.styles';
import { admin } from './lib/api';
import { can } from './lib/access';
import { SessionProvider, useSession } from './lib/session';
import { LoginPage } from './pages/login/LoginPage';
import { ROUTES } from './routes';

const LOCALE_KEY = 'dongman-admin-locale';

function Pages({ onToggleLocale }: { onToggleLocale: () => void }) {
  const t = useT();
  const { staff } = useSession();
  useEffect(() => {
    document.title = `${t('appName')} · ${t('siteName')}`;
  }, [t]);
  // Every refusal the server gives is shown; a 401 returns to the login form (see SessionProvider).
  useEffect(() => admin.on('failure', (event) => message.error(event.message)), []);
  if (staff === undefined) return null;
  if (staff === null) return <LoginPage />;
  const home = staff.mustSetUpTotp
    ? 'security'
    : (ROUTES.find((r) => can(staff.role, r.operation))?.path ?? 'security');
  return (
    <Routes>
      <Route element={<ConsoleLayout onToggleLocale={onToggleLocale} />}>
        {ROUTES.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              can(staff.role, route.operation) ? (
                <route.page />
              ) : (
                <PageTitle>{t('forbidden')}</PageTitle>
              )
            }
          />
        ))}
        <Route path="/" element={<Navigate to={`/${home}`} replace />} />
        <Route path="*" element={<PageTitle>{t('notFound')}</PageTitle>} />
      </Route>
    </Routes>
  );
}

export function App() {
  const [locale, setLocale] = useState<Locale>(() =>
    localStorage.getItem(LOCALE_KEY) === 'en' ? 'en' : 'zh-CN',
  );
  const toggle = () => {
    const next = locale === 'en' ? 'zh-CN' : 'en';
    localStorage.setItem(LOCALE_KEY, next);
    document.documentElement.lang = next;
    setLocale(next);
  };
  return (
    <UIProvider locale={locale} globalStyle>
      <SessionProvider>
        <HashRouter>
          <Pages onToggleLocale={toggle} />
        </HashRouter>
      </SessionProvider>
    </UIProvider>
  );
}
