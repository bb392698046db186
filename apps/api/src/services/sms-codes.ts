import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { SmsScene } from '../db/schema.js';
import { badRequest, tooMany } from '../lib/errors.js';
import { HOUR, MINUTE } from '../lib/time.js';
import * as sms from '../repositories/sms.js';
import type { Caller } from './caller.js';
import { verifyCaptcha } from './captcha.js';
import { startSession } from './sessions.js';

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

const WRONG_CODE = '短信验证码错误或已过期，请重新获取';

export interface CodeRequest {
  phone: string;
  scene: SmsScene;
  /** The image captcha's answer: no text message goes out without it. */
  captchaCode: string;
  /**
   * Sent instead of the code when the number cannot use one here ("already registered", "no
   * account"): the page answers the same either way, and only the phone's owner learns the fact.
   */
  notice?: string;
}

/**
 * Issues a 6-digit code (kept only as an HMAC, bound to the caller's session) and sends it — or the
 * request's notice — through the configured provider. Order: captcha (402) → limits (429) → send.
 * A notice costs the same limits and the same work as a code, so neither the answer, the limits nor
 * the timing tell the two apart. Limits: one per phone per minute, SMS_PER_PHONE_PER_HOUR per
 * phone, SMS_PER_ADDRESS_PER_HOUR per client address.
 */
export async function sendCode(ctx: AppContext, caller: Caller, input: CodeRequest): Promise<void> {
  await verifyCaptcha(ctx, caller, input.captchaCode);
  // A hosted captcha needs no session: the code still gets one, issued with this answer.
  const session = caller.session ?? (await startSession(ctx, caller, null));
  const now = ctx.config.now();
  const latest = await sms.latestSmsCode(ctx.db, input.phone, input.scene);
  if (latest && now - latest.create_time < RESEND_AFTER_MS)
    throw tooMany('验证码发送过于频繁，请 60 秒后再试');
  if (
    (await sms.countSentSince(ctx.db, { phone: input.phone }, now - HOUR)) >=
      ctx.config.smsPerPhonePerHour ||
    (await sms.countSentSince(ctx.db, { ip: caller.ip }, now - HOUR)) >=
      ctx.config.smsPerAddressPerHour
  )
    throw tooMany('验证码发送次数过多，请一小时后再试');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // A notice's row holds the hash of a code nobody is sent: it counts for the limits, never matches.
  await sms.insertSmsCode(ctx.db, {
    phone: input.phone,
    scene: input.scene,
    codeHash: codeHash(ctx, input.phone, input.scene, code),
    ip: caller.ip,
    sessionId: session.id,
    expiresAt: now + CODE_TTL_MS,
    at: now,
  });
  const prefix = `【动漫素材会员站】您正在${SCENE_TEXT[input.scene]}，`;
  await ctx.sms.send(
    input.notice === undefined
      ? {
          phone: input.phone,
          template: 'code',
          code,
          content: '',
          text: `${prefix}验证码 ${code}，10 分钟内有效。如非本人操作请忽略。`,
        }
      : {
          phone: input.phone,
          template: 'notice',
          code: '',
          content: input.notice,
          text: `${prefix}${input.notice}如非本人操作请忽略。`,
        },
  );
}

/**
 * Checks and uses up the latest code the caller's session asked for: single use, 10 minutes, 5
 * tries. Guesses from any other session find no code and cost the member's code nothing.
 */
export async function consumeCode(
  ctx: AppContext,
  caller: Caller,
  input: { phone: string; scene: SmsScene; code: string },
): Promise<void> {
  const now = ctx.config.now();
  if (!caller.session) throw badRequest(WRONG_CODE);
  const row = await sms.latestSessionSmsCode(ctx.db, input.phone, input.scene, caller.session.id);
  if (!row || row.used_at !== null || row.expires_at <= now || row.attempts >= MAX_ATTEMPTS)
    throw badRequest(WRONG_CODE);
  const expected = Buffer.from(row.code_hash);
  const given = Buffer.from(codeHash(ctx, input.phone, input.scene, input.code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    await sms.countFailedAttempt(ctx.db, row.id);
    throw badRequest(WRONG_CODE);
  }
  if (!(await sms.useSmsCode(ctx.db, row.id, now))) throw badRequest(WRONG_CODE);
}
