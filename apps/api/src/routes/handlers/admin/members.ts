import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database, UserStatus } from '../../../db/schema.js';
import { badRequest, conflict, found, ok } from '../../../lib/errors.js';
import { pageOf } from '../../../lib/paging.js';
import { dayRange, iso } from '../../../lib/time.js';
import * as repo from '../../../repositories/members.js';
import { appendLedger } from '../../../repositories/ledger.js';
import { findLevel } from '../../../repositories/users.js';
import { findMoneyRequest, insertMoneyRequest } from '../../../repositories/money-requests.js';
import { audited, withAudit, staffOf } from '../../../services/audit.js';
import { auditAttempt, auditedMoney, auditRefusal } from '../../../services/money-audit.js';
import { adminMember } from '../../../services/member-mappers.js';
import { userLog } from '../../../services/member-mappers.js';
import { describeDevice } from '../../../services/devices.js';
import { consumeRecord } from '../../../services/ledger-mappers.js';
import { rechargeOrder } from '../../../services/order-mappers.js';
import { sendStaffResetLink } from '../../../services/member-reset-links.js';
import type { Handlers } from '../common.js';

/** Thrown inside the transaction when the request id was used before: nothing is written. */
class RepeatedRequest extends Error {
  constructor(readonly fields: string) {
    super('repeated money request');
  }
}

/** The toast names what changed: the reviewer sees whose registration was approved or rejected. */
function statusMessage(name: string, review: boolean, status: UserStatus) {
  if (review && status === 'active') return `已通过「${name}」的注册`;
  if (review && status === 'locked') return `已驳回「${name}」的注册`;
  if (status === 'active') return `已解锁「${name}」`;
  if (status === 'locked') return `已锁定「${name}」`;
  return `「${name}」已转为待审核`;
}

/**
 * Where the member site answers, for links texted to members: PUBLIC_URL; else (development) the
 * origin this console request came to — on the main port when the console has its own
 * (ADMIN_PORT). A console on its own host without PUBLIC_URL cannot know the site's: null.
 */
function memberSiteOrigin(ctx: AppContext, request: FastifyRequest): string | null {
  if (ctx.config.payments.publicUrl) return ctx.config.payments.publicUrl;
  if (ctx.config.adminOrigin !== null) return null;
  const origin = `${request.protocol}://${request.host}`;
  if (ctx.config.adminPort === null) return origin;
  const address = request.server.server.address();
  return typeof address === 'object' && address
    ? `${origin.replace(/:\d+$/, '')}:${address.port}`
    : null;
}

async function memberOr404(db: Kysely<Database>, id: number) {
  return found(await repo.findMemberWithLevel(db, id), '会员不存在');
}

