import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  balanceOf,
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  payAtSandboxCashier,
  recharge,
  type TestApp,
  type UserInfo,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Order {
  orderNo: string;
  amount: number;
  price: number;
  status: string;
  payUrl: string;
  payMode: string;
  provider: string;
  paidAmount: number | null;
  latePayment: boolean;
  paidTime: string | null;
  closedTime: string | null;
  createTime: string;
  expireTime: string;
}
interface OrderState {
  order: Order;
  money: number;
}
interface Page<T> {
  list: T[];
  total: number;
}

async function newOrder(client: Client, payOptionId = 1, extra: object = {}) {
  return expectOk(
    'createRechargeOrder',
    await client.post<Order>('/api/user/pay/online', { payOptionId, payType: 'wechat', ...extra }),
  );
}

describe('pay options and orders', () => {
  it('lists the pay options in cents with one recommended', async () => {
    const client = await loggedIn(t.app);
    const options = expectOk(
      'listPayOptions',
      await client.get<{ price: number; amount: number; recommended: boolean }[]>('/api/user/pay'),
    );
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(options.every((o) => Number.isInteger(o.price) && o.amount >= o.price)).toBe(true);
    expect(options.filter((o) => o.recommended)).toHaveLength(1);
  });

  it('says the sandbox takes both pay types outside production', async () => {
    const client = await loggedIn(t.app);
    const methods = expectOk('listPayMethods', await client.get('/api/user/pay/methods'));
    expect(methods).toEqual([
      { payType: 'wechat', provider: 'sandbox', sandbox: true },
      { payType: 'alipay', provider: 'sandbox', sandbox: true },
    ]);
  });

  it('creates a pending order whose QR code opens the sandbox cashier; phones get a page to open', async () => {
    const client = await loggedIn(t.app);
    const order = await newOrder(client, 3);
    expect(order).toMatchObject({
      status: 'pending',
      amount: 11_000,
      price: 10_000,
      payOptionId: 3,
      payType: 'wechat',
      provider: 'sandbox',
      payMode: 'qr',
      paidAmount: null,
      paidTime: null,
    });
    expect(order.orderNo).toMatch(/^R\d{20}$/);
    expect(order.payUrl).toMatch(new RegExp(`^http://[^/]+/pay/sandbox/${order.orderNo}$`));
    expect(Date.parse(order.expireTime) - Date.parse(order.createTime)).toBe(30 * 60_000);
    const phone = await newOrder(client, 1, { device: 'mobile' });
    expect(phone.payMode).toBe('redirect');
    expect(phone.payUrl).toContain(`/pay/sandbox/${phone.orderNo}`);

    expectFailure(
      'createRechargeOrder',
      await client.post('/api/user/pay/online', { payOptionId: 99, payType: 'wechat' }),
      404,
      '充值选项不存在',
    );
    expectFailure(
      'createRechargeOrder',
      await client.post('/api/user/pay/online', { payOptionId: 1, payType: 'paypal' }),
      400,
      '支付方式（payType）的取值无效',
    );
    expectFailure(
      'createRechargeOrder',
      await client.post('/api/user/pay/online', { payOptionId: '1', payType: 'wechat' }),
      400,
      '充值选项（payOptionId）必须是整数',
    );
  });

  it('pay/completed without a payment changes nothing: the provider has not been paid', async () => {
    const client = await newMember(t.app, 'minter');
    const order = await newOrder(client, 5);
    for (let i = 0; i < 3; i += 1) {
      const answer = await client.post<OrderState>('/api/user/pay/completed', {
        orderNo: order.orderNo,
      });
      const state = expectOk('completeRechargeOrder', answer);
      expect(state.order.status).toBe('pending');
      expect(state.money).toBe(0);
      expect(answer.body.message).toContain('尚未确认收款');
    }
    expect(await balanceOf(t.app, 'minter')).toBe(0);
  });

  it('the sandbox cashier pays: the signed notification credits once, without the member pressing anything', async () => {
    const client = await newMember(t.app, 'payer');
    const order = await newOrder(client, 4);
    const page = await t.app.inject({ method: 'GET', url: `/pay/sandbox/${order.orderNo}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="zh-CN">');
    expect(page.body).toContain('¥200.00');
    expect(page.body).toContain('不会扣除任何真实资金');

    const paid = await payAtSandboxCashier(t.app, order.orderNo);
    expect(paid.body).toContain('支付成功');
    // What the pay screen polls:
    const polled = expectOk(
      'getRechargeOrder',
      await client.get<OrderState>(`/api/user/pay/order/${order.orderNo}`),
    );
    expect(polled.money).toBe(23_000);
    expect(polled.order).toMatchObject({ status: 'paid', paidAmount: 20_000, amount: 23_000 });
    expect(polled.order.paidTime).not.toBeNull();

    // Paying again at the cashier and asking the provider change nothing more.
    await payAtSandboxCashier(t.app, order.orderNo);
    const asked = expectOk(
      'completeRechargeOrder',
      await client.post<OrderState>('/api/user/pay/completed', { orderNo: order.orderNo }),
    );
    expect(asked).toEqual(polled);
    expect(await balanceOf(t.app, 'payer')).toBe(23_000);
  });

  it('pay/completed credits a payment the provider confirms when its notification was lost', async () => {
    const client = await newMember(t.app, 'lostnotice');
    const order = await newOrder(client, 1);
    // The sandbox records the payment but its notification never arrives.
    expect(await t.app.ctx.payments.sandbox?.payAtCashier(order.orderNo)).not.toBeNull();
    expect(await balanceOf(t.app, 'lostnotice')).toBe(0);
    const state = expectOk(
      'completeRechargeOrder',
      await client.post<OrderState>('/api/user/pay/completed', { orderNo: order.orderNo }),
    );
    expect(state).toMatchObject({ money: 3_000, order: { status: 'paid' } });
    const again = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post<OrderState>('/api/user/pay/completed', { orderNo: order.orderNo }),
      ),
    );
    expect(again.map((r) => r.body.data.money)).toEqual(Array(6).fill(3_000));
    expect(await balanceOf(t.app, 'lostnotice')).toBe(3_000);
  });

  it("does not let a member see, cancel or confirm someone else's order (404)", async () => {
    const owner = await newMember(t.app, 'owner');
    const order = await newOrder(owner, 1);
    const thief = await loggedIn(t.app);
    const before = await balanceOf(t.app, 'demo');
    expectFailure(
      'completeRechargeOrder',
      await thief.post('/api/user/pay/completed', { orderNo: order.orderNo }),
      404,
      '订单不存在',
    );
    expectFailure(
      'cancelRechargeOrder',
      await thief.post('/api/user/pay/cancel', { orderNo: order.orderNo }),
      404,
      '订单不存在',
    );
    expectFailure(
      'getRechargeOrder',
      await thief.get(`/api/user/pay/order/${order.orderNo}`),
      404,
      '订单不存在',
    );
    expect(await balanceOf(t.app, 'demo')).toBe(before);
    expectFailure(
      'completeRechargeOrder',
      await thief.post('/api/user/pay/completed', { orderNo: '' }),
      400,
      '订单号',
    );
  });

  it('cancels a pending order; the cashier then refuses it; a paid order cannot be cancelled', async () => {
    const client = await newMember(t.app, 'canceller');
    const order = await newOrder(client, 2);
    const cancelled = expectOk(
      'cancelRechargeOrder',
      await client.post<OrderState>('/api/user/pay/cancel', { orderNo: order.orderNo }),
    );
    expect(cancelled.order.status).toBe('closed');
    expect(cancelled.order.closedTime).not.toBeNull();
    const cashier = await payAtSandboxCashier(t.app, order.orderNo);
    expect(cashier.body).toContain('无法支付');
    expect(await balanceOf(t.app, 'canceller')).toBe(0);
    expectFailure(
      'cancelRechargeOrder',
      await client.post('/api/user/pay/cancel', { orderNo: order.orderNo }),
      409,
      '订单已关闭',
    );
    const paid = await newOrder(client, 1);
    await payAtSandboxCashier(t.app, paid.orderNo);
    expectFailure(
      'cancelRechargeOrder',
      await client.post('/api/user/pay/cancel', { orderNo: paid.orderNo }),
      409,
      '订单已支付',
    );
  });

  it('lists orders (any state) and recharge records (credited, paid and credited amounts) newest first', async () => {
    const client = await newMember(t.app, 'recorder');
    await recharge(client, 1);
    await client.post('/api/user/pay/online', { payOptionId: 2, payType: 'wechat' });
    const orders = expectOk(
      'listRechargeOrders',
      await client.get<Page<Order>>('/api/user/pay/orders', { size: 1 }),
    );
    expect(orders.total).toBe(2);
    expect(orders.list).toHaveLength(1);
    expect(orders.list[0]).toMatchObject({ status: 'pending', amount: 5_000, price: 5_000 });

    const records = expectOk(
      'listRechargeRecords',
      await client.get<Page<Record<string, unknown>>>('/api/user/money/recharge'),
    );
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({
      paidAmount: 3_000,
      amount: 3_000,
      balanceAfter: 3_000,
      provider: 'sandbox',
      payType: 'alipay',
      latePayment: false,
    });
    const past = expectOk(
      'listRechargeRecords',
      await client.get<Page<unknown>>('/api/user/money/recharge', { endDate: '2020-01-01' }),
    );
    expect(past.total).toBe(0);
  });
});

describe('level upgrade', () => {
  it('spends the price from the balance and records it', async () => {
    const client = await newMember(t.app, 'climber');
    await recharge(client, 4); // 230.00
    const response = await client.post<UserInfo>('/api/user/level/upgrade', { levelId: 2 });
    const info = expectOk('upgradeLevel', response);
    expect(response.body.message).toContain('高级会员');
    expect(info.usersInfo).toMatchObject({
      levelId: 2,
      levelName: '高级会员',
      money: 23_000 - 19_900,
    });
    expect(info.usersLevelInfo).toMatchObject({ template: true, dubbing: true });

    const records = expectOk(
      'listConsumeRecords',
      await client.get<
        Page<{ type: string; amount: number; balanceAfter: number; description: string }>
      >('/api/user/money/consume'),
    );
    expect(records.total).toBe(1);
    expect(records.list[0]).toMatchObject({
      type: 'levelUpgrade',
      amount: 19_900,
      balanceAfter: 3_100,
    });
    expect(records.list[0]?.description).toContain('普通会员 → 高级会员');
  });

  it('refuses with a clear message when the balance is short (403), changing nothing', async () => {
    const client = await newMember(t.app, 'shortofmoney');
    await recharge(client, 1); // 30.00
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 3 }),
      403,
      '余额不足：升级到至尊会员需要¥499.00，当前余额¥30.00',
    );
    expect(await balanceOf(t.app, 'shortofmoney')).toBe(3_000);
    const records = expectOk(
      'listConsumeRecords',
      await client.get<Page<unknown>>('/api/user/money/consume'),
    );
    expect(records.total).toBe(0);
  });

  it('refuses a level that is not above the current one (400) and unknown levels (404)', async () => {
    const client = await loggedIn(t.app);
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 1 }),
      400,
      '目标等级必须高于当前等级',
    );
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 42 }),
      404,
      '会员等级不存在',
    );
    expectFailure(
      'upgradeLevel',
      await client.post('/api/user/level/upgrade', { levelId: 0 }),
      400,
      '会员等级（levelId）不能小于1',
    );
  });

  it('never overdraws under concurrent upgrades', async () => {
    const client = await newMember(t.app, 'concurrent');
    // 600.00: enough for level 3 (499), or level 2 (199) and two renewals of it, never more.
    await recharge(client, 5);
    const start = await balanceOf(t.app, 'concurrent');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post<UserInfo>('/api/user/level/upgrade', { levelId: i % 2 === 0 ? 2 : 3 }),
      ),
    );
    const succeeded = results.filter((r) => r.body.code === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(succeeded.length).toBeLessThanOrEqual(3);
    for (const failed of results.filter((r) => r.body.code !== 200))
      expect([400, 403]).toContain(failed.body.code);

    const end = await balanceOf(t.app, 'concurrent');
    expect(end).toBeGreaterThanOrEqual(0);
    const records = expectOk(
      'listConsumeRecords',
      await client.get<Page<{ amount: number }>>('/api/user/money/consume'),
    );
    expect(records.total).toBe(succeeded.length);
    expect(start - end).toBe(records.list.reduce((sum, r) => sum + r.amount, 0));
    expect(start - end).toBeLessThanOrEqual(start);
  });

  it('lists the levels with entitlements and prices', async () => {
    const client = await loggedIn(t.app);
    const levels = expectOk(
      'listLevels',
      await client.get<{ name: string; price: number; plugin: boolean }[]>('/api/user/level'),
    );
    expect(levels.map((l) => l.name)).toEqual(['普通会员', '高级会员', '至尊会员']);
    expect(levels.map((l) => l.price)).toEqual([0, 19_900, 49_900]);
    expect(levels.map((l) => l.plugin)).toEqual([false, false, true]);
  });
});
