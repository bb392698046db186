import type { PasswordUpdateRequest, RegisterRequest } from '@dongman/api-client';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import type { User } from '../db/schema.js';
import { badRequest, conflict, forbidden } from '../lib/errors.js';
import * as sessions from '../repositories/sessions.js';
import * as users from '../repositories/users.js';
import type { Caller } from './caller.js';
import { verifyCaptcha } from './captcha.js';
import { acceptAttempt, attemptKeys, reserveAttemptThen } from './login-budget.js';
import { hashPassword, passwordMatches, verifyPassword } from './password.js';
import { endSession, startSession } from './sessions.js';
import { consumeCode, normalisePhone, sendCode } from './sms-codes.js';

export const MESSAGES = {
  wrongCredentials: '账号或密码错误',
  locked: '账号已锁定，您的账号未通过审核',
  pending: '账号审核中，请耐心等待',
  passwordMismatch: '密码和确认密码不一致，请检查',
  nameTaken: '该账号已被注册，请换一个账号名',
  phoneTaken: '该手机号已注册，请直接登录，或用“忘记密码”找回账号',
  namePattern: '账号只能包含字母、数字、下划线或中文',
  wrongOldPassword: '当前密码不正确',
  samePassword: '新密码不能与当前密码相同',
  wrongSmsCode: '短信验证码错误或已过期，请重新获取',
};

const NAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fff]+$/u;
const PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

export async function log(
  ctx: AppContext,
  caller: Caller,
  userId: number,
  action: 'login' | 'logout' | 'passwordUpdate' | 'register',
) {
  await users.insertUserLog(ctx.db, {
    userId,
    action,
    ip: caller.ip,
    userAgent: caller.userAgent,
    at: ctx.config.now(),
  });
}

export interface LoginInput {
  name: string;
  password: string;
  captchaCode: string;
}

/**
 * Login order: attempt reserved from the budget (429) → captcha (402, the attempt is given back)
 * → credentials (400, the attempt stays counted) → account state (403). The account state is
 * revealed only to someone who knows the password.
 */
export async function login(ctx: AppContext, caller: Caller, input: LoginInput): Promise<User> {
  const user = await findAccount(ctx, input.name);
  // One budget per account, however it is named (username or phone).
  const keys = attemptKeys(user?.name ?? input.name, caller.ip);
  await reserveAttemptThen(ctx, keys, () => verifyCaptcha(ctx, caller, input.captchaCode));

  const valid = await passwordMatches(input.password, user, ctx.config.passwordHashCost);
  // A wrong password keeps its reservation: that is the failure count.
  if (!user || !valid || user.role !== 'user') throw badRequest(MESSAGES.wrongCredentials);
  await acceptAttempt(ctx, keys);
  return signIn(ctx, caller, user);
}

/**
 * The login name is the username, or else the phone number (registration and reset are by
 * phone). A username wins when both match: names may be digits, phones are unique among phones.
 */
async function findAccount(ctx: AppContext, name: string): Promise<User | undefined> {
  const byName = await users.findUserByName(ctx.db, name);
  if (byName) return byName;
  const phone = normalisePhone(name);
  return PHONE_PATTERN.test(phone) ? users.findUserByPhone(ctx.db, phone) : undefined;
}

/** A refusal for a locked or pending account, with the reviewer's reason. */
function refuseUnusable(user: User) {
  // The reason a reviewer gave (console) is part of what the member reads.
  const reason = user.status_reason ? `（${user.status_reason}）` : '';
  if (user.status === 'locked') throw forbidden(MESSAGES.locked + reason);
  if (user.status === 'pending') throw forbidden(MESSAGES.pending + reason);
}

/** Opens a session for a member who proved who they are (password or phone code). */
async function signIn(ctx: AppContext, caller: Caller, user: User): Promise<User> {
  const now = ctx.config.now();
  refuseUnusable(user);
  await startSession(ctx, caller, user.id);
  await users.recordLogin(ctx.db, user.id, caller.ip, now);
  await log(ctx, caller, user.id, 'login');
  return { ...user, last_login_ip: caller.ip, last_login_time: now };
}

/** Sent instead of a sign-in code to a number no member account uses. */
export const LOGIN_NOT_REGISTERED_NOTICE = '但该手机号未注册本站账号，请先注册。';

/**
 * 短信登录, step one: the image captcha (402), then a code to a member's phone — or, to a number
 * without a member account, a text saying so (services/sms-codes.ts). The answer, the limits and
 * the work are the same either way, so the form does not tell strangers which numbers have accounts.
 */
export async function sendLoginCode(
  ctx: AppContext,
  caller: Caller,
  input: { phone: string; captchaCode: string },
) {
  const phone = normalisePhone(input.phone);
  const user = await users.findUserByPhone(ctx.db, phone);
  await sendCode(ctx, caller, {
    phone,
    scene: 'login',
    captchaCode: input.captchaCode,
    notice: !user || user.role !== 'user' ? LOGIN_NOT_REGISTERED_NOTICE : undefined,
  });
}

/**
 * 短信登录, step two: the code from the phone, counted against the same failure budget as the
 * password (a wrong code is a failed attempt), then the account state (403) as for a password.
 */
