import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestFirstOrder, newestFirstPage, windowOf } from './newest-first.js';

type Db = Kysely<Database>;

/** Different materials the member has downloaded on the China day `day` (YYYY-MM-DD). */
export async function countMaterialsOnDay(db: Db, userId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('downloads')
    .select(sql<number>`count(distinct download_key)`.as('n'))
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function downloadedOnDay(db: Db, userId: number, day: string, key: string) {
  const row = await db
    .selectFrom('downloads')
    .select('id')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('download_key', '=', key)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function findDownloadByToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('downloads')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function insertDownload(
  db: Db,
  row: {
    userId: number;
    key: string;
    documentId: number;
    title: string;
    tokenHash: string;
    ip: string;
    day: string;
    at: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('downloads')
    .values({
      user_id: row.userId,
      download_key: row.key,
      document_id: row.documentId,
      title: row.title,
      token_hash: row.tokenHash,
      ip: row.ip,
      bytes: 0,
      day: row.day,
      create_time: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function addBytes(db: Db, id: number, bytes: number): Promise<void> {
  await db
    .updateTable('downloads')
    .set((eb) => ({ bytes: eb('bytes', '+', bytes) }))
    .where('id', '=', id)
    .execute();
}

export function pageDownloads(db: Db, userId: number, window: PageWindow) {
  return newestFirstPage(db.selectFrom('downloads').where('user_id', '=', userId), window);
}

/** How many times each material was downloaded (records, all members). */
export async function downloadCount(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('downloads')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('download_key', '=', key)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function recordDownload(
  db: Db,
  record: { userId: number; key: string; documentId: number; ip: string; at: number },
): Promise<void> {
  await db
    .insertInto('download_records')
    .values({
      user_id: record.userId,
      download_key: record.key,
      document_id: record.documentId,
      ip: record.ip,
      create_time: record.at,
    })
    .execute();
}
export async function pageMemberDownloads(db: Db, userId: number, window: PageWindow) {
  const query = db.selectFrom('downloads').where('user_id', '=', userId);
  const rows = query.select(['id', 'document_id', 'title', 'bytes', 'ip', 'create_time']);
  return windowOf(query, newestFirstOrder(rows), window);
}
