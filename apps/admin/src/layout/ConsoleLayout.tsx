import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { Button } from '@dongman/ui';
import { can } from '../lib/access';
import { ReviewCountsProvider, useReviewCounts } from '../lib/reviewCounts';
import { useSession } from '../lib/session';
import { useT } from '../copy';
import { ROUTES } from '../routes';
import { Badge, Brand, Header, Main, Nav, Shell, Side } from './ConsoleLayout.styles';

/** The console's frame: menu (with what waits for review), header, and the page. */
export function ConsoleLayout({ onToggleLocale }: { onToggleLocale: () => void }) {
  const role = useSession().staff?.role;
  return (
    <ReviewCountsProvider
      members={can(role, 'adminSetMemberStatus')}
      reports={can(role, 'adminListReports')}
    >
      <ConsoleShell onToggleLocale={onToggleLocale} />
    </ReviewCountsProvider>
  );
}

function ConsoleShell({ onToggleLocale }: { onToggleLocale: () => void }) {
  const t = useT();
  const { staff, logout } = useSession();
  const routes = ROUTES.filter((route) => can(staff?.role, route.operation));
  const counts = useReviewCounts();
  return (
    <Shell>
      <Side>
        <Brand>{t('appName')}</Brand>
        <Nav aria-label={t('menuLabel')}>
          {routes.map((route) => (
            <NavLink key={route.path} to={`/${route.path}`}>
              {t(route.label)}
              {route.badge && counts[route.badge] > 0 && (
                <Badge
                  aria-label={t(route.badge === 'reviews' ? 'reviewCount' : 'reportCount', {
                    count: counts[route.badge],
                  })}
                >
                  {counts[route.badge]}
                </Badge>
              )}
            </NavLink>
          ))}
        </Nav>
      </Side>
      <div>
        <Header>
          <span>
            {staff && t('loggedInAs', { name: staff.name, role: t(`role_${staff.role}` as const) })}
          </span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('languageLabel')}
            onClick={onToggleLocale}
          >
            {t('language')}
          </Button>
          <Button size="sm" onClick={() => void logout()}>
            {t('logout')}
          </Button>
        </Header>
        <Main>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Main>
      </div>
    </Shell>
  );
}
