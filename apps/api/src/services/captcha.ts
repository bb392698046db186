import type { AppContext } from '../context.js';
import { badRequest, captchaFailed } from '../lib/errors.js';
import { saveCaptcha, takeCaptcha } from '../repositories/sessions.js';
import { CAPTCHA_LENGTH, captchaDataUrl, randomAnswer } from './captcha-image.js';
import type { Caller } from './caller.js';
import { startSession } from './sessions.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Where captchas come from. The built-in provider draws a PNG whose answer is bound to the
 * visitor's session; GeeTest v4, a hosted behavioural captcha, implements the same two calls in
 * captcha-hosted.ts (CAPTCHA_PROVIDER=geetest).
 */
export interface CaptchaProvider {
  readonly name: string;
  /** What getCaptcha answers (the built-in provider: a PNG data URL). */
  issue(ctx: AppContext, caller: Caller): Promise<string>;
  /** Resolves when `code` solves the visitor's captcha; 402 otherwise. Single use. */
  verify(ctx: AppContext, caller: Caller, code: string): Promise<void>;
}

export const builtInCaptcha: CaptchaProvider = {
  name: 'built-in',

  async issue(ctx, caller) {
    const session = caller.session ?? (await startSession(ctx, caller, null));
    const answer = ctx.config.captchaTestCode ?? randomAnswer();
    await saveCaptcha(ctx.db, session.id, answer, ctx.config.now() + CAPTCHA_TTL_MS);
    return captchaDataUrl(answer);
  },

  // Checks and consumes the session's captcha (single use, right or wrong).
  async verify(ctx, caller, code) {
    // The contract allows longer codes for hosted captchas; this one is CAPTCHA_LENGTH characters.
    if (code.trim().length !== CAPTCHA_LENGTH)
      throw badRequest(`验证码必须是${CAPTCHA_LENGTH}个字符`);
    const stored = caller.session ? await takeCaptcha(ctx.db, caller.session.id) : undefined;
    if (!stored || stored.expires_at <= ctx.config.now()) {
      throw captchaFailed('验证码已过期，请点击图片换一张');
    }
    if (stored.answer !== code.trim().toUpperCase()) {
      throw captchaFailed('验证码错误，请重新输入');
    }
  },
};

/** A new captcha for the visitor (a session is started if needed). */
export function issueCaptcha(ctx: AppContext, caller: Caller) {
  return ctx.captcha.issue(ctx, caller);
}

/** Checks and consumes the visitor's captcha; 402 on failure. */
export function verifyCaptcha(ctx: AppContext, caller: Caller, code: string) {
  return ctx.captcha.verify(ctx, caller, code);
}
