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
      | 'totp_last_step'
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
/**
 * Records `step` as the last TOTP step used, only when it is later than the one before: false
 * when that code (or a later one) was already used. One statement, so two requests racing with
 * the same code cannot both win.
 */
export async function claimTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every session of the staff member except `keepId` (the one making the change). */
export async function deleteOtherStaffSessions(db: Db, staffId: number, keepId: string | null) {
  let query = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
  if (keepId) query = query.where('id', '!=', keepId);
  await query.execute();
}

/** The new set of recovery codes replaces any earlier one. */
export async function replaceRecoveryCodes(
  db: Db,
  staffId: number,
  hashes: string[],
  now: number,
): Promise<void> {
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  if (hashes.length === 0) return;
  await db
    .insertInto('staff_recovery_codes')
    .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash, create_time: now })))
    .execute();
}

/** Marks an unused recovery code used; false when there is none (wrong, or used before). */
export async function useRecoveryCode(
  db: Db,
  staffId: number,
  hash: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, staffId: number): Promise<number> {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