export async function loginBySms(
  ctx: AppContext,
  caller: Caller,
  input: { phone: string; smsCode: string },
): Promise<User> {
  const phone = normalisePhone(input.phone);
  const user = await users.findUserByPhone(ctx.db, phone);
  const keys = attemptKeys(user?.name ?? phone, caller.ip);
  await reserveAttemptThen(ctx, keys, async () => {});
  // Only the code this session asked for: other clients' guesses cannot burn it.
  await consumeCode(ctx, caller, { phone, scene: 'login', code: input.smsCode });
  // A code is only sent to a member's number; an account changed since then is refused here.
  if (!user || user.role !== 'user') throw badRequest(MESSAGES.wrongSmsCode);
  await acceptAttempt(ctx, keys);
  return signIn(ctx, caller, user);
}

/** What a member types to register (the contract's RegisterRequest). */
export type RegisterInput = RegisterRequest;

/** Sent instead of a registration code to a number an account already uses. */
export const REGISTERED_NOTICE = '但该手机号已注册本站账号，请直接登录，或用“忘记密码”找回。';

/**
 * After the captcha, the registration code to a number no account uses — or, to one that has an
 * account, a text saying so. The answer is the same either way (no enumeration from the page).
 */
export async function sendRegisterCode(
  ctx: AppContext,
  caller: Caller,
  input: { phone: string; captchaCode: string },
) {
  const phone = normalisePhone(input.phone);
  const taken = await users.findUserByPhone(ctx.db, phone);
  await sendCode(ctx, caller, {
    phone,
    scene: 'register',
    captchaCode: input.captchaCode,
    notice: taken ? REGISTERED_NOTICE : undefined,
  });
}

/**
 * Order: name free (409) → the phone code this session asked for, used up here (400) → phone free
 * (409, only when another registration took it meanwhile) → the account. The captcha was solved
 * for the code; a number that has an account was sent a notice instead, so its code check fails
 * like any wrong code and the form cannot tell registered numbers apart. One phone number, one
 * account: the unique index settles a race.
 */
export async function register(ctx: AppContext, caller: Caller, input: RegisterInput) {
  if (!NAME_PATTERN.test(input.name)) throw badRequest(MESSAGES.namePattern);
  if (input.password !== input.confirmPassword) throw badRequest(MESSAGES.passwordMismatch);
  if (await users.findUserByName(ctx.db, input.name)) throw conflict(MESSAGES.nameTaken);
  const phone = normalisePhone(input.phone);
  await consumeCode(ctx, caller, { phone, scene: 'register', code: input.smsCode });
  if (await users.findUserByPhone(ctx.db, phone)) throw conflict(MESSAGES.phoneTaken);

  const level = await users.lowestLevel(ctx.db);
  // REGISTRATION_REVIEW=1: new accounts wait for a reviewer in the console.
  const status = ctx.config.registrationReview ? ('pending' as const) : ('active' as const);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  let id: number;
  try {
    id = await users.insertUser(ctx.db, {
      name: input.name,
      users_name: input.usersName?.trim() || input.name,
      password_hash: passwordHash,
      phone,
      money: 0,
      level_id: level.id,
      status,
      role: 'user',
      dubbing_expire_time: null,
      last_login_ip: null,
      last_login_time: null,
      create_time: ctx.config.now(),
    });
  } catch (error) {
    // Two registrations of the same name at once: the unique index decides.
    if (isUniqueViolation(error))
      throw conflict(
        (await users.findUserByPhone(ctx.db, phone)) ? MESSAGES.phoneTaken : MESSAGES.nameTaken,
      );
    throw error;
  }
  await log(ctx, caller, id, 'register');
  // An active member is signed in at once; one under review waits for the reviewer.
  if (status === 'active') {
    await startSession(ctx, caller, id);
    await users.recordLogin(ctx.db, id, caller.ip, ctx.config.now());
  }
  return { id, name: input.name, status };
}

export async function logout(ctx: AppContext, caller: Caller, user: User) {
  await log(ctx, caller, user.id, 'logout');
  await endSession(ctx, caller);
}

/** What a member types to change the password (the contract's PasswordUpdateRequest). */
export type PasswordInput = PasswordUpdateRequest;

/** Changes the password and ends every session of the member (they log in again). */
export async function updatePassword(
  ctx: AppContext,
  caller: Caller,
  user: User,
  input: PasswordInput,
) {
  if (input.newPassword !== input.confirmPassword) throw badRequest(MESSAGES.passwordMismatch);
  if (!(await verifyPassword(input.oldPassword, user.password_hash)))
    throw badRequest(MESSAGES.wrongOldPassword);
  if (input.newPassword === input.oldPassword) throw badRequest(MESSAGES.samePassword);
  await users.updatePasswordHash(
    ctx.db,
    user.id,
    await hashPassword(input.newPassword, ctx.config.passwordHashCost),
  );
  await log(ctx, caller, user.id, 'passwordUpdate');
  await sessions.deleteUserSessions(ctx.db, user.id);
  await endSession(ctx, caller);
}
