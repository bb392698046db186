import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTheme } from 'styled-components';
import { EmptyState } from '../AsyncContent/EmptyState';
import { Button } from '../Button/Button';
import { formatDate } from '../dates/formatDate';
import { ChevronLeftIcon } from '../icons';
import { Modal } from '../Modal/Modal';
import { Table } from '../Table/Table';
import type { TableColumn } from '../Table/Table';
import { useMessages } from '../UIProvider/context';
import {
  BackRow,
  Content,
  DateText,
  Detail,
  DetailTitle,
  Meta,
  TitleButton,
} from './NoticeModal.styles';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml';

/** A notice from GET /api/notice; `noticeContent` is editor HTML (sanitised before display). */
export interface NoticeItem {
  id?: number | string;
  title: string;
  noticeContent: string;
  createTime: string | number;
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
}

/** Notice center (spec sections 2, 4): list of titles and dates, then a notice, then back. */
export function NoticeModal({
  open,
  onClose,
  notices,
  loading = false,
  failed = false,
  onRetry,
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
        <NoticeCenter notices={notices} loading={loading} firstTitleRef={firstTitleRef} />
      )}
    </Modal>
  );
}

function NoticeCenter({
  notices,
  loading,
  firstTitleRef,
}: {
  notices: readonly NoticeItem[];
  loading: boolean;
  firstTitleRef: RefObject<HTMLButtonElement | null>;
}) {
  const m = useMessages();
  const theme = useTheme();
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
          <DateText dateTime={String(notice.createTime)}>{formatDate(notice.createTime)}</DateText>
          {publishedAfter}
        </Meta>
        <Content
          data-testid="notice-content"
          dangerouslySetInnerHTML={{ __html: sanitizeNoticeHtml(notice.noticeContent) }}
        />
      </Detail>
    );
  }

  const columns: TableColumn<NoticeItem>[] = [
    {
      key: 'title',
      header: m.title,
      render: (row, index) => (
        <TitleButton
          type="button"
          ref={(element) => {
            if (element) titleButtons.current.set(index, element);
            else titleButtons.current.delete(index);
            if (index === 0) firstTitleRef.current = element;
          }}
          onClick={() => setSelected(index)}
        >
          {row.title}
        </TitleButton>
      ),
    },
    {
      key: 'date',
      header: m.date,
      width: 120,
      nowrap: true,
      render: (row) => (
        <DateText dateTime={String(row.createTime)}>{formatDate(row.createTime)}</DateText>
      ),
    },
  ];

  return (
    <Table
      columns={columns}
      rows={notices}
      rowKey={(row, index) => row.id ?? index}
      label={m.noticeList}
      minWidth={theme.layout.noticeTableMinWidth}
      empty={loading ? m.loading : m.noNotices}
    />
  );
}
