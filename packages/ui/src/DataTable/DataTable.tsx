import type { Key, ReactNode } from 'react';
import { Button } from '../Button';
import { Empty, Scroller, StyledTable } from '../Table/Table.styles';
import { useMessages } from '../UIProvider/context';
import { Footer, SortButton, Toolbar } from './DataTable.styles';

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  key: string;
  header: string;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row) => ReactNode;
  /** The header becomes a button that sorts by this column. */
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => Key;
  /** Accessible name of the table. */
  label: string;
  /** Controlled sorting; the owner sorts (on the server or in memory). */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Paging: shown when `total` is given. `page` is 1-based. */
  page?: number;
  pageSize?: number;
  total?: number;
  onPageChange?: (page: number) => void;
  /** Above the table: a query form, actions (a toolbar). */
  toolbar?: ReactNode;
  loading?: boolean;
  empty?: ReactNode;
}

/**
 * A table for back-office lists: a toolbar, sortable headers (aria-sort) and a pager. Data
 * stays with the owner — sorting and paging are reported, not performed, so they can happen on
 * the server.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  sort,
  onSortChange,
  page = 1,
  pageSize = 20,
  total,
  onPageChange,
  toolbar,
  loading = false,
  empty,
}: DataTableProps<Row>) {
  const m = useMessages();
  const pages = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  const ariaSort = (column: DataTableColumn<Row>) => {
    if (!column.sortable) return undefined;
    if (sort?.key !== column.key) return 'none' as const;
    return sort.direction === 'asc' ? ('ascending' as const) : ('descending' as const);
  };
  const nextSort = (key: string): SortState => ({
    key,
    direction: sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc',
  });
  return (
    <div>
      {toolbar && <Toolbar>{toolbar}</Toolbar>}
      <Scroller role="region" aria-label={label} tabIndex={0} aria-busy={loading}>
        <StyledTable aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={ariaSort(column)}
                  style={{ width: column.width, textAlign: column.align }}
                >
                  {column.sortable && onSortChange ? (
                    <SortButton
                      type="button"
                      title={m.t('dataTableSortBy', { column: column.header })}
                      onClick={() => onSortChange(nextSort(column.key))}
                    >
                      {column.header}
                      <span aria-hidden="true">
                        {sort?.key === column.key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
                      </span>
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <Empty colSpan={columns.length}>{loading ? m.loading : (empty ?? m.noData)}</Empty>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} style={{ textAlign: column.align }}>
                      {column.render
                        ? column.render(row)
                        : String((row as Record<string, unknown>)[column.key] ?? '')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </StyledTable>
      </Scroller>
      {total !== undefined && (
        <Footer aria-label={m.dataTablePagination}>
          <span role="status">{m.t('dataTableSummary', { total, page, pages })}</span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page <= 1 || loading}
            onClick={() => onPageChange?.(page - 1)}
          >
            {m.dataTablePrev}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages || loading}
            onClick={() => onPageChange?.(page + 1)}
          >
            {m.dataTableNext}
          </Button>
        </Footer>
      )}
    </div>
  );
}
