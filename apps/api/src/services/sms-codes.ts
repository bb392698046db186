import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { SmsScene } from '../db/schema.js';
import { badRequest, tooMany } from '../lib/errors.js';
import { HOUR, MINUTE } from '../lib/time.js';
import * as sms from '../repositories/sms.js';

const CODE_TTL_MS = 10 * MINUTE;
const RESEND_AFTER_MS = MINUTE;
const MAX_ATTEMPTS = 5;

const SCENE_TEXT: Record<SmsScene, string> = {
  resetPassword: '找回密码',
  bindPhone: '绑定手机号',
  register: '注册账号',
  login: '登录账号',
};

/** Mainland mobile numbers without spaces, dashes or a +86 / 0086 prefix. */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '');
}

function codeHash(ctx: AppContext, phone: string, scene: SmsScene, code: string): string {
  return createHmac('sha256', ctx.secret).update(`sms:${scene}:${phone}:${code}`).digest('hex');
}

/**
 * Issues a 6-digit code (kept only as an HMAC) and sends it through the configured provider.
 * Limits: one per phone per minute, SMS_PER_PHONE_PER_HOUR per phone, SMS_PER_ADDRESS_PER_HOUR per
 * client address.
 */
export async function sendCode(
  ctx: AppContext,
  input: { phone: string; scene: SmsScene; ip: string },
): Promise<void> {
  const now = ctx.config.now();
  const latest = await sms.latestSmsCode(ctx.db, input.phone, input.scene);
  if (latest && now - latest.create_time < RESEND_AFTER_MS)
    throw tooMany('验证码发送过于频繁，请 60 秒后再试');
  if (
    (await sms.countSentSince(ctx.db, { phone: input.phone }, now - HOUR)) >=
      ctx.config.smsPerPhonePerHour ||
    (await sms.countSentSince(ctx.db, { ip: input.ip }, now - HOUR)) >=
      ctx.config.smsPerAddressPerHour
  )
    throw tooMany('验证码发送次数过多，请一小时后再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await sms.insertSmsCode(ctx.db, {
    phone: input.phone,
    scene: input.scene,
    codeHash: codeHash(ctx, input.phone, input.scene, code),
    ip: input.ip,
    expiresAt: now + CODE_TTL_MS,
    at: now,
  });
  await ctx.sms.send({
    phone: input.phone,
    code,
    text: `【动漫素材会员站】您正在${SCENE_TEXT[input.scene]}，验证码 ${code}，10 分钟内有效。如非本人操作请忽略。`,
  });
}

/** Checks and uses up the latest code for the phone: single use, 10 minutes, 5 tries. */
export async function consumeCode(
  ctx: AppContext,
  input: { phone: string; scene: SmsScene; code: string },
): Promise<void> {
  const now = ctx.config.now();
  const row = await sms.latestSmsCode(ctx.db, input.phone, input.scene);
  if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= MAX_ATTEMPTS)
    throw badRequest('短信验证码错误或已过期，请重新获取');
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(codeHash(ctx, input.phone, input.scene, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await sms.countFailedAttempt(ctx.db, row.id);
    throw badRequest('短信验证码错误或已过期，请重新获取');
  }
  if (!(await sms.useSmsCode(ctx.db, row.id, now)))
    throw badRequest('短信验证码错误或已过期，请重新获取');
}
