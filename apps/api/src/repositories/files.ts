import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, DocumentFileKind, FileRow, FileTable } from '../db/schema.js';

type Db = Kysely<Database>;

export type NewFile = Omit<Insertable<FileTable>, 'id'>;

/** Inserts the file row, or returns the existing one with the same storage key (same bytes). */
export async function insertFile(db: Db, file: NewFile): Promise<FileRow> {
  return (await insertFiles(db, [file])).get(file.storage_key)!;
}

/** insertFile for many files at once (a bulk seed): their rows by storage key. */
export async function insertFiles(db: Db, files: NewFile[]): Promise<Map<string, FileRow>> {
  if (files.length === 0) return new Map();
  await db
    .insertInto('files')
    .values(files)
    .onConflict((oc) => oc.column('storage_key').doNothing())
    .execute();
  const rows = await db
    .selectFrom('files')
    .selectAll()
    .where(
      'storage_key',
      'in',
      files.map((f) => f.storage_key),
    )
    .execute();
  const byKey = new Map(rows.map((row) => [row.storage_key, row]));
  for (const file of files) {
    const row = byKey.get(file.storage_key)!;
    // The same bytes stored before their contents were read: keep what was read now.
    if (row.zip_contents === null && file.zip_contents) {
      await setZipContents(db, row.id, file.zip_contents);
      byKey.set(file.storage_key, { ...row, zip_contents: file.zip_contents });
    }
  }
  return byKey;
}

export function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface DocumentFileLink {
  key: string;
  kind: DocumentFileKind;
  fileId: number;
  fileName: string;
  sort: number;
}

/** Links many files to their documents in one statement (a bulk seed). */
export async function attachDocumentFiles(db: Db, links: DocumentFileLink[]): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('document_files')
    .values(
      links.map((row) => ({
        download_key: row.key,
        kind: row.kind,
        file_id: row.fileId,
        file_name: row.fileName,
        sort: row.sort,
      })),
    )
    .execute();
}

export interface DocumentFile extends FileRow {
  kind: DocumentFileKind;
  fileName: string;
  key: string;
}

/** Files of the given download keys (material first, previews in gallery order). */
export async function listDocumentFiles(db: Db, keys: string[]): Promise<DocumentFile[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('document_files as df')
    .innerJoin('files as f', 'f.id', 'df.file_id')
    .select([
      'f.id',
      'f.storage_key',
      'f.mime',
      'f.size',
      'f.sha256',
      'f.width',
      'f.height',
      'f.create_time',
      'f.zip_contents',
      'df.kind',
      'df.file_name',
      'df.download_key',
    ])
    .where('df.download_key', 'in', keys)
    .orderBy('df.download_key')
    .orderBy('df.kind')
    .orderBy('df.sort')
    .execute();
  return rows.map(({ kind, file_name, download_key, ...file }) => ({
    ...file,
    kind,
    fileName: file_name,
    key: download_key,
  }));
}

/** Previews may be shown to anyone: is this file a document preview? */
export async function isPublicPreview(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('document_files')
    .select('id')
    .where('file_id', '=', fileId)
    .where('kind', '=', 'preview')
    .executeTakeFirst();
  return row !== undefined;
}

/** An image a home banner shows (uploaded in the console, see adminUploadHomeImage). */
export async function isBannerImage(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('home_images')
    .select('id')
    .where('image_url', '=', `/api/files/${fileId}`)
    .executeTakeFirst();
  return row !== undefined;
}

/** An image placed in rich text (notices, document bodies, fixed pages) from the console. */
export async function isRichTextImage(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('rich_text_images')
    .select('file_id')
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a stored image as one for rich text (the same bytes uploaded again: one row). */
export async function addRichTextImage(
  db: Db,
  row: { file_id: number; staff_id: number; create_time: number },
): Promise<void> {
  await db
    .insertInto('rich_text_images')
    .values(row)
    .onConflict((oc) => oc.column('file_id').doNothing())
    .execute();
}

export async function isAvatar(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('avatar_file_id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}

/** ZIP files whose contents were never read (stored before they were read at upload). */
export function listUnreadZips(db: Db, limit: number): Promise<FileRow[]> {
  return db
    .selectFrom('files')
    .selectAll()
    .where('mime', '=', 'application/zip')
    .where('zip_contents', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function setZipContents(db: Db, fileId: number, contents: string): Promise<void> {
  await db.updateTable('files').set({ zip_contents: contents }).where('id', '=', fileId).execute();
}
