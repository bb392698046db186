import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { AppContext } from '../context.js';
import type { Database, Staff } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import * as staffRepo from '../repositories/staff.js';
import { audited, withAudit } from './audit.js';
import type { Actor } from './caller.js';
import { passwordMatches } from './password.js';
import { acceptStaffAttempt, reserveStaffAttempt, staffAttemptKeys } from './staff-login-budget.js';

// The console's second factor (docs/adr/0020-console-sign-in-and-second-factor.md):
// - a TOTP code is accepted once: the staff row keeps the last 30 s step used, and a code of that
//   step or an earlier one is refused (ASVS 2.8.4);
// - enrolling, replacing or removing the factor needs the current one (a code, or a recovery code)
//   or, when there is none yet, the password; wrong proofs count against the sign-in budget;
// - enrolment hands out recovery codes once (stored hashed, each used once);
// - every change ends the member of staff's other sessions and is audited.

type Db = Kysely<Database>;

export const SECOND_FACTOR_MESSAGES = {
  totpWrong: '两步验证码错误',
  noPending: '请先获取两步验证密钥',
  proofMissing: '请输入当前的两步验证码或恢复码',
  passwordMissing: '请输入登录密码',
  passwordWrong: '登录密码错误',
  required: '您的角色必须启用两步验证，可以更换但不能关闭',
  notEnabled: '尚未启用两步验证',
};

const RECOVERY_CODES = 10;
const STEP_MS = 30_000;

function totpFor(staff: Pick<Staff, 'name'>, secret: string) {
  return new TOTP({
    issuer: '动漫素材会员站后台',
    label: staff.name,
    secret: Secret.fromBase32(secret),
  });
}

export function otpauthUri(staff: Pick<Staff, 'name'>, secret: string): string {
  return totpFor(staff, secret).toString();
}

