import { createHmac, randomBytes } from 'node:crypto';
import type { AppContext } from '../context.js';
import { writeTransaction } from '../db/transaction.js';
import { ApiError, badRequest, conflict, found, tooMany } from '../lib/errors.js';
import { HOUR, MINUTE, iso } from '../lib/time.js';
import * as links from '../repositories/member-reset-links.js';
import { endSessionsOf, findMemberWithLevel } from '../repositories/members.js';
import * as users from '../repositories/users.js';
import { audited, staffOf, withAudit } from './audit.js';
import { log, MESSAGES } from './auth.js';
import type { Actor, Caller } from './caller.js';
import { hashPassword } from './password.js';
import { endSession } from './sessions.js';

/** How long a staff-sent reset link works. */
export const RESET_LINK_TTL_MS = 30 * MINUTE;
/** Staff resets of one member: one a minute, this many an hour (each is a text message). */
export const RESET_LINKS_PER_HOUR = 3;
const RESEND_AFTER_MS = MINUTE;

/** The site's page that takes the token (a hash route of the member site). */
export const resetLinkPath = (token: string) => `/#/reset-password/${token}`;

const INVALID_LINK = '重置链接无效、已使用或已过期，请联系客服重新发送';

/** `13812348123` → `138****8123`: what the console and the audit log show of the number. */
export function maskPhoneMiddle(phone: string): string {
  return phone.length < 8 ? '*'.repeat(phone.length) : `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

function tokenHash(ctx: AppContext, token: string): string {
  return createHmac('sha256', ctx.secret).update(`member-reset-link:${token}`).digest('hex');
}

/**
 * A password reset started by staff: the member is sent a text with a single-use link to the
 * site's reset page (RESET_LINK_TTL_MS); the answer and the audit row hold the masked number and
 * the expiry, never the token. An older link of the member stops working. Nothing changes for
 * the member until they use the link: their password and sessions stay as they are.
 */
export async function sendStaffResetLink(
  ctx: AppContext,
  actor: Actor,
  /** siteOrigin: where the member site answers (the link's base). */
  input: { memberId: number; siteOrigin: string },
): Promise<{ phone: string; expiresAt: string }> {
  const staff = staffOf(actor);
  const token = randomBytes(24).toString('base64url');
  const now = ctx.config.now();
  const expiresAt = now + RESET_LINK_TTL_MS;
  const sent = await audited(ctx, actor, async (trx) => {
    const member = found(await findMemberWithLevel(trx, input.memberId), '会员不存在');
    if (!member.phone)
      throw conflict(
        `会员「${member.name}」未绑定手机号，无法发送重置短信；请会员在网站上绑定手机号后再试`,
      );
    const recent = await links.linksSentSince(trx, member.id, now - HOUR);
    if (recent.latest !== null && now - recent.latest < RESEND_AFTER_MS)
      throw tooMany('刚向该会员发送过重置短信，请 60 秒后再试');
    if (recent.count >= RESET_LINKS_PER_HOUR)
      throw tooMany(`一小时内最多向同一会员发送 ${RESET_LINKS_PER_HOUR} 条重置短信，请稍后再试`);
    await links.closeOpenLinks(trx, member.id, now);
    const linkId = await links.insertResetLink(trx, {
      userId: member.id,
      tokenHash: tokenHash(ctx, token),
      phone: member.phone,
      staffId: staff.id,
      expiresAt,
      at: now,
    });
    const masked = maskPhoneMiddle(member.phone);
    return withAudit(
      { linkId, name: member.name, phone: member.phone, masked },
      'member.passwordResetSms',
      member.id,
      null,
      { phone: masked, expiresAt: iso(expiresAt) },
    );
  });
  const url = `${input.siteOrigin}${resetLinkPath(token)}`;
  const content = `客服已为您的账号「${sent.name}」发起密码重置，请在 30 分钟内打开 ${url} 设置新密码（链接仅可使用一次）。`;
  try {
    // After the commit: a text is never sent for a link that was rolled back.
    await ctx.sms.send({
      phone: sent.phone,
      template: 'notice',
      code: '',
      content,
      text: `【动漫素材会员站】${content}如非本人申请请忽略，原密码仍可使用。`,
    });
  } catch (error) {
    await links.useResetLink(ctx.db, sent.linkId, ctx.config.now());
    throw new ApiError(503, '短信发送失败，链接已作废，请稍后重试', { cause: error });
  }
  return { phone: sent.masked, expiresAt: iso(expiresAt) };
}

export interface LinkResetInput {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * The member sets a new password with the link's token: single use, before it expires. Every
 * session of the account ends (the one calling too); the member logs in with the new password.
 */
export async function resetPasswordByLink(ctx: AppContext, caller: Caller, input: LinkResetInput) {
  if (input.newPassword !== input.confirmPassword) throw badRequest(MESSAGES.passwordMismatch);
  const hash = await hashPassword(input.newPassword, ctx.config.passwordHashCost);
  const user = await writeTransaction(ctx.db, async (trx) => {
    const now = ctx.config.now();
    const link = await links.findResetLink(trx, tokenHash(ctx, input.token));
    if (!link || link.used_at !== null || link.expires_at <= now) throw badRequest(INVALID_LINK);
    const member = await users.findUserById(trx, link.user_id);
    if (!member || member.role !== 'user') throw badRequest(INVALID_LINK);
    if (!(await links.useResetLink(trx, link.id, now))) throw badRequest(INVALID_LINK);
    await users.updatePasswordHash(trx, member.id, hash);
    await endSessionsOf(trx, member.id);
    return member;
  });
  await log(ctx, caller, user.id, 'passwordUpdate');
  await endSession(ctx, caller);
  return { name: user.name };
}
