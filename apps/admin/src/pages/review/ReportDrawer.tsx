import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Drawer } from '@dongman/ui';
import { fieldRules } from '@dongman/api-client/contract';
import { TextField } from '../../components/Fields';
import { ImageGallery } from '../../components/ImageGallery';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { dateTime } from '../../lib/format';
import { Facts } from '../../components/Facts';
import { useReviewT } from './copy';
import { galleryCopy } from './galleryCopy';
import type { Report } from './reportsApi';

const Content = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * One report with its evidence (full text, images in a lightbox) and the review: approve, or
 * reject with a reason its author reads on the site.
 */
export function ReportDrawer({
  report,
  onClose,
  onReview,
}: {
  report: Report | null;
  onClose: () => void;
  onReview: (
    report: Report,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ) => void;
}) {
  const t = useReviewT();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  const problemId = useId();
  const close = () => {
    setReason('');
    setProblem(false);
    onClose();
  };
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!report) return;
    if (!reason.trim()) return setProblem(true);
    onReview(report, { status: 'rejected', reason: reason.trim() });
    setReason('');
    setProblem(false);
  };
  return (
    <Drawer
      open={report !== null}
      title={t('reportDrawer', { title: report?.title ?? '' })}
      onClose={close}
      width={640}
    >
      {report && (
        <>
          <Facts>
            <dt>{t('member')}</dt>
            <dd>{report.memberName}</dd>
            <dt>{t('submittedAt')}</dt>
            <dd>{dateTime(report.createTime)}</dd>
            <dt>{t('filterStatus')}</dt>
            <dd>{t(`status_${report.status}`)}</dd>
            {report.reviewReason && (
              <>
                <dt>{t('reviewReason')}</dt>
                <dd>{report.reviewReason}</dd>
              </>
            )}
          </Facts>
          <Content>{report.content}</Content>
          {report.images.length > 0 && (
            <ImageGallery images={report.images} copy={galleryCopy(t, report)} size={128} />
          )}
          {report.status !== 'approved' && (
            <Actions>
              <Button variant="primary" onClick={() => onReview(report, { status: 'approved' })}>
                {t('approve')}
              </Button>
            </Actions>
          )}
          {report.status !== 'rejected' && (
            <form onSubmit={reject} noValidate>
              <TextField
                label={t('reasonLabel')}
                name="reason"
                rule={fieldRules.AdminReportHandleRequest.reason}
                rows={3}
                value={reason}
                onChange={(value) => {
                  setReason(value);
                  if (value.trim()) setProblem(false);
                }}
                describedBy={problem ? problemId : undefined}
              />
              {problem && (
                <Problem id={problemId} role="alert">
                  {t('reasonRequired')}
                </Problem>
              )}
              <Actions>
                <Button type="submit" variant="danger">
                  {t('reject')}
                </Button>
              </Actions>
            </form>
          )}
        </>
      )}
    </Drawer>
  );
}
