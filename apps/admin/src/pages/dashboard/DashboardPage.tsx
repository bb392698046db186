import { lazy, Suspense } from 'react';
import { useApiData } from '@dongman/state';
import { StatCard } from '@dongman/ui';
import { useDashboardT } from './copy';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import { can } from '../../lib/access';
import { admin } from '../../lib/api';
import { yuan } from '../../lib/format';
import { useSession } from '../../lib/session';
import { Cards } from './DashboardPage.styles';

// chart.js loads only when the dashboard is shown.
const DashboardChart = lazy(() => import('./DashboardChart'));

/**
 * The dashboard per role: money only where the server sends it (owner, finance), the review and
 * report queues for the roles that work them (the contract's x-roles).
 */
export default function DashboardPage() {
  const t = useDashboardT();
  const role = useSession().staff?.role;
  const { data } = useApiData('dashboard', (signal) =>
    admin.call(admin.raw.GET('/api/admin/dashboard', { signal })),
  );
  return (
    <>
      <PageTitle>{t('menuDashboard')}</PageTitle>
      {data && (
        <>
          <Cards>
            <StatCard
              label={t('statMembers')}
              value={data.members}
              hint={t('statNewToday', { count: data.newMembersToday })}
            />
            {can(role, 'adminSetMemberStatus') && (
              <StatCard label={t('statPending')} value={data.pendingReviews} />
            )}
            {can(role, 'adminHandleReport') && (
              <StatCard label={t('statReports')} value={data.pendingReports} />
            )}
            {data.revenueToday !== null && (
              <StatCard
                label={t('statRevenueToday')}
                value={yuan(data.revenueToday)}
                hint={t('statOrdersToday', { count: data.ordersToday ?? 0 })}
              />
            )}
            <StatCard label={t('statDubbing')} value={data.dubbingJobsToday} />
          </Cards>
          <Suspense fallback={null}>
            <DashboardChart days={data.days} />
          </Suspense>
        </>
      )}
    </>
  );
}
