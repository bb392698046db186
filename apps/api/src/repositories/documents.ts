import { sql, type Kysely } from 'kysely';
import type { Database, DocumentFileKind, Entitlement } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { materialFormat } from '../lib/material-format.js';
import { pinyinKey, pinyinWord } from '../lib/pinyin.js';
import { escapeLike } from './catalog.js';
import { newestFirstPage } from './newest-first.js';

type Db = Kysely<Database>;

// Documents as the console edits them: drafts and published, any section.

export async function countDocuments(db: Db, where: { oneClassId?: number; childId?: number }) {
  let query = db.selectFrom('documents').select((eb) => eb.fn.countAll<number>().as('n'));
  if (where.oneClassId !== undefined) query = query.where('one_class_id', '=', where.oneClassId);
  if (where.childId !== undefined) query = query.where('one_class_children_id', '=', where.childId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

export interface DocumentQuery {
  title?: string;
  oneClassId?: number;
  childId?: number;
  published?: boolean;
}

/**
 * The console's title box: the text in the title, or — when it has Latin letters — in the title's
 * pinyin key (saibo, sbpk, 赛博pk), as the members' search reads it.
 */
function titleOrPinyin(text: string) {
  const inTitle = sql<boolean>`title LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
  const words = text.split(/\s+/u).filter(Boolean);
  const read = words.map(pinyinWord);
  if (read.every((w) => w === null)) return inTitle;
  const each = words.map((word, i) => {
    const pinyin = read[i];
    if (!pinyin) return sql<boolean>`title LIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`;
    const keys = pinyin.alternatives.map((a) => sql<boolean>`title_pinyin LIKE ${`%${a}%`}`);
    const han = pinyin.han.map((h) => sql<boolean>`title LIKE ${`%${escapeLike(h)}%`} ESCAPE '\\'`);
    return sql<boolean>`((${sql.join(keys, sql` OR `)})${han.length ? sql` AND ${sql.join(han, sql` AND `)}` : sql``})`;
  });
  return sql<boolean>`(${inTitle} OR (${sql.join(each, sql` AND `)}))`;
}

/** Every document (published or not) matching the console's query form, newest first. */
export function pageAdminDocuments(db: Db, query: DocumentQuery, window: PageWindow) {
  let base = db.selectFrom('documents');
  if (query.title) base = base.where(titleOrPinyin(query.title));
  if (query.oneClassId !== undefined) base = base.where('one_class_id', '=', query.oneClassId);
  if (query.childId !== undefined) base = base.where('one_class_children_id', '=', query.childId);
  if (query.published !== undefined) base = base.where('published', '=', query.published ? 1 : 0);
  return newestFirstPage(base, window);
}

/** A document whether published or not (the console sees both). */
export { findDocument as findAnyDocument } from './catalog.js';

export interface DocumentRow {
  one_class_id: number;
  one_class_children_id: number;
  title: string;
  summary: string;
  content: string;
  entitlement: Entitlement | null;
  price: number;
}

export function insertDocument(
  db: Db,
  row: DocumentRow & { published: number; create_time: number; update_time: number },
) {
  return db
    .insertInto('documents')
    .values({ ...row, title_pinyin: pinyinKey(row.title) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateDocument(
  db: Db,
  id: number,
  row: Partial<
    DocumentRow & { published: number; cover: string | null; cover_sizes: string | null }
  > & { update_time: number },
) {
  const keyed = row.title === undefined ? row : { ...row, title_pinyin: pinyinKey(row.title) };
  await db.updateTable('documents').set(keyed).where('id', '=', id).execute();
}

/** Replaces a document's files of one kind (its material, or its cover preview). */
export async function replaceDocumentFiles(
  db: Db,
  key: string,
  kind: DocumentFileKind,
  files: { fileId: number; fileName: string }[],
) {
  await db
    .deleteFrom('document_files')
    .where('download_key', '=', key)
    .where('kind', '=', kind)
    .execute();
  if (files.length > 0)
    await db
      .insertInto('document_files')
      .values(
        files.map((file, sort) => ({
          download_key: key,
          kind,
          file_id: file.fileId,
          file_name: file.fileName,
          sort,
        })),
      )
      .execute();
  if (kind === 'material' && /^d\d+$/.test(key))
    await setMaterialStats(db, Number(key.slice(1)), files);
}

/** The listing's format and size of a document follow its material files. */
async function setMaterialStats(db: Db, id: number, files: { fileId: number; fileName: string }[]) {
  const sizes = files.length
    ? await db
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'))
        .where(
          'id',
          'in',
          files.map((f) => f.fileId),
        )
        .executeTakeFirstOrThrow()
    : { total: 0 };
  await db
    .updateTable('documents')
    .set({ format: materialFormat(files[0]?.fileName ?? ''), size: Number(sizes.total) })
    .where('id', '=', id)
    .execute();
}

/** What the material seed writes on each demo document (its cover, and facts of its file). */
export interface SeededMaterial {
  id: number;
  cover: string;
  coverSizes: string | null;
  format: string;
  size: number;
  summary: string;
  content: string;
}

/**
 * Sets many documents' seeded material in one statement (UPDATE … FROM a VALUES list, the same
 * text on SQLite and PostgreSQL; casts so PostgreSQL knows the parameters' types).
 */
export async function setSeededMaterials(db: Db, rows: SeededMaterial[]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(CAST(${r.id} AS INTEGER), CAST(${r.cover} AS TEXT), CAST(${r.coverSizes} AS TEXT), CAST(${r.format} AS TEXT), CAST(${r.size} AS BIGINT), CAST(${r.summary} AS TEXT), CAST(${r.content} AS TEXT))`,
    ),
  );
  await sql`WITH v(id, cover, cover_sizes, format, size, summary, content) AS (VALUES ${values})
    UPDATE documents SET cover = v.cover, cover_sizes = v.cover_sizes, format = v.format,
      size = v.size, summary = v.summary, content = v.content
    FROM v WHERE documents.id = v.id`.execute(db);
}
