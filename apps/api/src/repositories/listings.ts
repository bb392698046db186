import { enums } from '@dongman/api-client/contract';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/connection.js';
import type { Database, Entitlement } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import type { PageWindow } from '../lib/paging.js';

type Db = Kysely<Database>;

export type ListingSort = 'newest' | 'popular' | 'downloads';

/** How a member narrows a listing or search results. */
export interface ListingChoice {
  sort: ListingSort;
  /** The material's format, as stored (PSD, MP4…). */
  format?: string;
  /** Only what these entitlements open, plus free documents (a level's entitlements). */
  entitlements?: Entitlement[];
  /** Only free documents: no entitlement and no price. */
  free?: boolean;
}

/** A filtered listing counts this many matches at most (no count of every row). */
export const FILTERED_CAP = 1000;

const ORDER: Record<ListingSort, [string, string]> = {
  newest: ['create_time', 'id'],
  popular: ['downloads_30d', 'id'],
  downloads: ['download_count', 'id'],
};

export const isFiltered = (choice: ListingChoice) =>
  choice.format !== undefined || choice.entitlements !== undefined || choice.free === true;

export const SUMMARY_COLUMNS = [
  'id',
  'title',
  'one_class_id',
  'one_class_children_id',
  'cover',
  'cover_sizes',
  'entitlement',
  'create_time',
  'format',
  'size',
  'download_count',
] as const;

/**
 * The first `limit` ids of a filtered listing, in the sort's order. One range per entitlement the
 * filter lets through (free: none; a level: none or one it includes; a format alone: any), each
 * read from the sort's index by entitlement or by format (migration 0038) already in order and
 * stopped after `limit`, then merged: the work is bounded by the page, not by how many documents
 * of the section the filter turns away.
 */
export async function filteredIds(
  db: Db,
  where: { oneClassId: number; childId?: number },
  choice: ListingChoice,
  limit: number,
): Promise<number[]> {
  const values: (Entitlement | null)[] = choice.free
    ? [null]
    : [null, ...(choice.entitlements ?? enums.EntitlementKey)];
  const [first] = ORDER[choice.sort];
  const arms = values.map((value) => {
    let arm = db
      .selectFrom('documents')
      .select(['id', sql.ref<number>(first).as('k')])
      .where('one_class_id', '=', where.oneClassId)
      .where(sql<boolean>`published = 1`);
    if (where.childId !== undefined) arm = arm.where('one_class_children_id', '=', where.childId);
    if (choice.format !== undefined) arm = arm.where('format', '=', choice.format);
    arm = arm.where('entitlement', value === null ? 'is' : '=', value);
    if (choice.free) arm = arm.where('price', '=', 0);
    // PostgreSQL does not take `IS NULL` as an equality, so the free arm's range of the index is
    // in the sort's order to its planner only when ordered by the entitlement first (one value
    // here: the same order). Without it, at a million documents, it walked the whole catalogue's
    // newest-first index for a section with no free document (229 ms). SQLite needs no help.
    if (value === null && dialectOf(db) === 'postgres') arm = arm.orderBy('entitlement');
    return arm.orderBy(sql.ref(first), 'desc').orderBy('id', 'desc').limit(limit);
  });
  const [head, ...rest] = arms.map((arm, i) => db.selectFrom(arm.as(`a${i}`)).selectAll());
  let union = head!;
  for (const arm of rest) union = union.unionAll(arm);
  const rows = await union.orderBy('k', 'desc').orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => row.id);
}

/**
 * A page of a class (or sub-class) listing in the chosen order. Each sort has its index in that
 * order (documents_class_newest / _popular / _downloads and the per-section ones), so the page of
 * ids is read without a sort; unfiltered totals come from the trigger-kept section counts, filtered
 * ones are counted up to FILTERED_CAP (`limited` says there are more).
 */
