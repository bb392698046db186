import { Button, DataTable, type DataTableProps } from '@dongman/ui';
import { useT } from '../i18n';
import { RowActions, type RowAction } from './RowActions';

interface CrudTableProps<Row> extends Omit<DataTableProps<Row>, 'toolbar'> {
  /** The button above the table that adds a row (none where rows are fixed). */
  newLabel?: string;
  onNew?: () => void;
  /** The row's name, in its buttons' accessible names. */
  rowName: (row: Row) => string;
  actions: (row: Row) => ReadonlyArray<RowAction | false>;
  /** Shown after a row's buttons (a link to the page on the site). */
  extra?: (row: Row) => React.ReactNode;
}

/** A console list that is edited row by row: an add button, the columns, then each row's actions. */
export function CrudTable<Row>({
  newLabel,
  onNew,
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
      toolbar={
        newLabel &&
        onNew && (
          <Button variant="primary" onClick={onNew}>
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
