import { lazy, Suspense } from 'react';
import { useApiData } from '@dongman/state';
import { StatCard } from '@dongman/ui';
import { useT } from '../i18n';
import { PageTitle } from '../layout/ConsoleLayout.styles';
import { admin } from '../lib/api';
import { yuan } from '../lib/format';
import { Cards } from './DashboardPage.styles';

// chart.js loads only when the dashboard is shown.
const DashboardChart = lazy(() => import('./DashboardChart'));

export default function DashboardPage() {
  const t = useT();
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
            <StatCard label={t('statPending')} value={data.pendingReviews} />
            <StatCard label={t('statReports')} value={data.pendingReports} />
            <StatCard
              label={t('statRevenueToday')}
              value={yuan(data.revenueToday)}
              hint={t('statOrdersToday', { count: data.ordersToday })}
            />
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
