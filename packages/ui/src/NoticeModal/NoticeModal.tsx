import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { EmptyState } from '../AsyncContent/EmptyState';
import { Button } from '../Button/Button';
import { formatDate } from '../dates/formatDate';
import { ChevronLeftIcon } from '../icons';
import { Modal } from '../Modal/Modal';
import { useMessages } from '../UIProvider/context';
import { NoticeList, noticeDate } from './NoticeList';
import { BackRow, Content, DateText, Detail, DetailTitle, Meta } from './NoticeModal.styles';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml';

/** A notice from GET /api/notice; `noticeContent` is editor HTML (sanitised before display). */
export interface NoticeItem {
  id?: number | string;
  title: string;
  noticeContent: string;
  createTime: string | number;
  /** The date the list shows (GET /api/notice's publishedAt); createTime when absent. */
  publishedAt?: string | number;
  /** false marks it unread (bold, a dot, "未读" for screen readers); absent: not tracked. */
  read?: boolean;
}

export interface NoticeModalProps {
  open: boolean;
  onClose: () => void;
  notices: readonly NoticeItem[];
  /** While the list is being fetched: shows the loading text instead of "no notices". */
  loading?: boolean;
  /** The list could not be fetched (network or server error): says so instead of "no notices". */
  failed?: boolean;
  /** Fetch the list again; shown as a retry button in the failed state. */
  onRetry?: () => void;
  /** An unread notice was opened: mark it read (the caller updates `notices`). */
  onRead?: (notice: NoticeItem) => void;
  /** Mark every notice read; offered above the list while some are unread. */
  onMarkAllRead?: () => void;
}

/**
 * Notice center (spec sections 2, 4): list of titles and dates (unread ones marked), then a
 * notice, then back. Opening an unread notice calls onRead.
 */
export function NoticeModal({
  open,
  onClose,
  notices,
  loading = false,
  failed = false,
  onRetry,
  onRead,
  onMarkAllRead,
}: NoticeModalProps) {
  const m = useMessages();
  // The first title gets focus on open (rather than the table's scroll region).
  const firstTitleRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={m.noticeCenter}
      width={760}
      initialFocusRef={firstTitleRef}
    >
      {/* Mounted per opening, so each opening starts at the list. */}
      {failed && !loading ? (
        <EmptyState
          compact
          tone="error"
          title={m.noticesFailed}
          actionLabel={onRetry ? m.retry : undefined}
          onAction={onRetry}
        />
      ) : (
        <NoticeCenter
          notices={notices}
          loading={loading}
          firstTitleRef={firstTitleRef}
          onRead={onRead}
          onMarkAllRead={onMarkAllRead}
        />
      )}
    </Modal>
  );
}

function NoticeCenter({
  notices,
  loading,
  firstTitleRef,
  onRead,
  onMarkAllRead,
}: Pick<NoticeModalProps, 'onRead' | 'onMarkAllRead'> & {
  notices: readonly NoticeItem[];
  loading: boolean;
  firstTitleRef: RefObject<HTMLButtonElement | null>;
}) {
  const m = useMessages();
  const [selected, setSelected] = useState<number | null>(null);
  const titleButtons = useRef(new Map<number, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Index of the title to focus again after "back to list".
  const returnTo = useRef<number | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (selected !== null) {
      headingRef.current?.focus();
    } else if (returnTo.current !== null) {
      titleButtons.current.get(returnTo.current)?.focus();
      returnTo.current = null;
    }
  }, [selected]);

  const notice = selected === null ? undefined : notices[selected];
  // "发布时间：{date}" with the date as a <time> element.
  const [publishedBefore, publishedAfter] = m.publishedAt.split('{date}');
  if (notice && selected !== null) {
    return (
      <Detail aria-labelledby={headingId}>
        <BackRow>
          <Button
            variant="link"
            icon={<ChevronLeftIcon />}
            onClick={() => {
              returnTo.current = selected;
              setSelected(null);
            }}
          >
            {m.backToList}
          </Button>
        </BackRow>
        <DetailTitle id={headingId} ref={headingRef} tabIndex={-1}>
          {notice.title}
        </DetailTitle>
        <Meta>
          {publishedBefore}
          <DateText dateTime={String(noticeDate(notice))}>
            {formatDate(noticeDate(notice))}
          </DateText>
          {publishedAfter}
        </Meta>
        <Content
          data-testid="notice-content"
          dangerouslySetInnerHTML={{ __html: sanitizeNoticeHtml(notice.noticeContent) }}
        />
      </Detail>
    );
  }

  return (
    <NoticeList
      notices={notices}
      loading={loading}
      onMarkAllRead={onMarkAllRead}
      onSelect={(index) => {
        setSelected(index);
        const picked = notices[index];
        if (picked?.read === false) onRead?.(picked);
      }}
      firstTitleRef={firstTitleRef}
      titleButtons={titleButtons}
    />
  );
}