export async function pageListing(
  db: Db,
  where: { oneClassId: number; childId?: number },
  choice: ListingChoice,
  window: PageWindow,
) {
  let pageIds: number[];
  let total: number;
  let limited = false;
  if (isFiltered(choice)) {
    const all = await filteredIds(db, where, choice, FILTERED_CAP + 1);
    limited = all.length > FILTERED_CAP;
    total = Math.min(all.length, FILTERED_CAP);
    pageIds = all.slice(window.offset, Math.min(window.offset + window.size, FILTERED_CAP));
  } else {
    let ids = db
      .selectFrom('documents')
      .select('id')
      .where('one_class_id', '=', where.oneClassId)
      .where(sql<boolean>`published = 1`);
    if (where.childId !== undefined) ids = ids.where('one_class_children_id', '=', where.childId);
    const [first, second] = ORDER[choice.sort];
    ids = ids.orderBy(sql.ref(first), 'desc').orderBy(sql.ref(second), 'desc');
    let counts = db
      .selectFrom('perf_section_counts')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('total'))
      .where('one_class_id', '=', where.oneClassId);
    if (where.childId !== undefined)
      counts = counts.where('one_class_children_id', '=', where.childId);
    const [page, count] = await Promise.all([
      ids.limit(window.size).offset(window.offset).execute(),
      counts.executeTakeFirstOrThrow(),
    ]);
    pageIds = page.map((row) => row.id);
    total = Number(count.total);
  }
  const rows = pageIds.length
    ? await db.selectFrom('documents').select(SUMMARY_COLUMNS).where('id', 'in', pageIds).execute()
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), total, limited };
}

/**
 * Search results narrowed and ordered: `ids` (the search's matches, at most a bounded number)
 * filtered by the choice and sorted by it in the database.
 */
export async function chooseAmong(db: Db, ids: number[], choice: ListingChoice) {
  if (ids.length === 0 || (!isFiltered(choice) && choice.sort === 'newest')) return ids;
  let query = db.selectFrom('documents').select('id').where('id', 'in', ids);
  if (choice.format !== undefined) query = query.where('format', '=', choice.format);
  if (choice.free) query = query.where('entitlement', 'is', null).where('price', '=', 0);
  if (choice.entitlements !== undefined) {
    const open = choice.entitlements;
    query = query.where((eb) =>
      open.length
        ? eb.or([eb('entitlement', 'is', null), eb('entitlement', 'in', open)])
        : eb('entitlement', 'is', null),
    );
  }
  const rows = await query.execute();
  const kept = new Set(rows.map((row) => row.id));
  const filtered = ids.filter((id) => kept.has(id));
  if (choice.sort === 'newest') return filtered; // the search's own order: title hits, then newest
  const [first] = ORDER[choice.sort];
  const sorted = await db
    .selectFrom('documents')
    .select('id')
    .where('id', 'in', filtered.length ? filtered : [0])
    .orderBy(sql.ref(first), 'desc')
    .orderBy('id', 'desc')
    .execute();
  return sorted.map((row) => row.id);
}

/** Forgets downloads older than 30 days in downloads_30d (the day table says which). */
export async function expireOldDownloads(db: Db, now: number) {
  const cutoff = Math.floor(now / 86_400_000) - 30;
  const old = await db
    .selectFrom('document_download_days')
    .select(['document_id', (eb) => eb.fn.sum<number>('n').as('n')])
    .where('day', '<', cutoff)
    .groupBy('document_id')
    .execute();
  if (old.length === 0) return 0;
  await writeTransaction(db, async (trx) => {
    for (const row of old)
      await trx
        .updateTable('documents')
        .set((eb) => ({ downloads_30d: eb('downloads_30d', '-', Number(row.n)) }))
        .where('id', '=', row.document_id)
        .execute();
    await trx.deleteFrom('document_download_days').where('day', '<', cutoff).execute();
  });
  return old.length;
}

/** Listing rows (summary columns) of these ids, published only, in no particular order. */
export function pageListingRows(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('documents')
    .select(SUMMARY_COLUMNS)
    .where('id', 'in', ids)
    .where('published', '=', 1)
    .execute();
}
