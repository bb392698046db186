import type { Readable } from 'node:stream';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import type { User } from '../db/schema.js';
import { badRequest, conflict } from '../lib/errors.js';
import { iso } from '../lib/time.js';
import * as sessions from '../repositories/sessions.js';
import * as users from '../repositories/users.js';
import { log, MESSAGES } from './auth.js';
import type { Caller } from './caller.js';
import { describeDevice } from './devices.js';
import { IMAGE_TYPES, imageUrl, ingestStream, makeAvatar } from './files.js';
import { hashPassword } from './password.js';
import { endSession } from './sessions.js';
import { consumeCode, normalisePhone, sendCode } from './sms-codes.js';

/** Sent to a number without a member account that asked for a reset code. */
export const NOT_REGISTERED_NOTICE = '但该手机号未注册本站账号，无需找回。';

/**
 * 忘记密码: after the captcha, a code to a member's number — or, to a number without an account,
 * a text saying so. The answer, the limits and the work are the same either way, so the form does
 * not tell strangers which numbers have accounts.
 */
export async function sendResetCode(
  ctx: AppContext,
  caller: Caller,
  input: { phone: string; captchaCode: string },
) {
  const phone = normalisePhone(input.phone);
  const user = await users.findUserByPhone(ctx.db, phone);
  const notice = !user || user.role !== 'user' ? NOT_REGISTERED_NOTICE : undefined;
  await sendCode(ctx, caller, {
    phone,
    scene: 'resetPassword',
    captchaCode: input.captchaCode,
    notice,
  });
}

export interface ResetInput {
  phone: string;
  smsCode: string;
  newPassword: string;
  confirmPassword: string;
}

/** New password by phone code; every session of the account ends. */
export async function resetPassword(ctx: AppContext, caller: Caller, input: ResetInput) {
  if (input.newPassword !== input.confirmPassword) throw badRequest(MESSAGES.passwordMismatch);
  const phone = normalisePhone(input.phone);
  await consumeCode(ctx, caller, { phone, scene: 'resetPassword', code: input.smsCode });
  const user = await users.findUserByPhone(ctx.db, phone);
  if (!user || user.role !== 'user') throw badRequest('短信验证码错误或已过期，请重新获取');
  await users.updatePasswordHash(
    ctx.db,
    user.id,
    await hashPassword(input.newPassword, ctx.config.passwordHashCost),
  );
  await log(ctx, caller, user.id, 'passwordUpdate');
  await sessions.deleteUserSessions(ctx.db, user.id);
  await endSession(ctx, caller);
  return { name: user.name };
}

/** Sent instead of a code to a number another account uses. */
export const BOUND_ELSEWHERE_NOTICE = '但该手机号已绑定其他账号，无法再次绑定。';

/**
 * 更换手机号: after the captcha, a code to the new number — or, when another account uses it, a
 * text saying so (the page answers the same: a member cannot probe which numbers have accounts).
 */
export async function sendBindPhoneCode(
  ctx: AppContext,
  caller: Caller,
  user: User,
  input: { phone: string; captchaCode: string },
) {
  const phone = normalisePhone(input.phone);
  const owner = await users.findUserByPhone(ctx.db, phone);
  if (owner && owner.id === user.id) throw badRequest('这已经是您绑定的手机号');
  await sendCode(ctx, caller, {
    phone,
    scene: 'bindPhone',
    captchaCode: input.captchaCode,
    notice: owner ? BOUND_ELSEWHERE_NOTICE : undefined,
  });
}

export interface ProfileInput {
  usersName?: string;
  phone?: string;
  smsCode?: string;
}

/** Nickname any time; a new phone number only with the code sent to it. */
export async function updateProfile(
  ctx: AppContext,
  caller: Caller,
  user: User,
  input: ProfileInput,
) {
  const usersName = input.usersName?.trim();
  if (input.usersName !== undefined && !usersName) throw badRequest('昵称不能为空');
  let phone: string | undefined;
  if (input.phone !== undefined) {
    phone = normalisePhone(input.phone);
    if (phone !== user.phone) {
      if (!input.smsCode) throw badRequest('更换手机号需要填写短信验证码');
      // The code first: a number bound elsewhere was sent a notice, not a code, so it fails here.
      await consumeCode(ctx, caller, { phone, scene: 'bindPhone', code: input.smsCode });
      const owner = await users.findUserByPhone(ctx.db, phone);
      if (owner && owner.id !== user.id) throw conflict('该手机号已绑定其他账号');
    } else phone = undefined;
  }
  try {
    await users.updateProfile(ctx.db, user.id, { usersName, phone });
  } catch (error) {
    // Another account took the number since the check above (a registration, another change).
    if (isUniqueViolation(error)) throw conflict('该手机号已绑定其他账号');
    throw error;
  }
  const updated = await users.findUserById(ctx.db, user.id);
  if (!updated) throw new Error(`user ${user.id} vanished`);
  return updated;
}

export async function uploadAvatar(ctx: AppContext, user: User, stream: Readable) {
  const original = await ingestStream(ctx, stream, {
    maxBytes: ctx.config.avatarMaxBytes,
    accept: IMAGE_TYPES,
  });
  const avatar = await makeAvatar(ctx, original);
  await users.updateProfile(ctx.db, user.id, { avatarFileId: avatar.id });
  return { avatarUrl: imageUrl(avatar.id) };
}

/** Device name for the devices list; an unrecognised agent keeps its first characters. */
export function deviceName(userAgent: string): string {
  return describeDevice(userAgent) ?? (userAgent ? userAgent.slice(0, 40) : '未知设备');
}

export async function listSessions(ctx: AppContext, userId: number, currentId: string | null) {
  const rows = await sessions.listUserSessions(ctx.db, userId, ctx.config.now());
  return rows.map((row, index) => ({
    // The list shows positions, never the session ids (their hashes are credentials' fingerprints).
    index: index + 1,
    device: deviceName(row.user_agent),
    ip: row.ip,
    createTime: iso(row.created_at),
    lastSeenTime: iso(row.last_seen_at),
    current: row.id === currentId,
  }));
}

export async function signOutOthers(ctx: AppContext, userId: number, currentId: string) {
  return sessions.deleteOtherSessions(ctx.db, userId, currentId);
}
