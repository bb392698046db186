import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export interface SessionRecord {
  id: string;
  userId: number | null;
  expiresAt: number;
}

export async function insertSession(
  db: Db,
  session: SessionRecord & { createdAt: number; ip: string; userAgent: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
      last_seen_at: session.createdAt,
    })
    .execute();
}

export async function findLiveSession(
  db: Db,
  id: string,
  now: number,
): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at'])
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id, expiresAt: row.expires_at } : null;
}

export async function extendSession(db: Db, id: string, expiresAt: number): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Housekeeping: expired sessions (their captchas go with them) and stale failure counters. */
export async function purgeExpired(db: Db, now: number, failureWindowMs: number): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  await db.deleteFrom('captchas').where('expires_at', '<=', now).execute();
  await db
    .deleteFrom('login_failures')
    .where('window_start', '<=', now - failureWindowMs)
    .execute();
}

export async function saveCaptcha(db: Db, sessionId: string, answer: string, expiresAt: number) {
  await db
    .insertInto('captchas')
    .values({ session_id: sessionId, answer, expires_at: expiresAt })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ answer, expires_at: expiresAt }))
    .execute();
}

/** Removes and returns the session's captcha: every answer can be tried once only. */
export async function takeCaptcha(db: Db, sessionId: string) {
  return db
    .deleteFrom('captchas')
    .where('session_id', '=', sessionId)
    .returning(['answer', 'expires_at'])
    .executeTakeFirst();
}

export interface LoginCounter {
  key: string;
  count: number;
  lastAt: number;
}

/** The counters of these keys whose window is still open. */
export async function liveLoginCounters(
  db: Db,
  keys: string[],
  since: number,
): Promise<Map<string, LoginCounter>> {
  const rows = await db
    .selectFrom('login_failures')
    .select(['key', 'count', 'last_at'])
    .where('key', 'in', keys)
    .where('window_start', '>', since)
    .execute();
  return new Map(rows.map((r) => [r.key, { key: r.key, count: r.count, lastAt: r.last_at }]));
}

/** Counts an attempt in a fixed window that starts at the first attempt. */
export async function countLoginAttempt(db: Db, key: string, now: number, windowMs: number) {
  await db
    .insertInto('login_failures')
    .values({ key, count: 1, window_start: now, last_at: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('login_failures.window_start', '<=', now - windowMs)
          .then(1)
          .else(eb('login_failures.count', '+', 1))
          .end(),
        window_start: eb
          .case()
          .when('login_failures.window_start', '<=', now - windowMs)
          .then(now)
          .else(eb.ref('login_failures.window_start'))
          .end(),
        last_at: now,
      })),
    )
    .execute();
}

/** Gives back one reserved attempt (it turned out not to be a password guess). */
export async function returnLoginAttempt(db: Db, key: string): Promise<void> {
  await db
    .updateTable('login_failures')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('key', '=', key).execute();
}

/** Records activity at most once per interval (avoids a write on every request). */
export async function touchSession(db: Db, id: string, now: number, interval: number) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: now })
    .where('id', '=', id)
    .where('last_seen_at', '<=', now - interval)
    .execute();
}

export function listUserSessions(db: Db, userId: number, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .execute();
}

/** Ends every session of the member except `keepId` (this device). Returns how many ended. */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string) {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '<>', keepId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
