import { styled } from 'styled-components';
import { Button, Modal, RichText } from '@dongman/ui';
import type { UpdateNotice } from '@dongman/api-client';
import { useSiteMessages } from '../../i18n';
import { formatDay } from '../../lib/formatDay';

const Meta = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Scroll = styled.div`
  max-height: min(60vh, 480px);
  overflow-y: auto;
`;

/** The update notice (loaded on demand: it brings the HTML sanitiser with it). */
export default function UpdateNoticeModal({
  notice,
  onClose,
}: {
  notice: UpdateNotice;
  onClose: () => void;
}) {
  const sm = useSiteMessages();
  return (
    <Modal
      open
      onClose={onClose}
      title={notice.title}
      width={560}
      data-testid="update-notice"
      footer={
        <Button variant="primary" onClick={onClose}>
          {sm.updateNoticeAcknowledge}
        </Button>
      }
    >
      <Meta>
        {sm.t('updateNoticeVersion', { version: notice.version })} · {formatDay(notice.createTime)}
      </Meta>
      <Scroll>
        <RichText html={notice.content} />
      </Scroll>
    </Modal>
  );
}
