import type { Kysely, Selectable } from 'kysely';
import type { Database, FileRow, MediaPreviewTable } from '../db/schema.js';

type Db = Kysely<Database>;
export type MediaPreviewRow = Selectable<MediaPreviewTable>;

/**
 * Claims the work on a material file's preview: true when this process should make it (no row
 * yet, or a pending one whose worker stopped answering `staleBefore`). Several processes may
 * share the database; one wins.
 */
export async function claimMediaPreview(
  db: Db,
  fileId: number,
  kind: 'video' | 'audio',
  now: number,
  staleBefore: number,
): Promise<boolean> {
  const inserted = await db
    .insertInto('media_previews')
    .values({ file_id: fileId, kind, status: 'pending', update_time: now })
    .onConflict((oc) => oc.column('file_id').doNothing())
    .returning('file_id')
    .executeTakeFirst();
  if (inserted) return true;
  const taken = await db
    .updateTable('media_previews')
    .set({ update_time: now })
    .where('file_id', '=', fileId)
    .where('status', '=', 'pending')
    .where('update_time', '<', staleBefore)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

export async function finishMediaPreview(
  db: Db,
  fileId: number,
  done:
    | {
        status: 'ready';
        kind: 'video' | 'audio';
        posterFileId: number;
        clipFileId: number;
        width: number;
        height: number;
        durationMs: number;
      }
    | { status: 'failed'; error: string },
  now: number,
): Promise<void> {
  await db
    .updateTable('media_previews')
    .set(
      done.status === 'ready'
        ? {
            status: 'ready',
            kind: done.kind,
            poster_file_id: done.posterFileId,
            clip_file_id: done.clipFileId,
            width: done.width,
            height: done.height,
            duration_ms: done.durationMs,
            error: null,
            update_time: now,
          }
        : { status: 'failed', error: done.error.slice(0, 500), update_time: now },
    )
    .where('file_id', '=', fileId)
    .execute();
}

export function findMediaPreview(db: Db, fileId: number) {
  return db
    .selectFrom('media_previews')
    .selectAll()
    .where('file_id', '=', fileId)
    .executeTakeFirst();
}

/**
 * Document materials that are video or audio and have no preview yet, or whose worker stopped
 * (pending since before `staleBefore`): made at the next start.
 */
export function listMediaWithoutPreview(
  db: Db,
  staleBefore: number,
  limit: number,
): Promise<FileRow[]> {
  return db
    .selectFrom('files as f')
    .innerJoin('document_files as df', 'df.file_id', 'f.id')
    .leftJoin('media_previews as mp', 'mp.file_id', 'f.id')
    .selectAll('f')
    .distinct()
    .where('df.kind', '=', 'material')
    .where((eb) => eb.or([eb('f.mime', 'like', 'video/%'), eb('f.mime', 'like', 'audio/%')]))
    .where((eb) =>
      eb.or([
        eb('mp.file_id', 'is', null),
        eb.and([eb('mp.status', '=', 'pending'), eb('mp.update_time', '<', staleBefore)]),
      ]),
    )
    .orderBy('f.id')
    .limit(limit)
    .execute();
}

/** Is this file the poster or clip of a document material (as public as its previews)? */
export async function isMediaPreviewFile(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('media_previews as mp')
    .innerJoin('document_files as df', 'df.file_id', 'mp.file_id')
    .select('mp.file_id')
    .where('df.kind', '=', 'material')
    .where('mp.status', '=', 'ready')
    .where((eb) =>
      eb.or([eb('mp.poster_file_id', '=', fileId), eb('mp.clip_file_id', '=', fileId)]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export interface MaterialPreviewRow {
  downloadKey: string;
  mime: string;
  kind: 'video' | 'audio' | null;
  status: 'pending' | 'ready' | 'failed' | null;
  error: string | null;
  updateTime: number | null;
}

/** Each download key's material type and the state of its video or audio preview (if any row). */
export async function listMaterialPreviews(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, MaterialPreviewRow>> {
  const states = new Map<string, MaterialPreviewRow>();
  if (keys.length === 0) return states;
  const rows = await db
    .selectFrom('document_files as df')
    .innerJoin('files as f', 'f.id', 'df.file_id')
    .leftJoin('media_previews as mp', 'mp.file_id', 'f.id')
    .select(['df.download_key', 'f.mime', 'mp.kind', 'mp.status', 'mp.error', 'mp.update_time'])
    .where('df.kind', '=', 'material')
    .where('df.download_key', 'in', keys)
    .execute();
  for (const row of rows)
    states.set(row.download_key, {
      downloadKey: row.download_key,
      mime: row.mime,
      kind: row.kind,
      status: row.status,
      error: row.error,
      updateTime: row.update_time === null ? null : Number(row.update_time),
    });
  return states;
}

/**
 * Forgets a failed preview so the queue makes it again (its claim is then a new row). False when
 * the preview is not failed (made, or being made).
 */
export async function forgetFailedMediaPreview(db: Db, fileId: number): Promise<boolean> {
  const removed = await db
    .deleteFrom('media_previews')
    .where('file_id', '=', fileId)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}
