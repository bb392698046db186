import { Button, DataTable, type DataTableProps } from '@dongman/ui';
import { useT } from '../copy';
import { PageTitle } from '../layout/ConsoleLayout.styles';
import { withRowActions, type RowActionsOf } from './RowActions';

interface CrudTableProps<Row>
  extends Omit<DataTableProps<Row>, 'toolbar' | 'rows' | 'rowKey'>, RowActionsOf<Row> {
  /** The list and its new-row drawer (`useCrud`). */
  crud: { rows: Row[]; startNew: () => void };
  /** The page's heading, where the table is the page (a tab's table has none). */
  title?: string;
  /** The button above the table that adds a row (none where rows are fixed). */
  newLabel?: string;
}

/** A console list that is edited row by row: an add button, the columns, then each row's actions. */
export function CrudTable<Row extends { id: number }>({
  crud,
  title,
  newLabel,
  rowName,
  actions,
  extra,
  columns,
  ...table
}: CrudTableProps<Row>) {
  const t = useT();
  return (
    <>
      {title && <PageTitle>{title}</PageTitle>}
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
        columns={withRowActions(columns, t('actions'), { rowName, actions, extra })}
      />
    </>
  );
}
