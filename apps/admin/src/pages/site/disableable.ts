import type { DataTableColumn } from '@dongman/ui';
import type { RowAction } from '../../components/RowActions';
import type { useSiteT } from './copy';

// Rows an operator disables rather than deletes (levels, pay options): members no longer get
// them, the console still lists them.

type SiteT = ReturnType<typeof useSiteT>;

/** The column saying whether the row is offered. */
export function stateColumn<Row extends { disabled: boolean }>(s: SiteT): DataTableColumn<Row> {
  return {
    key: 'state',
    header: s('state'),
    render: (row) => s(row.disabled ? 'disabled' : 'enabled'),
  };
}

/**
 * The row's buttons: edit it in the drawer, then disable it or offer it again, written as the
 * whole row with `bodyOf(row, disabled)` (the contract has no separate switch).
 */
export function offerActions<Row extends { disabled: boolean }, Body>(
  s: SiteT,
  crud: { edit: (row: Row) => void; change: (row: Row, body: Body) => Promise<boolean> },
  bodyOf: (row: Row, disabled: boolean) => Body,
): (row: Row) => RowAction[] {
  return (row) => [
    { label: s('edit'), onClick: () => crud.edit(row) },
    {
      label: s(row.disabled ? 'enable' : 'disable'),
      onClick: () => void crud.change(row, bodyOf(row, !row.disabled)),
    },
  ];
}
