import { useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { message, type DataTableColumn } from '@dongman/ui';
import { enums } from '@dongman/api-client/contract';
import { ImageGallery } from '../../components/ImageGallery';
import { ChoiceFilter, useQueryForm } from '../../components/QueryFields';
import { QueryTable } from '../../components/QueryTable';
import { dateTime } from '../../lib/format';
import { useReviewCounts } from '../../lib/reviewCounts';
import { useReviewT } from './copy';
import { galleryCopy } from './galleryCopy';
import { ReportDrawer } from './ReportDrawer';
import { reviewReport, useReports, type Report, type ReportQuery } from './reportsApi';

const Excerpt = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 28em;
  white-space: pre-line;
`;

/** Reports members submitted, pending first by default: the evidence, then approve or reject. */
export default function ReportsPage() {
  const t = useReviewT();
  const counts = useReviewCounts();
  const form = useQueryForm<ReportQuery>({ page: 1, status: 'pending' }, (text) => ({
    status: text('status') as Report['status'] | undefined,
  }));
  const list = useReports(form.query);
  const [viewing, setViewing] = useState<Report | null>(null);

  const review = async (
    report: Report,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ) => {
    const done = await reviewReport(report, decision);
    if (!done) return;
    message.success(
      t(decision.status === 'approved' ? 'approvedReport' : 'rejectedReport', {
        title: report.title,
      }),
    );
    setViewing(null);
    counts.refresh();
    list.reload();
  };

  const columns = useMemo<DataTableColumn<Report>[]>(
    () => [
      { key: 'title', header: t('reportTitle') },
      { key: 'memberName', header: t('member') },
      { key: 'content', header: t('content'), render: (r) => <Excerpt>{r.content}</Excerpt> },
      {
        key: 'images',
        header: t('images'),
        render: (r) =>
          r.images.length > 0 ? (
            <ImageGallery images={r.images} copy={galleryCopy(t, r)} limit={3} size={48} />
          ) : (
            t('noImages')
          ),
      },
      { key: 'status', header: t('filterStatus'), render: (r) => t(`status_${r.status}`) },
      { key: 'reviewReason', header: t('reviewReason'), render: (r) => r.reviewReason ?? '' },
      { key: 'createTime', header: t('submittedAt'), render: (r) => dateTime(r.createTime) },
    ],
    [t],
  );

  return (
    <>
      <QueryTable
        title={t('reportsTable')}
        columns={columns}
        list={list}
        query={form}
        rowKey={(r) => r.id}
        rowName={(r) => r.title}
        actions={(r) => [
          { label: t('view'), onClick: () => setViewing(r) },
          r.status !== 'approved' && {
            label: t('approve'),
            onClick: () => void review(r, { status: 'approved' }),
          },
          r.status !== 'rejected' && { label: t('reject'), onClick: () => setViewing(r) },
        ]}
        filters={
          <ChoiceFilter
            label={t('filterStatus')}
            name="status"
            values={enums.ReportStatus}
            nameOf={(status) => t(`status_${status}`)}
            defaultValue="pending"
          />
        }
      />
      <ReportDrawer report={viewing} onClose={() => setViewing(null)} onReview={review} />
    </>
  );
}
