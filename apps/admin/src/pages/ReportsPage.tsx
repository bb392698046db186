import { useState } from 'react';
import { Button, DataTable } from '@dongman/ui';
import { useT } from '../i18n';
import { Actions, PageTitle } from '../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../lib/api';
import { dateTime } from '../lib/format';
import { useApiData } from '@dongman/state';

type Report = Schemas['AdminReport'];

/** Reports members submitted: newest first, mark approved or rejected. */
export default function ReportsPage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, reload: load } = useApiData(`reports-${page}`, (signal) =>
    admin.call(admin.raw.GET('/api/admin/reports', { params: { query: { page } }, signal })),
  );
  const handle = async (report: Report, status: 'approved' | 'rejected') => {
    const r = await admin.call(
      admin.raw.POST('/api/admin/reports/{reportId}/handle', {
        params: { path: { reportId: report.id } },
        body: { status },
      }),
    );
    if (r?.ok) void load();
  };
  return (
    <>
      <PageTitle>{t('menuReports')}</PageTitle>
      <DataTable
        label={t('reportsTable')}
        rows={data?.list ?? []}
        rowKey={(r) => r.id}
        page={page}
        total={data?.total ?? 0}
        onPageChange={setPage}
        columns={[
          { key: 'title', header: t('title') },
          { key: 'memberName', header: t('member') },
          { key: 'content', header: t('content') },
          {
            key: 'status',
            header: t('status'),
            render: (r) => t(`status_${r.status === 'pending' ? 'pending' : r.status}`),
          },
          { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
          {
            key: 'actions',
            header: t('handled'),
            render: (r) => (
              <Actions>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => void handle(r, 'approved')}
                  aria-label={`${t('reportApproved')} ${r.title}`}
                >
                  {t('reportApproved')}
                </Button>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => void handle(r, 'rejected')}
                  aria-label={`${t('reportRejected')} ${r.title}`}
                >
                  {t('reportRejected')}
                </Button>
              </Actions>
            ),
          },
        ]}
      />
    </>
  );
}
