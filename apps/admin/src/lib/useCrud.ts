import { useState } from 'react';
import type { ApiResult } from '@dongman/api-client';
import { useApiData } from '@dongman/state';
import { message } from '@dongman/ui';

type Written = { ok: boolean; message: string } | undefined;

/** The calls behind a console list edited in a drawer (define it once, outside the component). */
export interface CrudApi<Row, Body> {
  /** Pass `signal` to the client: a list no longer wanted (page left) is aborted. */
  list: (signal: AbortSignal) => Promise<ApiResult<Row[]> | undefined>;
  create?: (body: Body) => Promise<Written>;
  update?: (row: Row, body: Body) => Promise<Written>;
  remove?: (row: Row) => Promise<Written>;
}

/** After a write: toast its message and run `then` (failures are toasted by the client). */
export function afterWrite(result: Written, then: () => void): boolean {
  if (!result?.ok) return false;
  message.success(result.message);
  then();
  return true;
}

/**
 * A list, the row its drawer edits (a row, 'new', or none) and the writes: `save` creates or
 * updates the edited row then closes the drawer, `change` and `remove` act on one row; each
 * toasts the server's message and loads the list again.
 */
export function useCrud<Row extends { id: number }, Body>(api: CrudApi<Row, Body>) {
  const { data, reload } = useApiData('list', (signal) => api.list(signal));
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const current = editing === 'new' || editing === null ? null : editing;
  const close = () => setEditing(null);
  const write = (row: Row | null, body: Body) =>
    row ? api.update?.(row, body) : api.create?.(body);
  return {
    rows: data ?? [],
    /** The FormDrawer's open state, close and form key (a fresh form per row). */
    drawer: { open: editing !== null, onClose: close, formKey: current?.id ?? 'new' },
    reload,
    editing,
    current,
    isNew: editing === 'new',
    edit: (row: Row) => setEditing(row),
    startNew: () => setEditing('new'),
    close,
    save: async (body: Body) =>
      afterWrite(await write(current, body), () => {
        close();
        reload();
      }),
    change: async (row: Row, body: Body) => afterWrite(await write(row, body), reload),
    remove: async (row: Row) => afterWrite(await api.remove?.(row), reload),
  };
}
