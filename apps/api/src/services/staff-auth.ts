import { randomBytes } from 'node:crypto';
import { enums, fieldRules, patternOf } from '@dongman/api-client/contract';
import type { AppContext } from '../context.js';
import type { Staff, StaffRole } from '../db/schema.js';
import { badRequest, forbidden, unauthorized } from '../lib/errors.js';
import type { OperationInfo } from '../openapi/spec.js';
import { insertAudit } from '../repositories/audit.js';
import * as staffRepo from '../repositories/staff.js';
import type { Caller, CookieOptions } from './caller.js';
import { verifyCaptcha } from './captcha.js';
import {
  acceptStaffAttempt,
  reserveStaffAttempt,
  returnStaffAttempt,
  staffAttemptKeys,
} from './staff-login-budget.js';
import { hashPassword, passwordMatches } from './password.js';
import { spendSecondFactor } from './staff-second-factor.js';
import { hashToken } from './sessions.js';

export const STAFF_COOKIE = 'staff_sid';
/** The staff cookie goes only to the console API, never to member routes or pages. */
const STAFF_COOKIE_PATH = '/api/admin';
export const STAFF_ROLES: readonly StaffRole[] = enums.AdminRole;

export const STAFF_MESSAGES = {
  wrongCredentials: '账号或密码错误',
  totpRequired: '请输入两步验证码',
  totpWrong: '两步验证码错误',
  disabled: '该后台账号已停用',
  notLoggedIn: '未登录管理后台或登录已过期，请重新登录',
  noRole: '您的角色无权执行此操作',
  setupTotp: '请先启用两步验证（您的角色必须启用）',
};

/** Operations an owner may use before setting up the required two-factor login. */
const TOTP_SETUP_OPERATIONS = new Set([
  'adminGetSession',
  'adminLogout',
  'adminStartTotp',
  'adminEnableTotp',
]);

/** The hashed id of the caller's console session (kept when the second factor changes). */
export function staffSessionId(caller: Pick<Caller, 'cookies'>): string | null {
  const token = caller.cookies.get(STAFF_COOKIE);
  return token ? hashToken(token) : null;
}

function cookieOptions(ctx: AppContext, maxAgeMs?: number): CookieOptions {
  return {
    path: STAFF_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: ctx.config.https,
    ...(maxAgeMs === undefined ? {} : { maxAge: Math.floor(maxAgeMs / 1000) }),
  };
}

/** The roles of STAFF_REQUIRE_2FA must set up the second factor before anything else. */
export function mustSetUpTotp(ctx: AppContext, staff: Staff): boolean {
  return ctx.config.staffSecurity.require2faRoles.includes(staff.role) && !staff.totp_secret;
}

export interface StaffLoginInput {
  name: string;
  password: string;
  captchaCode: string;
  totpCode?: string;
  /** A one-time recovery code, instead of the TOTP code. */
  recoveryCode?: string;
}

/**
 * Same order as the member login: failure budget (429) → captcha (402) → credentials and
 * second factor (400) → disabled (403). Failures count against the account and the address.
 */
export async function staffLogin(
  ctx: AppContext,
  caller: Caller,
  input: StaffLoginInput,
): Promise<Staff> {
  const now = ctx.config.now();
  // The console's own budget (services/staff-login-budget.ts): delays, never a lock.
  const keys = staffAttemptKeys(input.name, caller.ip);
  await reserveStaffAttempt(ctx, keys);
  try {
    await verifyCaptcha(ctx, caller, input.captchaCode);
  } catch (error) {
    await returnStaffAttempt(ctx, keys);
    throw error;
  }

  const staff = await staffRepo.findStaffByName(ctx.db, input.name);
  const valid = await passwordMatches(input.password, staff, ctx.config.passwordHashCost);
  // A wrong password or code keeps its reservation: that is the failure count. Every failure is
  // audited — under a name no account has, with no staff id and the name as typed (guessing).
  if (!staff || !valid) {
    await auditSignIn(ctx, caller, staff ?? unknownStaff(input.name), 'staff.login_failed', {
      reason: staff ? 'password' : 'unknown_name',
    });
    throw badRequest(STAFF_MESSAGES.wrongCredentials);
  }
  let secondFactor: 'totp' | 'recovery' | null = null;
  if (staff.totp_secret) {
    const code = input.totpCode ?? input.recoveryCode;
    if (!code) {
      await returnStaffAttempt(ctx, keys);
      throw badRequest(STAFF_MESSAGES.totpRequired);
    }
    // Each code works once: a replayed TOTP code or a used recovery code is a failure.
    secondFactor = await spendSecondFactor(ctx, ctx.db, staff, code);
    if (!secondFactor) {
      await auditSignIn(ctx, caller, staff, 'staff.login_failed', { reason: 'second_factor' });
      throw badRequest(STAFF_MESSAGES.totpWrong);
    }
  }
  await acceptStaffAttempt(ctx, keys);
  if (staff.disabled) {
    await auditSignIn(ctx, caller, staff, 'staff.login_failed', { reason: 'disabled' });
    throw forbidden(STAFF_MESSAGES.disabled);
  }

  await startStaffSession(ctx, caller, staff.id);
  await staffRepo.updateStaff(ctx.db, staff.id, { last_login_time: now });
  await auditSignIn(ctx, caller, staff, 'staff.login', { secondFactor: secondFactor ?? 'none' });
  return { ...staff, last_login_time: now };
}

