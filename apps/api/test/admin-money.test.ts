import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../src/payments/sandbox.js';
import { findLedgerMismatches } from '../src/repositories/ledger.js';
import { auditRows, staffClient } from './admin-helpers.js';
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

// The console's money: orders with filters, asking the provider, refunds (partial, idempotent,
// never more than paid, balance restored when the provider refuses), late payments, the ledger
// and its CSV export.

interface Order {
  orderNo: string;
  memberName: string;
  status: string;
  refundedAmount: number;
  latePayment: boolean;
  lateResolved: { note: string; staffName: string } | null;
}
interface Page<T> {
  list: T[];
  total: number;
}
interface Detail {
  order: Order;
  refunds: { amount: number; debit: number; status: string }[];
  ledger: { amount: number; reason: string }[];
}

let t: TestApp;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

async function ordersOf(name: string, query: Record<string, string | number> = {}) {
  return expectOk(
    'adminListOrders',
    await finance.get<Page<Order>>('/api/admin/orders', { member: name, ...query }),
  );
}

const refund = (orderNo: string, amount: number, requestId: string) =>
  finance.post<Detail>(`/api/admin/orders/${orderNo}/refund`, {
    amount,
    reason: '会员申请退款',
    requestId,
  });

describe('orders', () => {
  it('lists orders by member, state, provider and day, with paging', async () => {
    const member = await newMember(t.app, 'orders_a');
    await recharge(member, 1);
    await recharge(member, 2);
    const all = await ordersOf('orders_a');
    expect(all.total).toBe(2);
    expect(all.list.every((o) => o.memberName === 'orders_a' && o.status === 'paid')).toBe(true);
    expect((await ordersOf('orders_a', { status: 'pending' })).total).toBe(0);
    expect((await ordersOf('orders_a', { provider: 'wechatpay' })).total).toBe(0);
    expect((await ordersOf('orders_a', { provider: 'sandbox', size: 1 })).list).toHaveLength(1);
    expect((await ordersOf('orders_a', { endDate: '2000-01-01' })).total).toBe(0);
    const detail = expectOk(
      'adminGetOrder',
      await finance.get<Detail>(`/api/admin/orders/${all.list[0]!.orderNo}`),
    );
    expect(detail.ledger).toEqual([expect.objectContaining({ reason: 'recharge', amount: 5_000 })]);
    expectFailure('adminGetOrder', await finance.get('/api/admin/orders/R404'), 404);
  });
});

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
    const [order] = (await ordersOf('refund_p')).list;
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
    expectOk('adminRefundOrder', await refund(orderNo, 4_000, 'req-preview-1'));
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
    const [order] = (await ordersOf('refund_a')).list;
    const orderNo = order!.orderNo;

    const first = expectOk('adminRefundOrder', await refund(orderNo, 4_000, 'req-refund-1'));
    expect(first.order).toMatchObject({ status: 'paid', refundedAmount: 4_000 });
    expect(first.refunds).toEqual([
      expect.objectContaining({ amount: 4_000, debit: 4_400, status: 'succeeded' }),
    ]);
    expect(await balanceOf(t.app, 'refund_a')).toBe(11_000 - 4_400);

    // The same request again (a double click, a retry) refunds nothing more.
    expectOk('adminRefundOrder', await refund(orderNo, 4_000, 'req-refund-1'));
    expect(await balanceOf(t.app, 'refund_a')).toBe(11_000 - 4_400);

    expectFailure(
      'adminRefundOrder',
      await refund(orderNo, 6_001, 'req-refund-2'),
      409,
      '最多可退¥60.00',
    );
    const rest = expectOk('adminRefundOrder', await refund(orderNo, 6_000, 'req-refund-3'));
    expect(rest.order).toMatchObject({ status: 'refunded', refundedAmount: 10_000 });
    expect(rest.refunds.map((r) => r.debit)).toEqual([4_400, 6_600]);
    expect(await balanceOf(t.app, 'refund_a')).toBe(0);
    expect(rest.ledger.map((r) => r.amount)).toEqual([11_000, -4_400, -6_600]);
    expectFailure('adminRefundOrder', await refund(orderNo, 1, 'req-refund-4'), 409);
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
    const [order] = (await ordersOf('refund_b')).list;
    const orderNo = order!.orderNo;
    await t.app.ctx.db
      .updateTable('users')
      .set({ money: 0 })
      .where('name', '=', 'refund_b')
      .execute();
    expectFailure('adminRefundOrder', await refund(orderNo, 3_000, 'req-spent-1'), 409, '余额');
    // Half spent: the refusal and the preview both name the most the balance can give back.
    await t.app.ctx.db
      .updateTable('users')
      .set({ money: 1_200 })
      .where('name', '=', 'refund_b')
      .execute();
    expectFailure(
      'adminRefundOrder',
      await refund(orderNo, 3_000, 'req-spent-2'),
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
      expectFailure('adminRefundOrder', await refund(orderNo, 3_000, 'req-down-1'), 409, '已恢复');
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

describe('asking the provider and late payments', () => {
  it('credits a payment the provider confirms, once; a late one waits for an operator', async () => {
    const member = await newMember(t.app, 'query_a');
    const created = await member.post<{ orderNo: string }>('/api/user/pay/online', {
      payOptionId: 1,
      payType: 'wechat',
    });
    const orderNo = created.body.data.orderNo;
    const sandbox = t.app.ctx.payments.byName('sandbox') as SandboxProvider;

    const pending = expectOk(
      'adminQueryOrder',
      await finance.post<{ answer: { state: string }; credited: boolean }>(
        `/api/admin/orders/${orderNo}/query`,
      ),
    );
    expect(pending).toMatchObject({ answer: { state: 'pending' }, credited: false });

    // The order closes; the member pays anyway and the notification never arrives.
    await t.app.ctx.db
      .updateTable('recharge_orders')
      .set({ status: 'closed', closed_time: t.app.ctx.config.now() })
      .where('order_no', '=', orderNo)
      .execute();
    await sandbox.payAtCashier(orderNo);
    const asked = await finance.post<{ credited: boolean; order: Order }>(
      `/api/admin/orders/${orderNo}/query`,
    );
    expect(expectOk('adminQueryOrder', asked)).toMatchObject({
      credited: true,
      order: { status: 'paid', latePayment: true },
    });
    expect(await balanceOf(t.app, 'query_a')).toBe(3_000);
    const again = await finance.post<{ credited: boolean }>(`/api/admin/orders/${orderNo}/query`);
    expect(expectOk('adminQueryOrder', again).credited).toBe(false);
    expect(await balanceOf(t.app, 'query_a')).toBe(3_000);

    expect((await ordersOf('query_a', { late: 'true' })).list.map((o) => o.orderNo)).toEqual([
      orderNo,
    ]);
    const resolved = await finance.post<Order>(`/api/admin/orders/${orderNo}/late/resolve`, {
      note: '会员确认已付款，保留入账',
    });
    expect(expectOk('adminResolveLatePayment', resolved).lateResolved).toMatchObject({
      note: '会员确认已付款，保留入账',
    });
    expect((await ordersOf('query_a', { late: 'true' })).total).toBe(0);
    expectFailure(
      'adminResolveLatePayment',
      await finance.post(`/api/admin/orders/${orderNo}/late/resolve`, { note: '再来一次' }),
      409,
    );
  });
});

describe('the ledger', () => {
  it('filters by member and reason', async () => {
    const member = await newMember(t.app, 'ledger_a');
    await recharge(member, 1);
    const page = expectOk(
      'adminListLedger',
      await finance.get<Page<{ memberName: string; reason: string; amount: number }>>(
        '/api/admin/ledger',
        { member: 'ledger_a', reason: 'recharge' },
      ),
    );
    expect(page.list).toEqual([
      expect.objectContaining({ memberName: 'ledger_a', reason: 'recharge', amount: 3_000 }),
    ]);
    const none = await finance.get<Page<unknown>>('/api/admin/ledger', {
      member: 'ledger_a',
      reason: 'refund',
    });
    expect(expectOk('adminListLedger', none).total).toBe(0);
  });

  it('exports matching rows as a UTF-8 CSV with a byte-order mark, and audits the export', async () => {
    const member = await newMember(t.app, 'export_a');
    await recharge(member, 1);
    await recharge(member, 2);
    const response = await finance.get('/api/admin/ledger/export', { member: 'export_a' });
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.raw.headers['content-disposition']).toMatch(/attachment; filename="ledger-/);
    const bytes = response.raw.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('编号,会员ID,会员,金额（¥）,变动后余额（¥）,类型,关联,说明,时间');
    expect(lines.slice(1).map((line) => line.split(',').slice(2, 6))).toEqual([
      ['export_a', '50.00', '80.00', '充值'],
      ['export_a', '30.00', '30.00', '充值'],
    ]);
    const [row] = await auditRows(t.app, 'ledger');
    expect(row).toMatchObject({
      action: 'ledger.export',
      staff_name: expect.stringMatching(/^finance_/),
    });
    expect(JSON.parse(row!.after_json ?? '{}')).toMatchObject({ rows: 2 });
  });

  it('a reviewer may not export the ledger', async () => {
    const reviewer = await staffClient(t.app, 'reviewer');
    expectFailure('adminExportLedger', await reviewer.get('/api/admin/ledger/export'), 403);
  });
});

describe("a member's downloads", () => {
  it('lists them newest first', async () => {
    await newMember(t.app, 'downloads_a');
    const { id: userId } = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'downloads_a')
      .executeTakeFirstOrThrow();
    const now = t.app.ctx.config.now();
    await t.app.ctx.db
      .insertInto('downloads')
      .values(
        [1, 2].map((n) => ({
          user_id: userId,
          download_key: `key-${n}`,
          document_id: n,
          title: `素材 ${n}`,
          token_hash: `hash-${userId}-${n}`,
          ip: '127.0.0.1',
          bytes: 1024 * n,
          day: '2025-03-01',
          create_time: now + n,
        })),
      )
      .execute();
    const page = expectOk(
      'adminListMemberDownloads',
      await finance.get<Page<{ title: string }>>(`/api/admin/members/${userId}/downloads`),
    );
    expect(page.list.map((d) => d.title)).toEqual(['素材 2', '素材 1']);
  });
});
