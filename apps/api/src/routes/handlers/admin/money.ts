import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database, LedgerReason } from '../../../db/schema.js';
import { conflict, notFound, ok } from '../../../lib/errors.js';
import { pageWindow, toPage, type PageQuery } from '../../../lib/paging.js';
import { dayRange, iso, isoOrNull } from '../../../lib/time.js';
import * as repo from '../../../repositories/admin-money.js';
import { audited, staffOf } from '../../../services/audit.js';
import {
  adminLedgerEntry,
  adminOrder,
  adminRefund,
  csvLine,
  LEDGER_CSV_HEADER,
  ledgerCsvLine,
} from '../../../services/admin-money-mappers.js';
import { queryOrderAtProvider, refundOrder } from '../../../services/refunds.js';
import type { Handlers } from '../common.js';

interface Scope {
  memberId?: number;
  member?: string;
  startDate?: string;
  endDate?: string;
}
type LedgerQuery = PageQuery & Scope & { reason?: LedgerReason; reference?: string };

function ledgerFilter(query: LedgerQuery): repo.LedgerFilter {
  return {
    memberId: query.memberId,
    member: query.member?.trim() || undefined,
    reason: query.reason,
    reference: query.reference?.trim() || undefined,
    range: dayRange(query.startDate, query.endDate),
  };
}

async function orderOr404(db: Kysely<Database>, orderNo: string) {
  const order = await repo.findOrderWithMember(db, orderNo);
  if (!order) throw notFound('订单不存在');
  return order;
}

async function orderDetail(db: Kysely<Database>, orderNo: string) {
  const order = await orderOr404(db, orderNo);
  const [refunds, ledger] = await Promise.all([
    repo.listRefunds(db, order.id),
    repo.ledgerOfReference(db, order.order_no),
  ]);
  return {
    order: adminOrder(order),
    refunds: refunds.map(adminRefund),
    ledger: ledger.map(adminLedgerEntry),
  };
}

/** Orders, refunds, late payments, the ledger and its export (finance); a member's downloads. */
export function adminMoneyHandlers(ctx: AppContext): Handlers {
  return {
    async adminListOrders(request) {
      const query = request.query;
      const window = pageWindow(query);
      const { rows, total } = await repo.pageOrders(
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
      );
      return ok(toPage(rows.map(adminOrder), total, window));
    },

    async adminGetOrder(request) {
      const { orderNo } = request.params;
      return ok(await orderDetail(ctx.db, orderNo));
    },

    async adminQueryOrder(request) {
      const { orderNo } = request.params;
      const { before, answer, credited } = await queryOrderAtProvider(ctx, orderNo, request.log);
      const paid = answer.state === 'paid' ? answer.payment : null;
      return audited(ctx, request, async (trx) => {
        const after = await orderOr404(trx, orderNo);
        return {
          result: ok(
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
          audit: {
            action: 'order.query',
            objectType: 'order',
            objectId: orderNo,
            before: { status: before.status },
            after: { status: after.status, providerState: answer.state, credited },
          },
        };
      });
    },

    async adminRefundOrder(request) {
      const { orderNo } = request.params;
      const body = request.body;
      const staff = staffOf(request);
      await refundOrder(
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
      return ok(await orderDetail(ctx.db, orderNo), '退款成功');
    },

    async adminResolveLatePayment(request) {
      const { orderNo } = request.params;
      const { note } = request.body;
      const staff = staffOf(request);
      return audited(ctx, request, async (trx) => {
        const before = await orderOr404(trx, orderNo);
        const resolution = { at: ctx.config.now(), staffName: staff.name, note: note.trim() };
        if (!(await repo.resolveLate(trx, before.id, resolution)))
          throw conflict(before.late_payment === 1 ? '该笔延迟到账已处理' : '该订单不是延迟到账');
        const after = await orderOr404(trx, orderNo);
        return {
          result: ok(adminOrder(after), '已标记为已处理'),
          audit: {
            action: 'order.lateResolve',
            objectType: 'order',
            objectId: orderNo,
            before: { lateResolved: null },
            after: { note: resolution.note },
          },
        };
      });
    },

    async adminListLedger(request) {
      const query = request.query;
      const window = pageWindow(query);
      const { rows, total } = await repo.pageLedger(ctx.db, ledgerFilter(query), window);
      return ok(toPage(rows.map(adminLedgerEntry), total, window));
    },

    async adminExportLedger(request, reply) {
      const query = request.query;
      const filter = ledgerFilter(query);
      const rows = await repo.countLedger(ctx.db, filter);
      // An export is a read of every balance: who took it, with which filters, is audited.
      await audited(ctx, request, async () => ({
        result: null,
        audit: {
          action: 'ledger.export',
          objectType: 'ledger',
          objectId: 'csv',
          before: null,
          after: { filters: { ...query }, rows },
        },
      }));
      const db = ctx.db;
      async function* csv() {
        // The byte-order mark makes Excel read the file as UTF-8 (Chinese names and reasons).
        yield `\ufeff${csvLine(LEDGER_CSV_HEADER)}`;
        for await (const batch of repo.ledgerBatches(db, filter))
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
      const window = pageWindow(request.query);
      const { rows, total } = await repo.pageMemberDownloads(ctx.db, memberId, window);
      return ok(
        toPage(
          rows.map((r) => ({
            id: r.id,
            documentId: r.document_id,
            title: r.title,
            bytes: r.bytes,
            ip: r.ip,
            createTime: iso(r.create_time),
          })),
          total,
          window,
        ),
      );
    },
  };
}
