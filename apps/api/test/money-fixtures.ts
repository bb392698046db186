import type { FastifyInstance } from 'fastify';
import { writeTransaction } from '../src/db/transaction.js';
import { appendLedger } from '../src/repositories/ledger.js';

// Orders the console's money writes act on in the audit table of audit-writes.test.ts: a paid one
// (refund), one the sandbox has been paid for but never notified about (query), a late one.

export const PAID_ORDER = 'R20250301120000000001';
export const UNNOTIFIED_ORDER = 'R20250301120000000002';
export const LATE_ORDER = 'R20250301120000000003';

export async function seedMoneyFixtures(app: FastifyInstance, userId = 1) {
  const db = app.ctx.db;
  const at = app.ctx.config.now();
  const order = (orderNo: string, status: 'paid' | 'pending', late: number) => ({
    order_no: orderNo,
    user_id: userId,
    pay_option_id: 1,
    pay_type: 'alipay' as const,
    provider: 'sandbox' as const,
    price: 3_000,
    amount: 3_000,
    status,
    pay_url: '',
    pay_mode: 'qr' as const,
    paid_amount: status === 'paid' ? 3_000 : null,
    provider_trade_no: status === 'paid' ? `SBX-${orderNo}` : null,
    late_payment: late,
    create_time: at,
    expire_time: at + 1_800_000,
    paid_time: status === 'paid' ? at : null,
  });
  await writeTransaction(db, async (trx) => {
    await trx
      .insertInto('recharge_orders')
      .values([
        order(PAID_ORDER, 'paid', 0),
        order(UNNOTIFIED_ORDER, 'pending', 0),
        order(LATE_ORDER, 'paid', 1),
      ])
      .execute();
    for (const orderNo of [PAID_ORDER, LATE_ORDER]) {
      await appendLedger(trx, {
        userId,
        amount: 3_000,
        reason: 'recharge',
        reference: orderNo,
        description: '充值',
        at,
      });
    }
    await trx
      .insertInto('sandbox_payments')
      .values(
        [PAID_ORDER, UNNOTIFIED_ORDER, LATE_ORDER].map((orderNo) => ({
          order_no: orderNo,
          amount: 3_000,
          status: 'paid' as const,
          trade_no: `SBX-${orderNo}`,
          create_time: at,
          paid_time: at,
        })),
      )
      .execute();
  });
}

export const MONEY_WRITES = {
  adminQueryOrder: { method: 'POST' as const, url: `/api/admin/orders/${UNNOTIFIED_ORDER}/query` },
  adminRefundOrder: {
    method: 'POST' as const,
    url: `/api/admin/orders/${PAID_ORDER}/refund`,
    body: { amount: 1_000, reason: '部分退款', requestId: 'audit-refund-1' },
  },
  // The refund adminRefundOrder made (the writes run in order): asked about, already final.
  adminCheckRefund: {
    method: 'POST' as const,
    url: `/api/admin/orders/${PAID_ORDER}/refunds/F${PAID_ORDER.slice(1)}01/check`,
  },
  adminResolveLatePayment: {
    method: 'POST' as const,
    url: `/api/admin/orders/${LATE_ORDER}/late/resolve`,
    body: { note: '已联系会员，保留入账' },
  },
  adminRunReconciliation: {
    method: 'POST' as const,
    url: '/api/admin/reconciliations',
    body: { date: '2025-03-01' },
  },
};
