import type { Key, ReactNode } from 'react';
import { styled } from 'styled-components';
import { AsyncContent, Pager, Skeleton, Table, type TableColumn } from '@dongman/ui';
import { useSiteMessages } from '../../../i18n';
import { DateRangeFilter } from './DateRangeFilter';
import type { PagedList } from './usePagedList';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-top: ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export interface PagedTableProps<Row> {
  list: PagedList<Row>;
  columns: ReadonlyArray<TableColumn<Row>>;
  rowKey: (row: Row, index: number) => Key;
  /** Names the table and its scroll region. */
  label: string;
  /** Shown when there are no rows at all. */
  emptyText: string;
  /** Show the date range filter (logs and money records). */
  dateFilter?: boolean;
  minWidth?: number;
  /** Shown above the table, e.g. a legend. */
  children?: ReactNode;
}

/** A paged record table with an optional date filter, a total and empty / failed states. */
export function PagedTable<Row>({
  list,
  columns,
  rowKey,
  label,
  emptyText,
  dateFilter = false,
  minWidth = 640,
  children,
}: PagedTableProps<Row>) {
  const sm = useSiteMessages();
  const { state } = list;
  const filtered = Boolean(list.range.startDate || list.range.endDate);
  return (
    <div>
      {dateFilter && (
        <DateRangeFilter
          value={list.range}
          onApply={list.setRange}
          label={sm.t('recordsFilter', { name: label })}
        />
      )}
      {children}
      <AsyncContent state={state} loading={<Skeleton lines={5} />} onRetry={list.retry}>
        {(data) => (
          <>
            <Table
              label={label}
              columns={columns}
              rows={data.list}
              rowKey={rowKey}
              minWidth={minWidth}
              // No rows: the "no records" line is not centred in a table wider than a phone.
              fitOnPhone={data.list.length === 0}
              empty={filtered ? sm.recordsEmptyInRange : emptyText}
            />
            <Footer>
              <span role="status">{sm.t('recordsTotal', { total: data.total })}</span>
              <Pager page={list.page} size={list.size} total={data.total} onPage={list.setPage} />
            </Footer>
          </>
        )}
      </AsyncContent>
    </div>
  );
}
