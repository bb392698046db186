import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../db/connection.js';
import { reusePlanMark } from '../db/plans.js';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestMatchingIdsPostgres } from './search-postgres.js';
import { newestMatchingIdsSqlite } from './search-sqlite.js';
import type { SearchTerms } from './search-terms.js';

type Db = Kysely<Database>;

export function listClasses(db: Db) {
  return db.selectFrom('one_classes').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findClass(db: Db, id: number) {
  return db.selectFrom('one_classes').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listChildren(db: Db, oneClassId?: number) {
  let query = db.selectFrom('one_class_children').selectAll();
  if (oneClassId !== undefined) query = query.where('one_class_id', '=', oneClassId);
  return query.orderBy('one_class_id').orderBy('sort').orderBy('id').execute();
}

export function findChild(db: Db, id: number) {
  return db.selectFrom('one_class_children').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Literal, not a parameter: SQLite uses the partial (published-only) indexes only then. */
const PUBLISHED = sql<boolean>`published = 1`;

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'one_class_id',
  'one_class_children_id',
  'cover',
  'cover_sizes',
  'entitlement',
  'create_time',
] as const;

/**
 * Documents of a class (all its sub-classes) or of one sub-class, newest first. The page of ids
 * comes from an index in ORDER BY order (documents_class_newest / documents_section, no row
 * visits for the offset), the total from the trigger-kept section counts (no count of rows).
 */
export async function pageDocuments(
  db: Db,
  where: { oneClassId: number; childId?: number },
  window: PageWindow,
) {
  let ids = db
    .selectFrom('documents')
    .select('id')
    .where('one_class_id', '=', where.oneClassId)
    .where(PUBLISHED);
  let counts = db
    .selectFrom('perf_section_counts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total'), eb.lit(0)).as('total'))
    .where('one_class_id', '=', where.oneClassId);
  if (where.childId !== undefined) {
    ids = ids.where('one_class_children_id', '=', where.childId);
    counts = counts.where('one_class_children_id', '=', where.childId);
  }
  const [page, count] = await Promise.all([
    ids
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    counts.executeTakeFirstOrThrow(),
  ]);
  const rows = page.length
    ? await db
        .selectFrom('documents')
        .select(SUMMARY_COLUMNS)
        .where(
          'id',
          'in',
          page.map((row) => row.id),
        )
        .orderBy('create_time', 'desc')
        .orderBy('id', 'desc')
        .execute()
    : [];
  return { rows, total: Number(count.total) };
}

export function findDocument(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A document members may see: unpublished ones are gone from the site. */
export function findPublishedDocument(db: Db, id: number) {
  return db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
}

export function findCommonDocument(db: Db, id: number) {
  return db.selectFrom('common_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Ids of the documents whose titles contain every word, newest first, at most `limit`: one index
 * path per database that stops after `limit` hits (search-sqlite.ts, search-postgres.ts).
 */
export async function searchDocumentIds(db: Db, terms: SearchTerms, limit: number) {
  if (dialectOf(db) === 'postgres') return newestMatchingIdsPostgres(db, terms, limit);
  return newestMatchingIdsSqlite(db, terms, limit);
}

/** The rows a search result shows, newest first. */
export async function searchResultRows(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  // CROSS JOIN keeps documents (the ids, by primary key) the outer loop on SQLite: with planner
  // statistics (ANALYZE) it drove from the 7-row class table through a class index instead and
  // read every document of each class (1.3 s at a million). PostgreSQL plans it as an inner join.
  // PostgreSQL: one array parameter, so the text is the same for any number of ids and its plan
  // is kept (db/plans.ts); SQLite binds the list.
  const postgres = dialectOf(db) === 'postgres';
  return db
    .selectFrom('documents as d')
    .$if(postgres, (q) => q.modifyFront(reusePlanMark))
    .crossJoin('one_classes as c')
    .leftJoin('one_class_children as ch', 'ch.id', 'd.one_class_children_id')
    .select([
      'd.id',
      'd.title',
      'd.one_class_id',
      'd.one_class_children_id',
      'd.create_time',
      'd.format',
      'd.size',
      'd.download_count',
      'c.name as one_class_name',
      'ch.name as child_name',
    ])
    .whereRef('c.id', '=', 'd.one_class_id')
    .where(
      postgres
        ? sql<boolean>`d.id = ANY(${ids}::bigint[])`
        : sql<boolean>`d.id IN (${sql.join(ids)})`,
    )
    .where('d.published', '=', 1)
    .orderBy('d.create_time', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
}

export function listNotices(db: Db) {
  return db
    .selectFrom('notices')
    .selectAll()
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function latestUpdateNotice(db: Db) {
  return db
    .selectFrom('update_notices')
    .selectAll()
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function customNavMenu(db: Db) {
  return db.selectFrom('custom_nav_menu').selectAll().where('id', '=', 1).executeTakeFirst();
}
