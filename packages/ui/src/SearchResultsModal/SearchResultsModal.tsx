import { useRef } from 'react';
import type { MouseEvent } from 'react';
import { useTheme } from 'styled-components';
import { formatDate } from '../dates/formatDate';
import { Modal } from '../Modal/Modal';
import { Table } from '../Table/Table';
import { Link } from '../utils/Link';
import type { TableColumn } from '../Table/Table';
import { useMessages } from '../UIProvider/context';
import { splitMatches } from './highlight';
import { searchResultSection } from './searchResult';
import type { SearchResultItem } from './searchResult';
import { DateText, Muted, TitleLink } from './SearchResultsModal.styles';

export interface SearchResultsModalProps {
  open: boolean;
  onClose: () => void;
  items: readonly SearchResultItem[];
  /**
   * A result was chosen (click, or Enter on its title). The modal then closes; navigate to the
   * result's page. Ctrl/⌘/middle clicks open `resultHref(item)` in a new tab instead.
   */
  onPick: (item: SearchResultItem) => void;
  /** The link of a result's page, in the host site's routing (e.g. `#/twoClass/3/42`). */
  resultHref: (item: SearchResultItem) => string;
  /** The searched text, highlighted in the titles. */
  query?: string;
  /** The full results page (paged, filtered by section): a link under the list; the modal closes. */
  allResultsHref?: string;
}

/** Search results (spec sections 2, 4): title, section and update date, not paginated. */
export function SearchResultsModal({
  open,
  onClose,
  items,
  onPick,
  resultHref,
  query,
  allResultsHref,
}: SearchResultsModalProps) {
  const m = useMessages();
  const theme = useTheme();
  // Focus starts on the first result rather than the table's scroll region.
  const firstLinkRef = useRef<HTMLAnchorElement>(null);

  const pick = (item: SearchResultItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onPick(item);
    onClose();
  };

  const columns: TableColumn<SearchResultItem>[] = [
    {
      key: 'title',
      header: m.matchedTitle,
      render: (item, index) => (
        <TitleLink
          ref={index === 0 ? firstLinkRef : undefined}
          href={resultHref(item)}
          onClick={pick(item)}
        >
          {splitMatches(item.title, query).map((part, index) =>
            part.match ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </TitleLink>
      ),
    },
    {
      key: 'section',
      header: m.section,
      width: '30%',
      render: (item) => <Muted>{searchResultSection(item)}</Muted>,
    },
    {
      key: 'updateDate',
      header: m.updateDate,
      width: 120,
      nowrap: true,
      render: (item) => (
        <DateText dateTime={String(item.createTime)}>{formatDate(item.createTime)}</DateText>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={m.t('withCount', { label: m.searchResults, count: items.length })}
      width={800}
      initialFocusRef={firstLinkRef}
      footer={
        allResultsHref ? (
          <Link href={allResultsHref} onClick={onClose}>
            {m.searchAllResults}
          </Link>
        ) : undefined
      }
    >
      <Table
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        label={m.searchResultList}
        minWidth={theme.layout.noticeTableMinWidth}
        fitOnPhone
        empty={m.noResults}
      />
    </Modal>
  );
}
