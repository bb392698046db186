import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export interface ImageSizeRow {
  fileId: number;
  width: number;
  height: number;
}

/** The widths of the preview `fileId` (it included): replaces what was listed before. */
export async function recordImageSizes(
  db: Db,
  fileId: number,
  sizes: readonly ImageSizeRow[],
): Promise<void> {
  await db.deleteFrom('image_sizes').where('file_id', '=', fileId).execute();
  if (sizes.length === 0) return;
  await db
    .insertInto('image_sizes')
    .values(
      sizes.map((s) => ({
        file_id: fileId,
        width: s.width,
        height: s.height,
        size_file_id: s.fileId,
      })),
    )
    .execute();
}

/** The widths of each preview (narrowest first); previews without any are left out. */
export async function listImageSizes(
  db: Db,
  fileIds: readonly number[],
): Promise<Map<number, ImageSizeRow[]>> {
  const sizes = new Map<number, ImageSizeRow[]>();
  if (fileIds.length === 0) return sizes;
  const rows = await db
    .selectFrom('image_sizes')
    .selectAll()
    .where('file_id', 'in', fileIds)
    .orderBy('file_id')
    .orderBy('width')
    .execute();
  for (const row of rows) {
    const list = sizes.get(row.file_id) ?? [];
    list.push({ fileId: row.size_file_id, width: row.width, height: row.height });
    sizes.set(row.file_id, list);
  }
  return sizes;
}

/** Is this file a width of a document preview (so as public as the preview)? */
export async function isPreviewSize(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('image_sizes as s')
    .innerJoin('document_files as df', 'df.file_id', 's.file_id')
    .select('s.file_id')
    .where('s.size_file_id', '=', fileId)
    .where('df.kind', '=', 'preview')
    .executeTakeFirst();
  return row !== undefined;
}
