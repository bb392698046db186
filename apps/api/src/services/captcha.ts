import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { badRequest, captchaFailed } from '../lib/errors.js';
import { saveCaptcha, takeCaptcha } from '../repositories/sessions.js';
import { captchaDataUrl, randomAnswer } from './captcha-image.js';
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
  issue(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Resolves when `code` solves the visitor's captcha; 402 otherwise. Single use. */
  verify(ctx: AppContext, request: FastifyRequest, code: string): Promise<void>;
}

export const builtInCaptcha: CaptchaProvider = {
  name: 'built-in',

  async issue(ctx, request, reply) {
    const session = request.session ?? (await startSession(ctx, request, reply, null));
    const answer = ctx.config.captchaTestCode ?? randomAnswer();
    await saveCaptcha(ctx.db, session.id, answer, ctx.config.now() + CAPTCHA_TTL_MS);
    return captchaDataUrl(answer);
  },

  // Checks and consumes the session's captcha (single use, right or wrong).
  async verify(ctx, request, code) {
    // The contract allows longer codes for hosted captchas; this one is 4 characters.
    if (code.trim().length !== 4) throw badRequest('验证码必须是4个字符');
    const stored = request.session ? await takeCaptcha(ctx.db, request.session.id) : undefined;
    if (!stored || stored.expires_at <= ctx.config.now()) {
      throw captchaFailed('验证码已过期，请点击图片换一张');
    }
    if (stored.answer !== code.trim().toUpperCase()) {
      throw captchaFailed('验证码错误，请重新输入');
    }
  },
};

/** A new captcha for the visitor (a session is started if needed). */
export function issueCaptcha(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  return ctx.captcha.issue(ctx, request, reply);
}

/** Checks and consumes the visitor's captcha; 402 on failure. */
export function verifyCaptcha(ctx: AppContext, request: FastifyRequest, code: string) {
  return ctx.captcha.verify(ctx, request, code);
}
