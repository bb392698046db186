import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export async function insertResetLink(
  db: Db,
  row: {
    userId: number;
    tokenHash: string;
    phone: string;
    staffId: number;
    expiresAt: number;
    at: number;
  },
): Promise<number> {
  const inserted = await db
    .insertInto('member_reset_links')
    .values({
      user_id: row.userId,
      token_hash: row.tokenHash,
      phone: row.phone,
      staff_id: row.staffId,
      expires_at: row.expiresAt,
      used_at: null,
      create_time: row.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Links sent to a member since `since` (the staff-reset limits), and the newest one's time. */
export async function linksSentSince(db: Db, userId: number, since: number) {
  const row = await db
    .selectFrom('member_reset_links')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('create_time').as('latest')])
    .where('user_id', '=', userId)
    .where('create_time', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), latest: row?.latest == null ? null : Number(row.latest) };
}

/** Every link of the member that still works stops working (a newer one was sent, or used). */
export async function closeOpenLinks(db: Db, userId: number, at: number): Promise<void> {
  await db
    .updateTable('member_reset_links')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

export function findResetLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('member_reset_links')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the link used; false when another request used it first. */
export async function useResetLink(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('member_reset_links')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
