import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';

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

const SUMMARY_COLUMNS = [
  'id',
  'title',
  'one_class_id',
  'one_class_children_id',
  'cover',
  'entitlement',
  'create_time',
] as const;

/** Documents of a class (all its sub-classes) or of one sub-class, newest first. */
export async function pageDocuments(
  db: Db,
  where: { oneClassId: number; childId?: number },
  window: PageWindow,
) {
  let query = db.selectFrom('documents').where('one_class_id', '=', where.oneClassId);
  if (where.childId !== undefined) query = query.where('one_class_children_id', '=', where.childId);
  const [rows, count] = await Promise.all([
    query
      .select(SUMMARY_COLUMNS)
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findDocument(db: Db, id: number) {
  return db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCommonDocument(db: Db, id: number) {
  return db.selectFrom('common_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Titles containing `text`, newest first. The trigram index needs at least 3 characters, so
 * shorter text falls back to LIKE (a scan, still fast at 100 000 rows).
 */
export function searchDocuments(db: Db, text: string, limit: number) {
  let query = db
    .selectFrom('documents as d')
    .innerJoin('one_classes as c', 'c.id', 'd.one_class_id')
    .leftJoin('one_class_children as ch', 'ch.id', 'd.one_class_children_id')
    .select([
      'd.id',
      'd.title',
      'd.one_class_id',
      'd.one_class_children_id',
      'd.create_time',
      'c.name as one_class_name',
      'ch.name as child_name',
    ]);
  if ([...text].length >= 3) {
    // A quoted FTS5 string is a phrase: the whole text must appear as a substring.
    const phrase = `"${text.replace(/"/g, '""')}"`;
    query = query.where(
      'd.id',
      'in',
      sql<number>`(SELECT rowid FROM documents_fts WHERE documents_fts MATCH ${phrase})`,
    );
  } else {
    query = query.where(sql<boolean>`d.title LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`);
  }
  return query.orderBy('d.create_time', 'desc').orderBy('d.id', 'desc').limit(limit).execute();
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
