import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../src/payments/sandbox.js';
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
import { ordersOf, type Detail, type Order } from './orders-helpers.js';
import { staffClient } from './staff-helpers.js';

// The console's orders: the list with its filters, an order's detail, asking the provider
// about an order, and late payments waiting for an operator.

let t: TestApp;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

describe('orders', () => {
  it('lists orders by member, state, provider and day, with paging', async () => {
    const member = await newMember(t.app, 'orders_a');
    await recharge(member, 1);
    await recharge(member, 2);
    const all = await ordersOf(finance, 'orders_a');
    expect(all.total).toBe(2);
    expect(all.list.every((o) => o.memberName === 'orders_a' && o.status === 'paid')).toBe(true);
    expect((await ordersOf(finance, 'orders_a', { status: 'pending' })).total).toBe(0);
    expect((await ordersOf(finance, 'orders_a', { provider: 'wechatpay' })).total).toBe(0);
    expect(
      (await ordersOf(finance, 'orders_a', { provider: 'sandbox', size: 1 })).list,
    ).toHaveLength(1);
    expect((await ordersOf(finance, 'orders_a', { endDate: '2000-01-01' })).total).toBe(0);
    const detail = expectOk(
      'adminGetOrder',
      await finance.get<Detail>(`/api/admin/orders/${all.list[0]!.orderNo}`),
    );
    expect(detail.ledger).toEqual([expect.objectContaining({ reason: 'recharge', amount: 5_000 })]);
    expectFailure('adminGetOrder', await finance.get('/api/admin/orders/R404'), 404);
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

    expect(
      (await ordersOf(finance, 'query_a', { late: 'true' })).list.map((o) => o.orderNo),
    ).toEqual([orderNo]);
    const resolved = await finance.post<Order>(`/api/admin/orders/${orderNo}/late/resolve`, {
      note: '会员确认已付款，保留入账',
    });
    expect(expectOk('adminResolveLatePayment', resolved).lateResolved).toMatchObject({
      note: '会员确认已付款，保留入账',
    });
    expect((await ordersOf(finance, 'query_a', { late: 'true' })).total).toBe(0);
    expectFailure(
      'adminResolveLatePayment',
      await finance.post(`/api/admin/orders/${orderNo}/late/resolve`, { note: '再来一次' }),
      409,
    );
  });
});
