import { Suspense } from 'react';
import { useApiData } from '@dongman/state';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { Button } from '@dongman/ui';
import { admin } from '../lib/api';
import { can } from '../lib/access';
import { useSession } from '../lib/session';
import { useT } from '../i18n';
import { ROUTES } from '../routes';
import { Badge, Brand, Header, Main, Nav, Shell, Side } from './ConsoleLayout.styles';

/** Pending reviews for the menu badge, refreshed on every navigation. */
function useReviewCount(enabled: boolean) {
  const { pathname } = useLocation();
  const { data } = useApiData(enabled ? `pending-reviews-${pathname}` : null, (signal) =>
    admin.call(
      admin.raw.GET('/api/admin/members', {
        params: { query: { status: 'pending', size: 1 } },
        signal,
      }),
    ),
  );
  return data?.total ?? 0;
}

export function ConsoleLayout({ onToggleLocale }: { onToggleLocale: () => void }) {
  const t = useT();
  const { staff, logout } = useSession();
  const role = staff?.role;
  const routes = ROUTES.filter((route) => can(role, route.operation));
  const reviews = useReviewCount(can(role, 'adminSetMemberStatus'));
  return (
    <Shell>
      <Side>
        <Brand>{t('appName')}</Brand>
        <Nav aria-label={t('menuLabel')}>
          {routes.map((route) => (
            <NavLink key={route.path} to={`/${route.path}`}>
              {t(route.label)}
              {route.badge === 'reviews' && reviews > 0 && (
                <Badge aria-label={t('reviewCount', { count: reviews })}>{reviews}</Badge>
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
