import { sql, type Kysely } from 'kysely';
import type { Database, UserStatus } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { escapeLike } from './catalog.js';
import { createdWithin, newestFirstOrder, newestRows, windowOf } from './newest-first.js';

type Db = Kysely<Database>;

export interface MemberFilter {
  keyword?: string;
  status?: UserStatus;
  levelId?: number;
  range: TimeRange;
}

/** Members joined to their level (select `users.*` and the level's name from it). */
function membersWithLevel(db: Db) {
  return db.selectFrom('users').innerJoin('levels', 'levels.id', 'users.level_id');
}

/** Members with their level name, newest registrations first. */
export async function pageMembers(db: Db, filter: MemberFilter, window: PageWindow) {
  let query = createdWithin(membersWithLevel(db), filter.range, 'users');
  if (filter.status) query = query.where('users.status', '=', filter.status);
  if (filter.levelId) query = query.where('users.level_id', '=', filter.levelId);
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`users.name LIKE ${like} ESCAPE '\\'`,
        sql<boolean>`users.users_name LIKE ${like} ESCAPE '\\'`,
        sql<boolean>`users.phone LIKE ${like} ESCAPE '\\'`,
      ]),
    );
  }
  const rows = query.selectAll('users').select('levels.name as level_name');
  return windowOf(query, newestFirstOrder(rows, 'users'), window);
}

export function findMemberWithLevel(db: Db, id: number) {
  return membersWithLevel(db)
    .selectAll('users')
    .select('levels.name as level_name')
    .where('users.id', '=', id)
    .executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMemberWithLevel>>>;

const LATEST = 20;

export function latestRecharges(db: Db, userId: number) {
  return newestRows(db.selectFrom('recharge_orders').where('user_id', '=', userId), LATEST);
}

/** Money taken from the balance (the ledger's debits), newest first, like the consume records. */
export function latestDebits(db: Db, userId: number) {
  return newestRows(
    db.selectFrom('ledger').where('user_id', '=', userId).where('amount', '<', 0),
    LATEST,
  );
}

export function latestLogs(db: Db, userId: number) {
  return newestRows(db.selectFrom('user_logs').where('user_id', '=', userId), LATEST);
}

export function liveSessions(db: Db, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function updateMember(
  db: Db,
  id: number,
  changes: {
    status?: UserStatus;
    status_reason?: string | null;
    level_id?: number;
    level_expire_time?: number | null;
    password_hash?: string;
  },
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

export async function endSessionsOf(db: Db, userId: number): Promise<number> {
  const result = await db.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
export function likeName(text: string) {
  return sql<boolean>`users.name LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
}
export interface MemberScope {
  memberId?: number;
  /** Part of the account name. */
  member?: string;
}
