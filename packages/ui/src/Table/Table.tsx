import type { CSSProperties, Key, ReactNode } from 'react';
import { useMessages } from '../UIProvider/context';
import { Empty, Scroller, StyledTable } from './Table.styles';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to `row[key]`. */
  render?: (row: Row, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Keep the cell on one line (dates). */
  nowrap?: boolean;
  /**
   * Keep the column in view at the right edge while a wide table scrolls sideways (a row's
   * action on a phone: 重新下载, 取消收藏).
   */
  stickyEnd?: boolean;
}

export interface TableProps<Row> {
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row, index: number) => Key;
  /** Accessible name of the table and its scroll region. */
  label: string;
  /** Show the label as a visible caption. */
  showCaption?: boolean;
  /** Below this width the table scrolls horizontally instead of squeezing columns. */
  minWidth?: number;
  /**
   * On phones, drop minWidth and fit the screen (long text wraps) instead of scrolling: for short
   * lists whose every column matters (a notice's date, a result's section).
   */
  fitOnPhone?: boolean;
  /** Shown in a single row when there are no rows; defaults to the catalogue's "no data". */
  empty?: ReactNode;
  className?: string;
}

/** A data table in a keyboard-scrollable region. */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  label,
  showCaption = false,
  minWidth,
  fitOnPhone = false,
  empty,
  className,
}: TableProps<Row>) {
  const m = useMessages();
  const cellStyle = (column: TableColumn<Row>): CSSProperties | undefined =>
    column.align || column.nowrap
      ? { textAlign: column.align, whiteSpace: column.nowrap ? 'nowrap' : undefined }
      : undefined;
  return (
    // The region is focusable so keyboard users can scroll it sideways.
    <Scroller className={className} role="region" aria-label={label} tabIndex={0}>
      <StyledTable
        $minWidth={minWidth}
        $fitOnPhone={fitOnPhone}
        aria-label={showCaption ? undefined : label}
      >
        {showCaption && <caption>{label}</caption>}
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={column.width ? { width: column.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                style={cellStyle(column)}
                data-sticky={column.stickyEnd ? 'end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{empty ?? m.noData}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    style={cellStyle(column)}
                    data-sticky={column.stickyEnd ? 'end' : undefined}
                  >
                    {column.render
                      ? column.render(row, index)
                      : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
