import type { Kysely } from 'kysely';
import type { Database, Staff, StaffRole } from '../db/schema.js';

type Db = Kysely<Database>;

export function findStaffByName(db: Db, name: string): Promise<Staff | undefined> {
  return db.selectFrom('staff').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findStaffById(db: Db, id: number): Promise<Staff | undefined> {
  return db.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listStaff(db: Db): Promise<Staff[]> {
  return db.selectFrom('staff').selectAll().orderBy('id').execute();
}

export function countStaff(db: Db): Promise<number> {
  return db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

export async function insertStaff(
  db: Db,
  staff: { name: string; passwordHash: string; role: StaffRole; now: number },
): Promise<number> {
  const row = await db
    .insertInto('staff')
    .values({
      name: staff.name,
      password_hash: staff.passwordHash,
      role: staff.role,
      totp_secret: null,
      totp_pending_secret: null,
      disabled: 0,
      last_login_time: null,
      create_time: staff.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStaff(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      Staff,
      | 'role'
      | 'disabled'
      | 'totp_secret'
      | 'totp_pending_secret'
      | 'last_login_time'
      | 'password_hash'
    >
  >,
): Promise<void> {
  await db.updateTable('staff').set(changes).where('id', '=', id).execute();
}

export async function insertStaffSession(
  db: Db,
  session: { id: string; staffId: number; createdAt: number; expiresAt: number; ip: string },
): Promise<void> {
  await db
    .insertInto('staff_sessions')
    .values({
      id: session.id,
      staff_id: session.staffId,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      ip: session.ip,
    })
    .execute();
}

export function findLiveStaffSession(db: Db, id: string, now: number) {
  return db
    .selectFrom('staff_sessions')
    .select(['id', 'staff_id', 'expires_at'])
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteStaffSession(db: Db, id: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', id).execute();
}

export async function deleteStaffSessionsOf(db: Db, staffId: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('staff_id', '=', staffId).execute();
}

export async function purgeExpiredStaffSessions(db: Db, now: number): Promise<void> {
  await db.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
}

/** Owners who can still log in, leaving out one account (the one about to change). */
export async function countActiveOwnersExcept(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'owner')
    .where('disabled', '=', 0)
    .where('id', '!=', staffId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Ends an account's console sessions, keeping one (the caller's own) if given; answers how many. */
export async function endStaffSessions(
  db: Db,
  staffId: number,
  keepSessionId?: string,
): Promise<number> {
  let query = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
  if (keepSessionId) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