/** The 30 s step a code belongs to (this one or one either side, for clock drift), or null. */
export function totpStep(
  staff: Pick<Staff, 'name'>,
  secret: string,
  code: string,
  now: number,
): number | null {
  const delta = totpFor(staff, secret).validate({
    token: code.replace(/\s/g, ''),
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : Math.floor(now / STEP_MS) + delta;
}

export function recoveryCodeHash(code: string): string {
  const normalised = code.replace(/[\s-]/g, '').toLowerCase();
  return createHash('sha256').update(normalised).digest('hex');
}

/** Ten codes of 10 characters (about 50 bits each), shown as `xxxxx-xxxxx`. */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODES }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const looksLikeTotp = (code: string) => /^[0-9 ]{6,7}$/.test(code);

/**
 * The current factor, once: a TOTP code of a step later than the last one used, or an unused
 * recovery code. Returns how it was proved, or null.
 */
export async function spendSecondFactor(
  ctx: AppContext,
  db: Db,
  staff: Staff,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  if (!staff.totp_secret) return null;
  if (looksLikeTotp(code)) {
    const step = totpStep(staff, staff.totp_secret, code, ctx.config.now());
    if (step === null) return null;
    return (await staffRepo.claimTotpStep(db, staff.id, step)) ? 'totp' : null;
  }
  const used = await staffRepo.useRecoveryCode(
    db,
    staff.id,
    recoveryCodeHash(code),
    ctx.config.now(),
  );
  return used ? 'recovery' : null;
}

/** Offers a new secret; nothing changes until adminEnableTotp confirms it with proof. */
export async function startTotp(ctx: AppContext, staff: Staff) {
  const secret = new Secret({ size: 20 }).base32;
  await staffRepo.updateStaff(ctx.db, staff.id, { totp_pending_secret: secret });
  return { secret, uri: otpauthUri(staff, secret) };
}

export interface FactorProof {
  /** The current TOTP code or a recovery code, when a factor is enabled. */
  currentCode?: string;
  /** The password, when no factor is enabled yet. */
  password?: string;
}

/**
 * Proves the person at the keyboard is the member of staff, not just someone holding the
 * session. Proof attempts are reserved from the sign-in budget, so a stolen session cannot try
 * every code.
 */
async function proveItIsYou(
  ctx: AppContext,
  db: Db,
  actor: Actor,
  staff: Staff,
  proof: FactorProof,
): Promise<void> {
  if (staff.totp_secret && !proof.currentCode)
    throw badRequest(SECOND_FACTOR_MESSAGES.proofMissing);
  if (!staff.totp_secret && !proof.password)
    throw badRequest(SECOND_FACTOR_MESSAGES.passwordMissing);
  const keys = staffAttemptKeys(staff.name, actor.ip);
  await reserveStaffAttempt(ctx, keys);
  if (staff.totp_secret) {
    if (!(await spendSecondFactor(ctx, db, staff, proof.currentCode ?? '')))
      throw badRequest(SECOND_FACTOR_MESSAGES.totpWrong);
  } else if (!(await passwordMatches(proof.password ?? '', staff, ctx.config.passwordHashCost))) {
    throw badRequest(SECOND_FACTOR_MESSAGES.passwordWrong);
  }
  await acceptStaffAttempt(ctx, keys);
}

export interface EnableInput extends FactorProof {
  /** A code of the offered (pending) secret. */
  code: string;
}

/**
 * Enrols or replaces the second factor: proof of the current factor (or the password), a code
 * of the new secret, new recovery codes (answered once), other sessions ended, audited.
 */
export async function enableTotp(
  ctx: AppContext,
  actor: Actor,
  staffId: number,
  sessionId: string | null,
  input: EnableInput,
): Promise<{ recoveryCodes: string[] }> {
  // Proof first, outside the change: a wrong proof must stay counted against the budget.
  const before = await staffRepo.findStaffById(ctx.db, staffId);
  if (!before) throw badRequest(SECOND_FACTOR_MESSAGES.noPending);
  await proveItIsYou(ctx, ctx.db, actor, before, input);
  const pending = before.totp_pending_secret;
  if (!pending) throw badRequest(SECOND_FACTOR_MESSAGES.noPending);
  const now = ctx.config.now();
  const step = totpStep(before, pending, input.code, now);
  if (step === null) throw badRequest(SECOND_FACTOR_MESSAGES.totpWrong);
  const codes = newRecoveryCodes();
  return audited(ctx, actor, async (trx) => {
    await staffRepo.updateStaff(trx, staffId, {
      totp_secret: pending,
      totp_pending_secret: null,
      // The code just typed cannot sign anyone in afterwards.
      totp_last_step: step,
    });
    await staffRepo.replaceRecoveryCodes(trx, staffId, codes.map(recoveryCodeHash), now);
    await staffRepo.deleteOtherStaffSessions(trx, staffId, sessionId);
    const replaced = before.totp_secret !== null;
    return withAudit(
      { recoveryCodes: codes },
      replaced ? 'staff.totp_replace' : 'staff.totp_enable',
      staffId,
      { totpEnabled: replaced },
      { totpEnabled: true, recoveryCodes: codes.length, otherSessionsEnded: true },
      'staff',
    );
  });
}

/** Removes the second factor (roles that must have one cannot): current code, audited. */
export async function disableTotp(
  ctx: AppContext,
  actor: Actor,
  staff: Staff,
  sessionId: string | null,
  proof: FactorProof,
): Promise<void> {
  if (ctx.config.staffSecurity.require2faRoles.includes(staff.role))
    throw badRequest(SECOND_FACTOR_MESSAGES.required);
  const before = await staffRepo.findStaffById(ctx.db, staff.id);
  if (!before?.totp_secret) throw badRequest(SECOND_FACTOR_MESSAGES.notEnabled);
  await proveItIsYou(ctx, ctx.db, actor, before, proof);
  await audited(ctx, actor, async (trx) => {
    await staffRepo.updateStaff(trx, staff.id, {
      totp_secret: null,
      totp_pending_secret: null,
      totp_last_step: null,
    });
    await staffRepo.replaceRecoveryCodes(trx, staff.id, [], ctx.config.now());
    await staffRepo.deleteOtherStaffSessions(trx, staff.id, sessionId);
    return withAudit(
      null,
      'staff.totp_disable',
      staff.id,
      { totpEnabled: true },
      { totpEnabled: false, otherSessionsEnded: true },
      'staff',
    );
  });
}
