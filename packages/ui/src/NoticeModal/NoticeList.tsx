import type { RefObject } from 'react';
import { useTheme } from 'styled-components';
import { Button } from '../Button/Button';
import { formatDate } from '../dates/formatDate';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { Table } from '../Table/Table';
import type { TableColumn } from '../Table/Table';
import { useMessages } from '../UIProvider/context';
import { DateText, ListTools, TitleButton, UnreadDot } from './NoticeModal.styles';
import type { NoticeItem } from './NoticeModal';

/** The date a notice shows: when it was published, else when it was written. */
export const noticeDate = (notice: NoticeItem) => notice.publishedAt ?? notice.createTime;

export interface NoticeListProps {
  notices: readonly NoticeItem[];
  loading: boolean;
  /** Mark every notice read; the button shows while some are unread. */
  onMarkAllRead?: () => void;
  onSelect: (index: number) => void;
  firstTitleRef: RefObject<HTMLButtonElement | null>;
  titleButtons: RefObject<Map<number, HTMLButtonElement>>;
}

/**
 * The notice center's list: title (an unread one marked with a dot and "未读" for screen readers)
 * and its date, which stays on screen on a phone.
 */
export function NoticeList({
  notices,
  loading,
  onMarkAllRead,
  onSelect,
  firstTitleRef,
  titleButtons,
}: NoticeListProps) {
  const m = useMessages();
  const theme = useTheme();
  const unread = notices.filter((notice) => notice.read === false).length;
  const columns: TableColumn<NoticeItem>[] = [
    {
      key: 'title',
      header: m.title,
      render: (row, index) => (
        <TitleButton
          type="button"
          $unread={row.read === false}
          ref={(element) => {
            if (element) titleButtons.current.set(index, element);
            else titleButtons.current.delete(index);
            if (index === 0) firstTitleRef.current = element;
          }}
          onClick={() => onSelect(index)}
        >
          {row.read === false && (
            <>
              <UnreadDot aria-hidden="true" data-testid="notice-unread" />
              <VisuallyHidden>{m.unread}：</VisuallyHidden>
            </>
          )}
          {row.title}
        </TitleButton>
      ),
    },
    {
      key: 'date',
      header: m.date,
      width: 104,
      nowrap: true,
      render: (row) => (
        <DateText dateTime={String(noticeDate(row))}>{formatDate(noticeDate(row))}</DateText>
      ),
    },
  ];

  return (
    <>
      {unread > 0 && (
        <ListTools>
          <span role="status">{m.t('unreadCount', { count: unread })}</span>
          {onMarkAllRead && (
            <Button variant="link" onClick={onMarkAllRead}>
              {m.markAllRead}
            </Button>
          )}
        </ListTools>
      )}
      <Table
        columns={columns}
        rows={notices}
        rowKey={(row, index) => row.id ?? index}
        label={m.noticeList}
        minWidth={theme.layout.noticeTableMinWidth}
        fitOnPhone
        empty={loading ? m.loading : m.noNotices}
      />
    </>
  );
}
