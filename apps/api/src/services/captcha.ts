import type { AppContext } from '../context.js';
import { captchaFailed } from '../lib/errors.js';
import { saveCaptcha, takeCaptcha } from '../repositories/sessions.js';
import { captchaDataUrl, randomAnswer } from './captcha-image.js';
import type { Caller } from './caller.js';
import { startSession } from './sessions.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/**
 * Where captchas come from. The built-in provider draws a PNG whose answer is bound to the
 * visitor's session; a hosted behavioural captcha (Tencent Cloud, GeeTest) would implement the
 * same two calls — see apps/api/README.md for what that also needs on the site.
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
