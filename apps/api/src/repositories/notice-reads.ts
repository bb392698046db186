import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/** Of `ids`, those the member has read. */
export async function readNoticeIds(db: Db, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('notice_reads')
    .select('notice_id')
    .where('user_id', '=', userId)
    .where('notice_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => Number(row.notice_id)));
}

/** Marks notices read for the member; marking one twice keeps the first time. */
export async function markNoticesRead(db: Db, userId: number, ids: readonly number[], at: number) {
  if (ids.length === 0) return;
  await db
    .insertInto('notice_reads')
    .values(ids.map((id) => ({ user_id: userId, notice_id: id, read_time: at })))
    .onConflict((conflict) => conflict.columns(['user_id', 'notice_id']).doNothing())
    .execute();
}

export function allNoticeIds(db: Db) {
  return db.selectFrom('notices').select('id').execute();
}
