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

/** The row button that disables an offered row or offers a disabled one again (`write`). */
export function disableAction(
  s: SiteT,
  row: { disabled: boolean },
  write: (disabled: boolean) => void,
): RowAction {
  return { label: s(row.disabled ? 'enable' : 'disable'), onClick: () => write(!row.disabled) };
}
