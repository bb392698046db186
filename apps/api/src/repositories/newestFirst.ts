import { sql, type SelectQueryBuilder } from 'kysely';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';

// Member histories (orders, spending, logs, activations, reports) all page the same way: newest
// first by create_time then id, with the total for the pager.

/** Keeps rows created inside the range (from inclusive, to exclusive; null means open). */
export function createdWithin<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  range: TimeRange,
): SelectQueryBuilder<DB, TB, O> {
  let narrowed = query;
  if (range.from !== null) narrowed = narrowed.where(sql.ref('create_time'), '>=', range.from);
  if (range.to !== null) narrowed = narrowed.where(sql.ref('create_time'), '<', range.to);
  return narrowed;
}

/** One page of the query's rows, newest first, and how many rows it matches in all. */
export async function newestFirstPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow,
) {
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy(sql.ref('create_time'), 'desc')
      .orderBy(sql.ref('id'), 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    query
      .select(sql<number>`count(*)`.as('total'))
      .$castTo<{ total: number }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
