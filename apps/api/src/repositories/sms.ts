import type { Kysely } from 'kysely';
import type { Database, SmsScene } from '../db/schema.js';

type Db = Kysely<Database>;

export async function insertSmsCode(
  db: Db,
  row: {
    phone: string;
    scene: SmsScene;
    codeHash: string;
    ip: string;
    sessionId: string;
    expiresAt: number;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('sms_codes')
    .values({
      phone: row.phone,
      scene: row.scene,
      code_hash: row.codeHash,
      attempts: 0,
      ip: row.ip,
      expires_at: row.expiresAt,
      used_at: null,
      create_time: row.at,
      session_id: row.sessionId,
    })
    .execute();
}

export async function countSentSince(
  db: Db,
  by: { phone: string } | { ip: string },
  since: number,
): Promise<number> {
  let query = db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('create_time', '>', since);
  query = 'phone' in by ? query.where('phone', '=', by.phone) : query.where('ip', '=', by.ip);
  const row = await query.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export function latestSmsCode(db: Db, phone: string, scene: SmsScene) {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The newest code `sessionId` asked for: what that session may use (and only its guesses count). */
export function latestSessionSmsCode(db: Db, phone: string, scene: SmsScene, sessionId: string) {
  return db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('session_id', '=', sessionId)
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function countFailedAttempt(db: Db, id: number): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used; false when another request used it first. */
export async function useSmsCode(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('sms_codes')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
