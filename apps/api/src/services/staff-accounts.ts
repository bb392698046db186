import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, Staff, StaffRole } from '../db/schema.js';
import { badRequest, found } from '../lib/errors.js';
import * as staffRepo from '../repositories/staff.js';
import { hashPassword, verifyPassword } from './password.js';

// Staff accounts as the owner manages them in the console, and each operator's own password.
// Every function runs inside the caller's write transaction (the audit row commits with it).

type Db = Kysely<Database>;

export const STAFF_ACCOUNT_MESSAGES = {
  notFound: '后台账号不存在',
  lastOwner: '至少要保留一个可登录的所有者账号：请先让另一个账号成为所有者',
  currentPasswordWrong: '当前密码错误',
  samePassword: '新密码不能与当前密码相同',
};

export async function staffOr404(db: Db, staffId: number): Promise<Staff> {
  return found(await staffRepo.findStaffById(db, staffId), STAFF_ACCOUNT_MESSAGES.notFound);
}

/**
 * Nobody may lock the console out of its owners: an active owner stops being one (demoted or
 * disabled) only while another active owner remains. Run inside the write transaction, so two
 * owners demoting each other at once cannot both succeed.
 */
async function keepAnOwner(db: Db, before: Staff, after: { role: StaffRole; disabled: boolean }) {
  const wasActiveOwner = before.role === 'owner' && before.disabled === 0;
  const staysActiveOwner = after.role === 'owner' && !after.disabled;
  if (wasActiveOwner && !staysActiveOwner) {
    if ((await staffRepo.countActiveOwnersExcept(db, before.id)) === 0)
      throw badRequest(STAFF_ACCOUNT_MESSAGES.lastOwner);
  }
}

/** Role and/or disabled; disabling also ends the account's sessions. */
export async function changeStaff(
  db: Db,
  staffId: number,
  change: { role?: StaffRole; disabled?: boolean },
): Promise<{ before: Staff; after: Staff; sessionsEnded: number }> {
  const before = await staffOr404(db, staffId);
  const role = change.role ?? before.role;
  const disabled = change.disabled ?? before.disabled === 1;
  await keepAnOwner(db, before, { role, disabled });
  await staffRepo.updateStaff(db, staffId, { role, disabled: disabled ? 1 : 0 });
  const sessionsEnded = disabled ? await staffRepo.endStaffSessions(db, staffId) : 0;
  return { before, after: await staffOr404(db, staffId), sessionsEnded };
}

export async function endSessionsOfStaff(db: Db, staffId: number): Promise<number> {
  await staffOr404(db, staffId);
  return staffRepo.endStaffSessions(db, staffId);
}

/** A lost authenticator: the secret goes, so do the sessions; the password still logs in. */
export async function resetStaffTotp(db: Db, staffId: number) {
  const before = await staffOr404(db, staffId);
  await staffRepo.updateStaff(db, staffId, { totp_secret: null, totp_pending_secret: null });
  const sessionsEnded = await staffRepo.endStaffSessions(db, staffId);
  return { before, after: await staffOr404(db, staffId), sessionsEnded };
}

/** A generated password, hashed before the transaction (scrypt is slow); answered once. */
export async function newStaffPassword(cost: number): Promise<{ password: string; hash: string }> {
  const password = randomBytes(9).toString('base64url');
  return { password, hash: await hashPassword(password, cost) };
}

export async function setStaffPassword(db: Db, staffId: number, hash: string): Promise<number> {
  await staffOr404(db, staffId);
  await staffRepo.updateStaff(db, staffId, { password_hash: hash });
  return staffRepo.endStaffSessions(db, staffId);
}

/**
 * The operator's own change: the current password must match and the new one differ. Answers
 * the new hash to store (the caller writes it with its audit row).
 */
export async function checkOwnPasswordChange(
  staff: Staff,
  input: { currentPassword: string; nextPassword: string },
  cost: number,
): Promise<string> {
  if (!(await verifyPassword(input.currentPassword, staff.password_hash)))
    throw badRequest(STAFF_ACCOUNT_MESSAGES.currentPasswordWrong);
  if (input.currentPassword === input.nextPassword)
    throw badRequest(STAFF_ACCOUNT_MESSAGES.samePassword);
  return hashPassword(input.nextPassword, cost);
}

/** Stores the new hash and ends the operator's other sessions (this one stays). */
export async function storeOwnPassword(
  db: Db,
  staffId: number,
  hash: string,
  currentSessionId: string | undefined,
): Promise<number> {
  await staffRepo.updateStaff(db, staffId, { password_hash: hash });
  return staffRepo.endStaffSessions(db, staffId, currentSessionId);
}
