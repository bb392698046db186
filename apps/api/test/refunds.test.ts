import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../src/payments/sandbox.js';
import { findLedgerMismatches } from '../src/repositories/ledger.js';
import {
  balanceOf,
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  type TestApp,
} from './helpers.js';
import { ordersOf, refund, type Detail } from './orders-helpers.js';
import { auditRows, staffClient } from './staff-helpers.js';

// Refunds from the console: the preview, partial refunds, idempotent, never more than paid, the
// balance restored when the provider refuses, each with its ledger rows and audit entries.

let t: TestApp;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

async function preview(orderNo: string, amount: number) {
  return expectOk(
    'adminPreviewRefund',
    await finance.get<Record<string, unknown>>(`/api/admin/orders/${orderNo}/refund-preview`, {
      amount,
    }),
  );
}

describe('refunds', () => {
  it('previews a refund: the order, the remainder, the balance share and the balance after, writing nothing', async () => {
    const member = await newMember(t.app, 'refund_p');
    await recharge(member, 3); // pays ¥100, credits ¥110
    const [order] = (await ordersOf(finance, 'refund_p')).list;
    const orderNo = order!.orderNo;
    expect(await preview(orderNo, 5_000)).toEqual({
      orderNo,
      memberId: expect.any(Number),
      memberName: 'refund_p',
      paidAmount: 10_000,
      refundedAmount: 0,
      refundable: 10_000,
      maxAmount: 10_000,
      amount: 5_000,
      debit: 5_500,
      balance: 11_000,
      balanceAfter: 5_500,
      openRefundNo: null,
    });
    expect(await balanceOf(t.app, 'refund_p')).toBe(11_000);
    expectOk('adminRefundOrder', await refund(finance, orderNo, 4_000, 'req-preview-1'));
    // The rest of the payment takes the rest of the credit.
    expect(await preview(orderNo, 6_000)).toMatchObject({
      refundedAmount: 4_000,
      refundable: 6_000,
      maxAmount: 6_000,
      debit: 6_600,
      balance: 6_600,
      balanceAfter: 0,
    });
    expectFailure(
      'adminPreviewRefund',
      await finance.get('/api/admin/orders/R404/refund-preview', { amount: 1 }),
      404,
    );
  });

  it('refunds in parts up to what was paid, once per request, each with a ledger row', async () => {
    const member = await newMember(t.app, 'refund_a');
    await recharge(member, 3); // pays ¥100, credits ¥110
    const [order] = (await ordersOf(finance, 'refund_a')).list;
    const orderNo = order!.orderNo;

    const first = expectOk(
      'adminRefundOrder',
      await refund(finance, orderNo, 4_000, 'req-refund-1'),
    );
    expect(first.order).toMatchObject({ status: 'paid', refundedAmount: 4_000 });
    expect(first.refunds).toEqual([
      expect.objectContaining({ amount: 4_000, debit: 4_400, status: 'succeeded' }),
    ]);
    expect(await balanceOf(t.app, 'refund_a')).toBe(11_000 - 4_400);

    // The same request again (a double click, a retry) refunds nothing more.
    expectOk('adminRefundOrder', await refund(finance, orderNo, 4_000, 'req-refund-1'));
    expect(await balanceOf(t.app, 'refund_a')).toBe(11_000 - 4_400);

    expectFailure(
      'adminRefundOrder',
      await refund(finance, orderNo, 6_001, 'req-refund-2'),
      409,
      '最多可退¥60.00',
    );
    const rest = expectOk(
      'adminRefundOrder',
      await refund(finance, orderNo, 6_000, 'req-refund-3'),
    );
    expect(rest.order).toMatchObject({ status: 'refunded', refundedAmount: 10_000 });
    expect(rest.refunds.map((r) => r.debit)).toEqual([4_400, 6_600]);
    expect(await balanceOf(t.app, 'refund_a')).toBe(0);
    expect(rest.ledger.map((r) => r.amount)).toEqual([11_000, -4_400, -6_600]);
    expectFailure('adminRefundOrder', await refund(finance, orderNo, 1, 'req-refund-4'), 409);
    expect(await findLedgerMismatches(t.app.ctx.db)).toEqual([]);

    const audit = (await auditRows(t.app, 'order')).filter((r) => r.object_id === orderNo);
    // Newest first: refusals and the repeat have rows of their own (written apart from the refusal).
    expect(audit.map((r) => r.action)).toEqual([
      'order.refund.refused',
      'order.refund',
      'order.refund.refused',
      'order.refund.repeated',
      'order.refund',
    ]);
    expect(JSON.parse(audit[4]!.before_json ?? '{}')).toMatchObject({ balance: 11_000 });
    expect(JSON.parse(audit[4]!.after_json ?? '{}')).toMatchObject({ debit: 4_400 });
  });

  it('refuses when the member has spent the money, and restores it when the provider definitely refuses', async () => {
    const member = await newMember(t.app, 'refund_b');
    await recharge(member, 1);
    const [order] = (await ordersOf(finance, 'refund_b')).list;
    const orderNo = order!.orderNo;
    await t.app.ctx.db
      .updateTable('users')
      .set({ money: 0 })
      .where('name', '=', 'refund_b')
      .execute();
    expectFailure(
      'adminRefundOrder',
      await refund(finance, orderNo, 3_000, 'req-spent-1'),
      409,
      '余额',
    );
    // Half spent: the refusal and the preview both name the most the balance can give back.
    await t.app.ctx.db
      .updateTable('users')
      .set({ money: 1_200 })
      .where('name', '=', 'refund_b')
      .execute();
    expectFailure(
      'adminRefundOrder',
      await refund(finance, orderNo, 3_000, 'req-spent-2'),
      409,
      '最多可退¥12.00',
    );
    expect(await preview(orderNo, 3_000)).toMatchObject({
      refundable: 3_000,
      maxAmount: 1_200,
      debit: 3_000,
      balance: 1_200,
      balanceAfter: -1_800,
    });
    await t.app.ctx.db
      .updateTable('users')
      .set({ money: 3_000 })
      .where('name', '=', 'refund_b')
      .execute();

    // The provider refuses the request and has no such refund: a definite failure.
    const sandbox = t.app.ctx.payments.byName('sandbox') as SandboxProvider;
    const original = sandbox.refund.bind(sandbox);
    sandbox.refund = async () => ({ state: 'rejected', detail: 'NOT_ENOUGH' });
    try {
      expectFailure(
        'adminRefundOrder',
        await refund(finance, orderNo, 3_000, 'req-down-1'),
        409,
        '已恢复',
      );
    } finally {
      sandbox.refund = original;
    }
    expect(await balanceOf(t.app, 'refund_b')).toBe(3_000);
    const detail = expectOk(
      'adminGetOrder',
      await finance.get<Detail>(`/api/admin/orders/${orderNo}`),
    );
    expect(detail.order).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(detail.refunds).toEqual([expect.objectContaining({ status: 'failed' })]);
    expect(detail.ledger.map((r) => [r.reason, r.amount])).toEqual([
      ['recharge', 3_000],
      ['refund', -3_000],
      ['adjustment', 3_000],
    ]);
  });
});
