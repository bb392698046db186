import { useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { Button, AsyncContent, Callout, EmptyState, Pager, Skeleton } from '@dongman/ui';
import type { PageQuery, Report, ReportStatus } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages, type SiteMessageKey } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { usePagedList } from '../shared/usePagedList';
import { Muted, Row, SectionHead, Stack, Tag, type Tone } from '../shared/styles';
import { ReportEditor } from './ReportEditor';

const STATUS: Record<ReportStatus, { key: SiteMessageKey; tone: Tone }> = {
  pending: { key: 'reportStatusPending', tone: 'warning' },
  approved: { key: 'reportStatusApproved', tone: 'success' },
  rejected: { key: 'reportStatusRejected', tone: 'danger' },
};

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  transition: box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Excerpt = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-line;
`;

const Images = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    display: block;
    width: 88px;
    height: 66px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

type Editing = { open: false } | { open: true; report?: Report };

/** My reports (title, status, images) with create and edit. */
export function ReportSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const load = useCallback(
    (query: PageQuery, signal: AbortSignal) => api.listReports(query, { signal }),
    [api],
  );
  const list = usePagedList<Report>(load, 10);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const { state } = list;

  const saved = () => {
    const created = editing.open && !editing.report;
    setEditing({ open: false });
    if (created && list.page !== 1) list.setPage(1);
    else list.retry();
  };

  const newButton = (
    <Button variant="primary" onClick={() => setEditing({ open: true })}>
      {sm.reportNew}
    </Button>
  );

  return (
    <section aria-labelledby="report-title">
      <SectionHead
        id="report-title"
        title={sm.memberTabReport}
        description={sm.reportIntro}
        actions={newButton}
      />
      <AsyncContent
        state={state}
        loading={<Skeleton lines={5} />}
        onRetry={list.retry}
        isEmpty={(data) => data.list.length === 0}
        empty={<EmptyState title={sm.reportEmpty} description={sm.reportEmptyHint} />}
      >
        {(data) => (
          <Stack $gap="lg">
            <List>
              {data.list.map((report) => {
                const status = STATUS[report.status];
                return (
                  <Card key={report.id} data-testid={`report-${report.id}`}>
                    <Stack $gap="sm">
                      <Row $gap="sm">
                        <Title>{report.title}</Title>
                        <Tag $tone={status.tone}>{sm[status.key]}</Tag>
                      </Row>
                      <Muted>
                        {sm.t('reportUpdatedAt', { time: formatDateTime(report.updateTime) })}
                      </Muted>
                      {report.status === 'rejected' && report.reviewReason && (
                        <Callout tone="danger">
                          {sm.t('reportRejectedReason', { reason: report.reviewReason })}
                        </Callout>
                      )}
                      <Excerpt>{report.content}</Excerpt>
                      {report.images.length > 0 && (
                        <Images aria-label={sm.t('reportImagesOf', { title: report.title })}>
                          {report.images.map((src, index) => (
                            <li key={index}>
                              <img
                                src={src}
                                alt={sm.t('reportImageAlt', {
                                  title: report.title,
                                  index: index + 1,
                                })}
                                loading="lazy"
                              />
                            </li>
                          ))}
                        </Images>
                      )}
                    </Stack>
                    <div>
                      <Button
                        onClick={() => setEditing({ open: true, report })}
                        aria-label={sm.t('reportEditOf', { title: report.title })}
                      >
                        {sm.reportEdit}
                      </Button>
                    </div>
                  </Card>
                );
              })}
            </List>
            <Pager page={list.page} size={list.size} total={data.total} onPage={list.setPage} />
          </Stack>
        )}
      </AsyncContent>
      <ReportEditor
        open={editing.open}
        report={editing.open ? editing.report : undefined}
        onClose={() => setEditing({ open: false })}
        onSaved={saved}
      />
    </section>
  );
}
