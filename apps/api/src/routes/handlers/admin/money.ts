import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database, LedgerReason, RefundStatus } from '../../../db/schema.js';
import { conflict, found, notFound, ok } from '../../../lib/errors.js';
import { pageOf, type PageQuery } from '../../../lib/paging.js';
import { dayRange, isoOrNull } from '../../../lib/time.js';
import * as downloads from '../../../repositories/downloads.js';
import * as ledgerRepo from '../../../repositories/ledger.js';
import * as refundRepo from '../../../repositories/refunds.js';
import * as orderRepo from '../../../repositories/orders.js';
import { audited, withAudit, staffOf } from '../../../services/audit.js';
import { csvLine } from '@dongman/format';
import { adminOrder, adminRefund } from '../../../services/order-mappers.js';
import {
  adminLedgerEntry,
  LEDGER_CSV_HEADER,
  ledgerCsvLine,
} from '../../../services/ledger-mappers.js';
import { downloadRecord } from '../../../services/download-mappers.js';
import { auditAttempt, auditRefusal } from '../../../services/money-audit.js';
import { refundEvents } from '../../../repositories/refunds.js';
import {
  previewRefund,
  queryOrderAtProvider,
  refundOrder,
  resolveRefund,
} from '../../../services/refunds.js';
import type { Handlers } from '../common.js';

interface Scope {
  memberId?: number;
  member?: string;
  startDate?: string;
  endDate?: string;
}
type LedgerQuery = PageQuery & Scope & { reason?: LedgerReason; reference?: string };

function ledgerFilter(query: LedgerQuery): ledgerRepo.LedgerFilter {
  return {
    memberId: query.memberId,
    member: query.member?.trim() || undefined,
    reason: query.reason,
    reference: query.reference?.trim() || undefined,
    range: dayRange(query.startDate, query.endDate),
  };
}

async function orderOr404(db: Kysely<Database>, orderNo: string) {
  return found(await orderRepo.findOrderWithMember(db, orderNo), '订单不存在');
}

async function orderDetail(db: Kysely<Database>, orderNo: string) {
  const order = await orderOr404(db, orderNo);
  const [refunds, ledger] = await Promise.all([
    refundRepo.listRefunds(db, order.id),
    ledgerRepo.ledgerOfReference(db, order.order_no),
  ]);
  const events = await refundEvents(
    db,
    refunds.map((r) => r.id),
  );
  return {
    order: adminOrder(order),
    refunds: refunds.map((r) => adminRefund(r, events)),
    ledger: ledger.map(adminLedgerEntry),
  };
}

const REFUND_MESSAGES: Record<Exclude<RefundStatus, 'failed'>, string> = {
  succeeded: '退款成功',
  processing: '支付渠道已受理退款，正在处理，结果会自动更新',
  requested: '退款已提交，正在等待支付渠道答复',
  unknown: '支付渠道暂未给出结果：退款单号与扣款已保留，系统会自动查询，也可稍后点「查询结果」',
};

/** The console's answer for a refund's state; a definite failure is a 409 (balance restored). */
function refundAnswer(
  refund: { status: RefundStatus },
  detail: Awaited<ReturnType<typeof orderDetail>>,
) {
  if (refund.status === 'failed') throw conflict('支付渠道未能退款，余额已恢复');
  return ok(detail, REFUND_MESSAGES[refund.status]);
}

