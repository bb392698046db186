import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
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
  status: string;
  payUrl: string;
  paidTime: string | null;
}
interface Page<T> {
  list: T[];
  total: number;
}

async function balance(userName: string): Promise<number> {
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select('money')
    .where('name', '=', userName)
    .executeTakeFirstOrThrow();
  return row.money;
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

  it('creates a pending order for the chosen option', async () => {
    const client = await loggedIn(t.app);
    const order = expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId: 3, payType: 'wechat' }),
    );
    expect(order).toMatchObject({
      status: 'pending',
      amount: 11_000,
      payOptionId: 3,
      payType: 'wechat',
      paidTime: null,
    });
    expect(order.orderNo).toMatch(/^R\d{20}$/);
    expect(order.payUrl).toContain(order.orderNo);
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

  it('credits a paid order exactly once, however often it is confirmed', async () => {
    const client = await newMember(t.app, 'payer');
    const order = expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId: 4, payType: 'alipay' }),
    );
    const first = expectOk(
      'completeRechargeOrder',
      await client.post<{ order: Order; money: number }>('/api/user/pay/completed', {
        orderNo: order.orderNo,
      }),
    );
    expect(first.money).toBe(23_000);
    expect(first.order).toMatchObject({ status: 'paid' });
    expect(first.order.paidTime).not.toBeNull();

    const second = expectOk(
      'completeRechargeOrder',
      await client.post<{ order: Order; money: number }>('/api/user/pay/completed', {
        orderNo: order.orderNo,
      }),
    );
    expect(second).toEqual(first);
    expect(await balance('payer')).toBe(23_000);
  });

  it('credits once under concurrent confirmations', async () => {
    const client = await newMember(t.app, 'racer');
    const order = expectOk(
      'createRechargeOrder',
      await client.post<Order>('/api/user/pay/online', { payOptionId: 1, payType: 'wechat' }),
    );
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post<{ money: number }>('/api/user/pay/completed', { orderNo: order.orderNo }),
      ),
    );
    expect(results.map((r) => r.body.data.money)).toEqual(Array(6).fill(3_000));
    expect(await balance('racer')).toBe(3_000);
  });

  it("does not let a member confirm someone else's order (404)", async () => {
    const owner = await newMember(t.app, 'owner');
    const order = expectOk(
      'createRechargeOrder',
      await owner.post<Order>('/api/user/pay/online', { payOptionId: 1, payType: 'wechat' }),
    );
    const thief = await loggedIn(t.app);
    const before = await balance('demo');
    expectFailure(
      'completeRechargeOrder',
      await thief.post('/api/user/pay/completed', { orderNo: order.orderNo }),
      404,
      '订单不存在',
    );
    expect(await balance('demo')).toBe(before);
    expectFailure(
      'completeRechargeOrder',
      await thief.post('/api/user/pay/completed', { orderNo: '' }),
      400,
      '订单号',
    );
  });

  it('lists recharge records newest first with paging and a date filter', async () => {
    const client = await newMember(t.app, 'recorder');
    await recharge(client, 1);
    await client.post('/api/user/pay/online', { payOptionId: 2, payType: 'wechat' });
    const page = expectOk(
      'listRechargeRecords',
      await client.get<Page<Order>>('/api/user/money/recharge', { size: 1 }),
    );
    expect(page.total).toBe(2);
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ status: 'pending', amount: 5_000 });
    const past = expectOk(
      'listRechargeRecords',
      await client.get<Page<Order>>('/api/user/money/recharge', { endDate: '2020-01-01' }),
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
    expect(await balance('shortofmoney')).toBe(3_000);
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
    await recharge(client, 5); // 600.00: enough for level 2 (199) or level 3 (499), not both
    const start = await balance('concurrent');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        client.post<UserInfo>('/api/user/level/upgrade', { levelId: i % 2 === 0 ? 2 : 3 }),
      ),
    );
    const succeeded = results.filter((r) => r.body.code === 200);
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    expect(succeeded.length).toBeLessThanOrEqual(2);
    for (const failed of results.filter((r) => r.body.code !== 200))
      expect([400, 403]).toContain(failed.body.code);

    const end = await balance('concurrent');
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
