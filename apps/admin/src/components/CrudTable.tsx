import { Button, DataTable, type DataTableProps } from '@dongman/ui';
import { useT } from '../copy';
import { RowActions, type RowAction } from './RowActions';

interface CrudTableProps<Row> extends Omit<DataTableProps<Row>, 'toolbar' | 'rows' | 'rowKey'> {
  /** The list and its new-row drawer (`useCrud`). */
  crud: { rows: Row[]; startNew: () => void };
  /** The button above the table that adds a row (none where rows are fixed). */
  newLabel?: string;
  /** The row's name, in its buttons' accessible names. */
  rowName: (row: Row) => string;
  actions: (row: Row) => ReadonlyArray<RowAction | false>;
  /** Shown after a row's buttons (a link to the page on the site). */
  extra?: (row: Row) => React.ReactNode;
}

/** A console list that is edited row by row: an add button, the columns, then each row's actions. */
export function CrudTable<Row extends { id: number }>({
  crud,
  newLabel,
  rowName,
  actions,
  extra,
  columns,
  ...table
}: CrudTableProps<Row>) {
  const t = useT();
  return (
    <DataTable
      {...table}
      rows={crud.rows}
      rowKey={(row) => row.id}
      toolbar={
        newLabel && (
          <Button variant="primary" onClick={crud.startNew}>
            {newLabel}
          </Button>
        )
      }
      columns={[
        ...columns,
        {
          key: 'actions',
          header: t('actions'),
          render: (row) => (
            <RowActions name={rowName(row)} actions={actions(row)}>
              {extra?.(row)}
            </RowActions>
          ),
        },
      ]}
    />
  );
}
