import { sql, type Kysely } from 'kysely';
import type { Database, PreviewSourceTable } from '../db/schema.js';

type Db = Kysely<Database>;

/** Records (or replaces) the original and watermark of a preview. */
export async function recordPreviewSource(
  db: Db,
  row: Omit<PreviewSourceTable, 'create_time'> & { create_time: number },
): Promise<void> {
  await db
    .insertInto('preview_sources')
    .values(row)
    .onConflict((oc) =>
      oc.column('preview_file_id').doUpdateSet({
        source_file_id: row.source_file_id,
        watermark: row.watermark,
      }),
    )
    .execute();
}

/** Links an older preview to its original, unless it is linked already (watermark unknown). */
export async function linkPreviewSource(
  db: Db,
  previewFileId: number,
  sourceFileId: number,
  now: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('preview_sources')
    .values({
      preview_file_id: previewFileId,
      source_file_id: sourceFileId,
      watermark: null,
      create_time: now,
    })
    .onConflict((oc) => oc.column('preview_file_id').doNothing())
    .returning('preview_file_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Previews whose watermark is not `watermark` (or not known), after `afterId`, in id order: what
 * the rebuild makes again, a batch at a time.
 */
export function listStalePreviews(db: Db, watermark: string, afterId: number, limit: number) {
  return db
    .selectFrom('preview_sources')
    .select(['preview_file_id', 'source_file_id', 'watermark'])
    .where('preview_file_id', '>', afterId)
    .where((eb) => eb.or([eb('watermark', 'is', null), eb('watermark', '<>', watermark)]))
    .orderBy('preview_file_id')
    .limit(limit)
    .execute();
}

/** How many previews carry another watermark than `watermark` (or an unknown one). */
export async function countStalePreviews(db: Db, watermark: string): Promise<number> {
  const row = await db
    .selectFrom('preview_sources')
    .select(sql<string>`count(*)`.as('n'))
    .where((eb) => eb.or([eb('watermark', 'is', null), eb('watermark', '<>', watermark)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Puts preview `to` (with its cover widths column) wherever preview `from` is shown: galleries
 * and covers. Material files are not touched. `from` is no longer a preview then.
 */
export async function replacePreview(
  db: Db,
  from: { fileId: number; url: string },
  to: { fileId: number; url: string; coverSizes: string | null },
): Promise<void> {
  await db
    .updateTable('document_files')
    .set({ file_id: to.fileId })
    .where('kind', '=', 'preview')
    .where('file_id', '=', from.fileId)
    .execute();
  await db
    .updateTable('documents')
    .set({ cover: to.url, cover_sizes: to.coverSizes })
    .where('cover', '=', from.url)
    .execute();
  await db.deleteFrom('preview_sources').where('preview_file_id', '=', from.fileId).execute();
}

/** Documents' covers (after `afterId`, id order) whose preview has no original recorded. */
export function listUnlinkedCovers(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('documents as d')
    .select(['d.id', 'd.cover'])
    .where('d.id', '>', afterId)
    .where('d.cover', 'is not', null)
    .orderBy('d.id')
    .limit(limit)
    .execute();
}

/** The most recent console cover uploads of a document, newest first (their audit rows). */
export function listCoverUploads(db: Db, documentId: number) {
  return db
    .selectFrom('audit_log')
    .select(['after_json'])
    .where('action', '=', 'document.cover')
    .where('object_id', '=', String(documentId))
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Image materials' own previews that have no original recorded: a document's preview named after
 * its material (adminUploadDocumentMaterial names it `<material name>-预览.webp`).
 */
export function listUnlinkedMaterialPreviews(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('document_files as p')
    .innerJoin('document_files as m', (join) =>
      join.onRef('m.download_key', '=', 'p.download_key').on('m.kind', '=', 'material'),
    )
    .innerJoin('files as mf', 'mf.id', 'm.file_id')
    .leftJoin('preview_sources as s', 's.preview_file_id', 'p.file_id')
    .select(['p.id', 'p.file_id as previewFileId', 'p.file_name as previewName'])
    .select(['m.file_id as materialFileId', 'm.file_name as materialName'])
    .where('p.kind', '=', 'preview')
    .where('p.id', '>', afterId)
    .where('mf.mime', 'like', 'image/%')
    .where('s.preview_file_id', 'is', null)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Previews shown in a gallery whose original is not known (they cannot be made again). */
export async function countPreviewsWithoutSource(db: Db): Promise<number> {
  const row = await db
    .selectFrom('document_files as df')
    .leftJoin('preview_sources as s', 's.preview_file_id', 'df.file_id')
    .select(sql<string>`count(distinct df.file_id)`.as('n'))
    .where('df.kind', '=', 'preview')
    .where('s.preview_file_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
