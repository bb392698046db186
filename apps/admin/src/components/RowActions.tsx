import type { ReactNode } from 'react';
import { Button, type DataTableColumn } from '@dongman/ui';
import { Actions } from '../layout/ConsoleLayout.styles';

/** One link button of a table row or tree node. */
export interface RowAction {
  label: string;
  onClick: () => void;
  /** The accessible name; by default the label and the row's name ("编辑 高级会员"). */
  ariaLabel?: string;
  /** Shown instead of the label (an arrow). */
  content?: ReactNode;
  disabled?: boolean;
}

type Offered = ReadonlyArray<RowAction | false>;

/**
 * The buttons of one row, each named with the row so a screen reader tells them apart; `false`
 * entries are actions this row does not offer.
 */
export function RowButtons({ name, actions }: { name: string; actions: Offered }) {
  return actions
    .filter((action): action is RowAction => action !== false)
    .map((action) => (
      <Button
        key={action.ariaLabel ?? action.label}
        size="sm"
        variant="link"
        disabled={action.disabled}
        onClick={action.onClick}
        aria-label={action.ariaLabel ?? `${action.label} ${name}`}
      >
        {action.content ?? action.label}
      </Button>
    ));
}

/** A table cell's row buttons, with room for something else (a link to the site). */
export function RowActions(props: { name: string; actions: Offered; children?: ReactNode }) {
  return (
    <Actions>
      <RowButtons name={props.name} actions={props.actions} />
      {props.children}
    </Actions>
  );
}

/** What a console table needs to give each row its buttons (CrudTable, QueryTable). */
export interface RowActionsOf<Row> {
  /** The row's name, in its buttons' accessible names. */
  rowName: (row: Row) => string;
  actions: (row: Row) => Offered;
  /** Shown after a row's buttons (a link to the page on the site). */
  extra?: (row: Row) => ReactNode;
}

/** The table's columns, then a last one (`header`) holding each row's buttons. */
export function withRowActions<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  header: string,
  { rowName, actions, extra }: RowActionsOf<Row>,
): DataTableColumn<Row>[] {
  return [
    ...columns,
    {
      key: 'actions',
      header,
      render: (row) => (
        <RowActions name={rowName(row)} actions={actions(row)}>
          {extra?.(row)}
        </RowActions>
      ),
    },
  ];
}
