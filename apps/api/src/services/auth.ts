import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { badRequest, conflict, forbidden, tooMany } from '../lib/errors.js';
import * as sessions from '../repositories/sessions.js';
import * as users from '../repositories/users.js';
import { verifyCaptcha } from './captcha.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.js';
import { endSession, startSession } from './sessions.js';

export const MESSAGES = {
  wrongCredentials: '账号或密码错误',
  locked: '账号已锁定，您的账号未通过审核',
  pending: '账号审核中，请耐心等待',
  passwordMismatch: '密码和确认密码不一致，请检查',
  nameTaken: '该账号已被注册，请换一个账号名',
  namePattern: '账号只能包含字母、数字、下划线或中文',
  wrongOldPassword: '当前密码不正确',
  samePassword: '新密码不能与当前密码相同',
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
};

const NAME_PATTERN = /^[A-Za-z0-9_\u4e00-\u9fff]+$/u;

function userAgent(request: FastifyRequest): string | null {
  const value = request.headers['user-agent'];
  return value ? value.slice(0, 300) : null;
}

async function log(
  ctx: AppContext,
  request: FastifyRequest,
  userId: number,
  action: 'login' | 'logout' | 'passwordUpdate' | 'register',
) {
  await users.insertUserLog(ctx.db, {
    userId,
    action,
    ip: request.ip,
    userAgent: userAgent(request),
    at: ctx.config.now(),
  });
}

export interface LoginInput {
  name: string;
  password: string;
  captchaCode: string;
}

/**
 * Login order: failure budget (429) → captcha (402) → credentials (400) → account state (403).
 * The account state is revealed only to someone who knows the password.
 */
export async function login(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  input: LoginInput,
): Promise<User> {
  const { perAccount, perAddress, windowMs } = ctx.config.loginLimits;
  const now = ctx.config.now();
  const accountKey = `account:${input.name.toLowerCase()}`;
  const addressKey = `address:${request.ip}`;
  const since = now - windowMs;
  if (
    (await sessions.failureCount(ctx.db, accountKey, since)) >= perAccount ||
    (await sessions.failureCount(ctx.db, addressKey, since)) >= perAddress
  ) {
    throw tooMany(MESSAGES.tooManyFailures);
  }
  await verifyCaptcha(ctx, request, input.captchaCode);

  const user = await users.findUserByName(ctx.db, input.name);
  const valid = user
    ? await verifyPassword(input.password, user.password_hash)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid || user.role !== 'user') {
    await sessions.addFailure(ctx.db, accountKey, now, windowMs);
    await sessions.addFailure(ctx.db, addressKey, now, windowMs);
    throw badRequest(MESSAGES.wrongCredentials);
  }
  if (user.status === 'locked') throw forbidden(MESSAGES.locked);
  if (user.status === 'pending') throw forbidden(MESSAGES.pending);

  await sessions.clearFailures(ctx.db, accountKey);
  await startSession(ctx, request, reply, user.id);
  await users.recordLogin(ctx.db, user.id, request.ip, now);
  await log(ctx, request, user.id, 'login');
  return { ...user, last_login_ip: request.ip, last_login_time: now };
}

export interface RegisterInput {
  name: string;
  usersName?: string;
  password: string;
  confirmPassword: string;
  phone: string;
  captchaCode: string;
}

export async function register(ctx: AppContext, request: FastifyRequest, input: RegisterInput) {
  if (!NAME_PATTERN.test(input.name)) throw badRequest(MESSAGES.namePattern);
  if (input.password !== input.confirmPassword) throw badRequest(MESSAGES.passwordMismatch);
  await verifyCaptcha(ctx, request, input.captchaCode);
  if (await users.findUserByName(ctx.db, input.name)) throw conflict(MESSAGES.nameTaken);

  const level = await users.lowestLevel(ctx.db);
  const passwordHash = await hashPassword(input.password);
  let id: number;
  try {
    id = await users.insertUser(ctx.db, {
      name: input.name,
      users_name: input.usersName?.trim() || input.name,
      password_hash: passwordHash,
      phone: input.phone,
      money: 0,
      level_id: level.id,
      status: 'active',
      role: 'user',
      dubbing_expire_time: null,
      last_login_ip: null,
      last_login_time: null,
      create_time: ctx.config.now(),
    });
  } catch (error) {
    // Two registrations of the same name at once: the unique index decides.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
      throw conflict(MESSAGES.nameTaken);
    throw error;
  }
  await log(ctx, request, id, 'register');
  return { id, name: input.name, status: 'active' as const };
}

export async function logout(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
) {
  await log(ctx, request, user.id, 'logout');
  await endSession(ctx, request, reply);
}

export interface PasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Changes the password and ends every session of the member (they log in again). */
export async function updatePassword(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  user: User,
  input: PasswordInput,
) {
  if (input.newPassword !== input.confirmPassword) throw badRequest(MESSAGES.passwordMismatch);
  if (!(await verifyPassword(input.oldPassword, user.password_hash)))
    throw badRequest(MESSAGES.wrongOldPassword);
  if (input.newPassword === input.oldPassword) throw badRequest(MESSAGES.samePassword);
  await users.updatePasswordHash(ctx.db, user.id, await hashPassword(input.newPassword));
  await log(ctx, request, user.id, 'passwordUpdate');
  await sessions.deleteUserSessions(ctx.db, user.id);
  await endSession(ctx, request, reply);
}