async function startStaffSession(ctx: AppContext, caller: Caller, staffId: number) {
  const old = caller.cookies.get(STAFF_COOKIE);
  if (old) await staffRepo.deleteStaffSession(ctx.db, hashToken(old));
  const token = randomBytes(32).toString('base64url');
  const now = ctx.config.now();
  await staffRepo.insertStaffSession(ctx.db, {
    id: hashToken(token),
    staffId,
    createdAt: now,
    expiresAt: now + ctx.config.staffSessionTtlMs,
    ip: caller.ip,
  });
  caller.cookies.set(STAFF_COOKIE, token, cookieOptions(ctx, ctx.config.staffSessionTtlMs));
}

/** The stored id of the caller's own console session (its cookie, hashed), if any. */
export function staffSessionIdOf(caller: Caller): string | undefined {
  const token = caller.cookies.get(STAFF_COOKIE);
  return token ? hashToken(token) : undefined;
}

/** A name typed at the console sign-in that no staff account has (at most 64 characters kept). */
const unknownStaff = (name: string) => ({ id: null, name: Array.from(name).slice(0, 64).join('') });

/** Sign-in events in the audit log: who, from where, how (never a password or a code). */
async function auditSignIn(
  ctx: AppContext,
  caller: Pick<Caller, 'ip'>,
  staff: { id: number | null; name: string },
  action: 'staff.login' | 'staff.login_failed' | 'staff.logout',
  after: Record<string, string>,
) {
  await insertAudit(ctx.db, {
    staffId: staff.id,
    staffName: staff.name,
    action,
    objectType: 'staff',
    objectId: staff.id === null ? '' : String(staff.id),
    before: null,
    after,
    ip: caller.ip,
    at: ctx.config.now(),
  });
}

export async function staffLogout(ctx: AppContext, caller: Caller, staff?: Staff | null) {
  const token = caller.cookies.get(STAFF_COOKIE);
  if (token) await staffRepo.deleteStaffSession(ctx.db, hashToken(token));
  if (staff) await auditSignIn(ctx, caller, staff, 'staff.logout', {});
  caller.cookies.clear(STAFF_COOKIE, cookieOptions(ctx));
}

/**
 * The one check of every console operation: a live staff session (401), a role listed in the
 * operation's `x-roles` (403), and for owners the required two-factor set-up (403). The guard
 * hook (plugins/staff-guard.ts) runs it before each console handler.
 */
export async function staffForOperation(
  ctx: AppContext,
  caller: Caller,
  operation: Pick<OperationInfo, 'operationId' | 'roles'>,
): Promise<Staff> {
  const token = caller.cookies.get(STAFF_COOKIE);
  const session = token
    ? await staffRepo.findLiveStaffSession(ctx.db, hashToken(token), ctx.config.now())
    : undefined;
  const staff = session ? await staffRepo.findStaffById(ctx.db, session.staff_id) : undefined;
  if (!staff || staff.disabled) {
    if (token) caller.cookies.clear(STAFF_COOKIE, cookieOptions(ctx));
    throw unauthorized(STAFF_MESSAGES.notLoggedIn);
  }
  if (!operation.roles.includes(staff.role)) throw forbidden(STAFF_MESSAGES.noRole);
  if (mustSetUpTotp(ctx, staff) && !TOTP_SETUP_OPERATIONS.has(operation.operationId))
    throw forbidden(STAFF_MESSAGES.setupTotp);
  return staff;
}

// The command line creates staff without the route's schema: the same rules, from openapi.yaml.
const STAFF_RULES = fieldRules.AdminStaffCreateRequest;
const NAME_PATTERN = patternOf(STAFF_RULES.name);
const NAME_LENGTH = STAFF_RULES.name;
const PASSWORD_MIN = STAFF_RULES.password.minLength;

/** Used by the console (owner) and the `staff` command line. */
export async function createStaff(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: { name: string; role: StaffRole; password?: string },
): Promise<{ id: number; password: string }> {
  const nameLength = input.name.length;
  if (
    !NAME_PATTERN.test(input.name) ||
    nameLength < NAME_LENGTH.minLength ||
    nameLength > NAME_LENGTH.maxLength
  )
    throw badRequest(
      `后台账号只能是${NAME_LENGTH.minLength}到${NAME_LENGTH.maxLength}位字母、数字或下划线`,
    );
  if (!STAFF_ROLES.includes(input.role)) throw badRequest('角色无效');
  if (await staffRepo.findStaffByName(ctx.db, input.name))
    throw badRequest('该后台账号已存在，请换一个账号名');
  const password = input.password ?? randomBytes(9).toString('base64url');
  if (password.length < PASSWORD_MIN) throw badRequest(`密码至少${PASSWORD_MIN}位`);
  const id = await staffRepo.insertStaff(ctx.db, {
    name: input.name,
    passwordHash: await hashPassword(password, ctx.config.passwordHashCost),
    role: input.role,
    now: ctx.config.now(),
  });
  return { id, password };
}

/** First start: an `admin` owner when nobody can log in to the console yet. */
export async function bootstrapOwner(ctx: Pick<AppContext, 'db' | 'config'>): Promise<boolean> {
  const password = ctx.config.adminInitialPassword;
  if (!password || (await staffRepo.countStaff(ctx.db)) > 0) return false;
  try {
    await createStaff(ctx, { name: 'admin', role: 'owner', password });
    return true;
  } catch (error) {
    // Another process bootstrapped at the same moment.
    if (await staffRepo.findStaffByName(ctx.db, 'admin')) return false;
    throw error;
  }
}