/** Review, lock, level, password and sessions of members (reviewer); reads for finance too. */
export function adminMemberHandlers(ctx: AppContext): Handlers {
  return {
    async adminListMembers(request) {
      const query = request.query;
      return ok(
        await pageOf(
          query,
          (window) =>
            repo.pageMembers(
              ctx.db,
              {
                keyword: query.keyword?.trim() || undefined,
                status: query.status,
                levelId: query.levelId,
                range: dayRange(query.startDate, query.endDate),
              },
              window,
            ),
          adminMember,
        ),
      );
    },

    async adminGetMember(request) {
      const { memberId } = request.params;
      const member = await memberOr404(ctx.db, memberId);
      const [recharges, consumes, logs, sessions] = await Promise.all([
        repo.latestRecharges(ctx.db, memberId),
        repo.latestDebits(ctx.db, memberId),
        repo.latestLogs(ctx.db, memberId),
        repo.liveSessions(ctx.db, memberId, ctx.config.now()),
      ]);
      return ok({
        member: adminMember(member),
        recharges: recharges.map(rechargeOrder),
        consumes: consumes.map(consumeRecord),
        logs: logs.map(userLog),
        sessions: sessions.map((s) => ({
          createdAt: iso(s.created_at),
          expiresAt: iso(s.expires_at),
          ip: s.ip,
          userAgent: s.user_agent,
          device: describeDevice(s.user_agent),
        })),
      });
    },

    async adminSetMemberStatus(request) {
      const { memberId } = request.params;
      const { status, reason } = request.body;
      const statusReason = status === 'active' ? null : reason?.trim() || null;
      return audited(ctx, request, async (trx) => {
        const before = await memberOr404(trx, memberId);
        const review = before.status === 'pending';
        // A rejected registration is a locked account; its owner reads the reason at login.
        if (review && status === 'locked' && !statusReason) {
          throw badRequest('驳回注册请填写原因（reason）');
        }
        await repo.updateMember(trx, memberId, { status, status_reason: statusReason });
        // A locked or pending member is logged out everywhere at once.
        if (status !== 'active') await repo.endSessionsOf(trx, memberId);
        const after = await memberOr404(trx, memberId);
        return withAudit(
          ok(adminMember(after), statusMessage(before.name, review, status)),
          'member.status',
          memberId,
          { status: before.status, reason: before.status_reason ?? null },
          { status, reason: statusReason },
        );
      });
    },

    async adminSetMemberLevel(request) {
      const { memberId } = request.params;
      const { levelId } = request.body;
      const attempt = {
        action: 'member.level' as const,
        objectId: memberId,
        request: request.body,
      };
      return auditedMoney(ctx, request, attempt, async (trx) => {
        const before = await memberOr404(trx, memberId);
        const level = await findLevel(trx, levelId);
        if (!level) throw badRequest('会员等级不存在');
        // A level set by staff is permanent: a bought term no longer applies to it.
        await repo.updateMember(trx, memberId, { level_id: levelId, level_expire_time: null });
        return withAudit(
          ok(adminMember({ ...before, level_id: level.id, level_name: level.name })),
          'member.level',
          memberId,
          { levelId: before.level_id, levelName: before.level_name },
          { levelId: level.id, levelName: level.name },
        );
      });
    },

    async adminResetMemberPassword(request) {
      // No password is made or shown: the member gets a single-use link by SMS.
      const siteOrigin = memberSiteOrigin(ctx, request);
      if (siteOrigin === null)
        throw conflict('未设置会员站地址 PUBLIC_URL，无法生成重置链接；请先在服务器配置中设置');
      const sent = await sendStaffResetLink(ctx, request, {
        memberId: request.params.memberId,
        siteOrigin,
      });
      return ok(sent, `已向 ${sent.phone} 发送重置密码短信`);
    },

    async adminAdjustBalance(request) {
      const { memberId } = request.params;
      const { amount, requestId } = request.body;
      const reason = request.body.reason.trim();
      const staff = staffOf(request);
      const fields = JSON.stringify({ memberId, amount, reason });
      const attempt = {
        action: 'member.balance' as const,
        objectId: memberId,
        request: request.body,
      };
      try {
        return await auditedMoney(ctx, request, attempt, async (trx) => {
          // Read inside the write transaction: concurrent changes queue behind it.
          const before = await memberOr404(trx, memberId);
          const prior = await findMoneyRequest(trx, 'member.balance', requestId);
          if (prior) throw new RepeatedRequest(prior.fields);
          await insertMoneyRequest(trx, {
            action: 'member.balance',
            requestId,
            fields,
            staffId: staff.id,
            at: ctx.config.now(),
          });
          // The money issue's ledger: balance and ledger row change together, never below zero.
          const balanceAfter = await appendLedger(trx, {
            userId: memberId,
            amount,
            reason: 'adjustment',
            reference: `staff:${staff.id}`,
            description: reason,
            at: ctx.config.now(),
          });
          if (balanceAfter === null) throw badRequest('余额不足：调整后余额不能为负数');
          return withAudit(
            ok(adminMember({ ...before, money: balanceAfter }), '余额已调整'),
            'member.balance',
            memberId,
            { money: before.money },
            { money: balanceAfter, amount, reason, requestId },
          );
        });
      } catch (error) {
        if (!(error instanceof RepeatedRequest)) throw error;
        if (error.fields !== fields) {
          const refusal = conflict(
            '该请求编号已用于另一笔调整（会员、金额或原因不同），请刷新后重新提交',
          );
          await auditRefusal(ctx, request, attempt, refusal);
          throw refusal;
        }
        // The same adjustment again (a double click, a retry): applied once, answered as it is.
        await auditAttempt(ctx, request, attempt, 'repeated', { message: '重复提交，未再次调整' });
        const current = await memberOr404(ctx.db, memberId);
        return ok(adminMember(current), '该调整已执行过（重复提交），未再次调整');
      }
    },

    async adminEndMemberSessions(request) {
      const { memberId } = request.params;
      return audited(ctx, request, async (trx) => {
        await memberOr404(trx, memberId);
        const ended = await repo.endSessionsOf(trx, memberId);
        return withAudit(
          ok({ ended }, '已结束该会员的所有会话'),
          'member.sessionsEnd',
          memberId,
          null,
          { sessionsEnded: ended },
        );
      });
    },
  };
}
