import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { captchaFailed } from '../lib/errors.js';
import { saveCaptcha, takeCaptcha } from '../repositories/sessions.js';
import { captchaDataUrl, randomAnswer } from './captcha-image.js';
import { startSession } from './sessions.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;

/** A new image whose answer is bound to the visitor's session (one is started if needed). */
export async function issueCaptcha(ctx: AppContext, request: FastifyRequest, reply: FastifyReply) {
  const session = request.session ?? (await startSession(ctx, request, reply, null));
  const answer = ctx.config.captchaTestCode ?? randomAnswer();
  await saveCaptcha(ctx.db, session.id, answer, ctx.config.now() + CAPTCHA_TTL_MS);
  return captchaDataUrl(answer);
}

/** Checks and consumes the session's captcha (single use, right or wrong); 402 on failure. */
export async function verifyCaptcha(ctx: AppContext, request: FastifyRequest, code: string) {
  const stored = request.session ? await takeCaptcha(ctx.db, request.session.id) : undefined;
  if (!stored || stored.expires_at <= ctx.config.now()) {
    throw captchaFailed('验证码已过期，请点击图片换一张');
  }
  if (stored.answer !== code.trim().toUpperCase()) {
    throw captchaFailed('验证码错误，请重新输入');
  }
}