/** Orders, refunds, late payments, the ledger and its export (finance); a member's downloads. */
export function adminMoneyHandlers(ctx: AppContext): Handlers {
  return {
    async adminListOrders(request) {
      const query = request.query;
      return ok(
        await pageOf(
          query,
          (window) =>
            orderRepo.pageAllOrders(
              ctx.db,
              {
                status: query.status,
                provider: query.provider,
                memberId: query.memberId,
                member: query.member?.trim() || undefined,
                late: query.late,
                range: dayRange(query.startDate, query.endDate),
              },
              window,
            ),
          adminOrder,
        ),
      );
    },

    async adminGetOrder(request) {
      const { orderNo } = request.params;
      return ok(await orderDetail(ctx.db, orderNo));
    },

    async adminPreviewRefund(request) {
      const { orderNo } = request.params;
      const p = await previewRefund(ctx.db, orderNo, request.query.amount);
      return ok({
        orderNo: p.order.order_no,
        memberId: p.order.user_id,
        memberName: p.order.member_name,
        paidAmount: p.paid,
        refundedAmount: p.order.refunded_amount,
        refundable: p.refundable,
        maxAmount: p.maxAmount,
        amount: p.amount,
        debit: p.debit,
        balance: p.balance,
        balanceAfter: p.balance - p.debit,
        openRefundNo: p.openRefundNo,
      });
    },

    async adminQueryOrder(request) {
      const { orderNo } = request.params;
      const { before, answer, credited } = await queryOrderAtProvider(ctx, orderNo, request.log);
      const paid = answer.state === 'paid' ? answer.payment : null;
      return audited(ctx, request, async (trx) => {
        const after = await orderOr404(trx, orderNo);
        return withAudit(
          ok(
            {
              answer: {
                state: answer.state,
                tradeNo: paid?.tradeNo ?? null,
                amount: paid?.amount ?? null,
                paidTime: paid
                  ? isoOrNull(Number.isFinite(paid.paidAt) ? paid.paidAt : null)
                  : null,
              },
              credited,
              order: adminOrder(after),
            },
            credited ? '渠道确认已支付，已入账' : '已向支付渠道查询',
          ),
          'order.query',
          orderNo,
          { status: before.status },
          { status: after.status, providerState: answer.state, credited },
        );
      });
    },

    async adminRefundOrder(request) {
      const { orderNo } = request.params;
      const body = request.body;
      const staff = staffOf(request);
      const attempt = { action: 'order.refund' as const, objectId: orderNo, request: body };
      let outcome;
      try {
        outcome = await refundOrder(
          ctx,
          {
            orderNo,
            amount: body.amount,
            reason: body.reason.trim(),
            requestId: body.requestId,
            staff: { id: staff.id, name: staff.name },
          },
          (work) => audited(ctx, request, work),
          request.log,
        );
      } catch (error) {
        // Refused (spent balance, too much, another intent open, the id reused …): its own audit row.
        await auditRefusal(ctx, request, attempt, error);
        throw error;
      }
      if (outcome.repeated)
        await auditAttempt(ctx, request, attempt, 'repeated', {
          message: `同一请求，退款 ${outcome.refund.refund_no} 当前状态 ${outcome.refund.status}`,
        });
      return refundAnswer(outcome.refund, await orderDetail(ctx.db, orderNo));
    },

    async adminCheckRefund(request) {
      const { orderNo, refundNo } = request.params;
      const order = await orderOr404(ctx.db, orderNo);
      const before = (await refundRepo.listRefunds(ctx.db, order.id)).find(
        (r) => r.refund_no === refundNo,
      );
      if (!before) throw notFound('退款记录不存在');
      const after = await resolveRefund(ctx, refundNo, 'console', request.log);
      await audited(ctx, request, async () =>
        withAudit(
          null,
          'order.refundCheck',
          orderNo,
          { refundNo, status: before.status },
          { refundNo, status: after.status },
        ),
      );
      return refundAnswer(after, await orderDetail(ctx.db, orderNo));
    },

    async adminResolveLatePayment(request) {
      const { orderNo } = request.params;
      const { note } = request.body;
      const staff = staffOf(request);
      return audited(ctx, request, async (trx) => {
        const before = await orderOr404(trx, orderNo);
        const resolution = { at: ctx.config.now(), staffName: staff.name, note: note.trim() };
        if (!(await orderRepo.resolveLate(trx, before.id, resolution)))
          throw conflict(before.late_payment === 1 ? '该笔延迟到账已处理' : '该订单不是延迟到账');
        const after = await orderOr404(trx, orderNo);
        return withAudit(
          ok(adminOrder(after), '已标记为已处理'),
          'order.lateResolve',
          orderNo,
          { lateResolved: null },
          { note: resolution.note },
        );
      });
    },

    async adminListLedger(request) {
      const query = request.query;
      return ok(
        await pageOf(
          query,
          (window) => ledgerRepo.pageLedger(ctx.db, ledgerFilter(query), window),
          adminLedgerEntry,
        ),
      );
    },

    async adminExportLedger(request, reply) {
      const query = request.query;
      const filter = ledgerFilter(query);
      const rows = await ledgerRepo.countLedger(ctx.db, filter);
      // An export is a read of every balance: who took it, with which filters, is audited.
      await audited(ctx, request, async () =>
        withAudit(null, 'ledger.export', 'csv', null, { filters: { ...query }, rows }),
      );
      const db = ctx.db;
      async function* csv() {
        // The byte-order mark makes Excel read the file as UTF-8 (Chinese names and reasons).
        yield `\ufeff${csvLine(LEDGER_CSV_HEADER)}`;
        for await (const batch of ledgerRepo.ledgerBatches(db, filter))
          yield batch.map(ledgerCsvLine).join('');
      }
      const day = new Date(ctx.config.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="ledger-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csv()));
    },

    async adminListMemberDownloads(request) {
      const { memberId } = request.params;
      return ok(
        await pageOf(
          request.query,
          (window) => downloads.pageMemberDownloads(ctx.db, memberId, window),
          downloadRecord,
        ),
      );
    },
  };
}
