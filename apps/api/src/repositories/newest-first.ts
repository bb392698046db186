import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';

// Member histories (orders, spending, logs, activations, reports) and the console's lists all
// page the same way: newest first by create_time then id, with the total for the pager. Where a
// query joins tables, `table` names the one whose create_time and id count.

const columnOf = (name: string, table?: string) => sql.ref(table ? `${table}.${name}` : name);

/** Keeps rows created inside the range (from inclusive, to exclusive; null means open). */
export function createdWithin<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  range: TimeRange,
  table?: string,
): SelectQueryBuilder<DB, TB, O> {
  const created = columnOf('create_time', table);
  let narrowed = query;
  if (range.from !== null) narrowed = narrowed.where(created, '>=', range.from);
  if (range.to !== null) narrowed = narrowed.where(created, '<', range.to);
  return narrowed;
}

/** The query in newest-first order (create_time, then id). */
export function newestFirstOrder<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table?: string,
) {
  return query
    .orderBy(columnOf('create_time', table), 'desc')
    .orderBy(columnOf('id', table), 'desc');
}

/** One page of the query's rows, newest first, and how many rows it matches in all. */
export function newestFirstPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow,
) {
  return windowOf(query, newestFirst(query), window);
}

/**
 * The window's rows of `ordered` (the query with its columns and order) and how many rows the
 * query matches in all, read together for a pager.
 */
export async function windowOf<DB, TB extends keyof DB, O, R>(
  query: SelectQueryBuilder<DB, TB, O>,
  ordered: SelectQueryBuilder<DB, TB, R>,
  window: PageWindow,
) {
  const [rows, count] = await Promise.all([
    ordered.limit(window.size).offset(window.offset).execute(),
    query
      .select(sql<number>`count(*)`.as('total'))
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** The query's rows, newest first (by create_time, then id). */
function newestFirst<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) {
  return newestFirstOrder(query.selectAll());
}

/** The query's newest rows, at most `limit`. */
export function newestRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  limit: number,
) {
  return newestFirst(query).limit(limit).execute();
}
