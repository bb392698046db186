import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { signSandboxNotification } from '../src/payments/sandbox.js';
import { findLedgerMismatches } from '../src/repositories/ledger.js';
import { writeTransaction } from '../src/db/transaction.js';
import { refundOrder, type Transact } from '../src/services/refunds.js';
import {
  balanceOf,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  payAtSandboxCashier,
  recharge,
  testClock,
  type Client,
  type TestApp,
} from './helpers.js';

// Money enters a balance only through a verified payment: signed notifications (forged, stale,
// mismatched and replayed ones change nothing), idempotent under concurrency, a ledger whose sum
// is every balance, orders that expire.

const clock = testClock();
const logs: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    logger: true,
    logStream: { write: (line) => logs.push(line) },
  });
  await loadSandboxKey();
});
afterAll(() => t.close());

interface Order {
  orderNo: string;
  price: number;
  status: string;
  latePayment: boolean;
}

let key = '';
async function loadSandboxKey() {
  const row = await t.app.ctx.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'sandbox_pay_key')
    .executeTakeFirstOrThrow();
  key = row.value;
}
const sandboxKey = () => key;

function notify(body: object, options: { key?: string; at?: number; provider?: string } = {}) {
  const signed = signSandboxNotification(
    options.key ?? sandboxKey(),
    JSON.stringify(body),
    options.at ?? clock.now(),
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/pay/notify/${options.provider ?? 'sandbox'}`,
    headers: signed.headers,
    payload: signed.body,
  });
}

function paid(order: Order, overrides: object = {}) {
  return {
    event: 'payment.succeeded',
    orderNo: order.orderNo,
    tradeNo: `T${order.orderNo}`,
    amount: order.price,
    paidAt: new Date(clock.now()).toISOString(),
    ...overrides,
  };
}

async function order(client: Client, payOptionId = 1): Promise<Order> {
  return expectOk(
    'createRechargeOrder',
    await client.post<Order>('/api/user/pay/online', { payOptionId, payType: 'alipay' }),
  );
}

describe('the notification route', () => {
  it('needs no session or XSRF token: a valid signature credits and answers SUCCESS', async () => {
    const client = await newMember(t.app, 'notified');
    const o = await order(client, 2);
    const answer = await notify(paid(o));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ code: 'SUCCESS', message: '成功' });
    expect(await balanceOf(t.app, 'notified')).toBe(5_000);
  });

  it('refuses forged, stale, mismatched and unsigned notifications, changing nothing, and logs them', async () => {
    const client = await newMember(t.app, 'targeted');
    const o = await order(client, 5);
    const cases = [
      ['forged signature', await notify(paid(o), { key: 'not-the-sandbox-key' })],
      ['stale timestamp', await notify(paid(o), { at: clock.now() - 10 * 60_000 })],
      ['wrong amount', await notify(paid(o, { amount: 1 }))],
      ['unknown order', await notify(paid(o, { orderNo: 'R00000000000000000000' }))],
      [
        'unsigned',
        await t.app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          payload: paid(o),
        }),
      ],
    ] as const;
    for (const [what, answer] of cases) {
      expect(answer.statusCode, what).toBe(400);
      expect(answer.json(), what).toEqual({ code: 'FAIL', message: '通知校验失败' });
    }
    expect(await balanceOf(t.app, 'targeted')).toBe(0);
    const refused = logs.filter((line) => line.includes('payment notification refused'));
    expect(refused.length).toBeGreaterThanOrEqual(cases.length);
    expect(refused.join('\n')).toContain('does not match order');
    const state = expectOk(
      'getRechargeOrder',
      await client.get<{ order: Order }>(`/api/user/pay/order/${o.orderNo}`),
    );
    expect(state.order.status).toBe('pending');
  });

  it('a notification for a provider that is not enabled is a 404', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/pay/notify/wechatpay',
      payload: {},
    });
    expect(answer.statusCode).toBe(404);
  });

  it('a replayed notification and 50 concurrent duplicates credit once', async () => {
    const client = await newMember(t.app, 'duplicated');
    const o = await order(client, 1);
    const body = paid(o);
    const first = await notify(body);
    expect(first.statusCode).toBe(200);
    const signed = signSandboxNotification(sandboxKey(), JSON.stringify(body), clock.now());
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/pay/notify/sandbox',
          headers: signed.headers,
          payload: signed.body,
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.app, 'duplicated')).toBe(3_000);
    const rows = await t.app.ctx.db
      .selectFrom('ledger')
      .selectAll()
      .where('reference', '=', o.orderNo)
      .execute();
    expect(rows).toHaveLength(1);
    // A second, different transaction for the same order is refused.
    const other = await notify(paid(o, { tradeNo: 'SOMEONE-ELSE' }));
    expect(other.statusCode).toBe(400);
    expect(await balanceOf(t.app, 'duplicated')).toBe(3_000);
  });

  it('50 concurrent first deliveries credit once too', async () => {
    const client = await newMember(t.app, 'stampede');
    const o = await order(client, 3);
    const answers = await Promise.all(Array.from({ length: 50 }, () => notify(paid(o))));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await balanceOf(t.app, 'stampede')).toBe(11_000);
  });
});

describe('order lifecycle', () => {
  it('a pending order closes after ORDER_TTL_MINUTES; a payment notified later is credited and flagged', async () => {
    const client = await newMember(t.app, 'latecomer');
    const o = await order(client, 1);
    clock.advance(31 * 60_000);
    const closed = expectOk(
      'getRechargeOrder',
      await client.get<{ order: Order }>(`/api/user/pay/order/${o.orderNo}`),
    );
    expect(closed.order.status).toBe('closed');
    expect((await payAtSandboxCashier(t.app, o.orderNo)).body).toContain('无法支付');

    // The money was taken anyway (the provider's close raced the payer): honour it.
    const late = await notify(paid(o));
    expect(late.statusCode).toBe(200);
    const state = expectOk(
      'getRechargeOrder',
      await client.get<{ order: Order; money: number }>(`/api/user/pay/order/${o.orderNo}`),
    );
    expect(state.order).toMatchObject({ status: 'paid', latePayment: true });
    expect(state.money).toBe(3_000);
    expect(logs.join('\n')).toContain('payment arrived after the order closed');
  });

  it('the background sweep closes abandoned orders of every member', async () => {
    const client = await newMember(t.app, 'abandoner');
    const o = await order(client, 1);
    clock.advance(31 * 60_000);
    const { closeExpiredOrders } = await import('../src/services/payments.js');
    expect(await closeExpiredOrders(t.app.ctx, t.app.log)).toBeGreaterThanOrEqual(1);
    const row = await t.app.ctx.db
      .selectFrom('recharge_orders')
      .select('status')
      .where('order_no', '=', o.orderNo)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
  });

  it('a refund takes the credited amount back through the ledger', async () => {
    const client = await newMember(t.app, 'refunded');
    await recharge(client, 2);
    const [o] = await t.app.ctx.db
      .selectFrom('recharge_orders')
      .innerJoin('users', 'users.id', 'recharge_orders.user_id')
      .select('order_no')
      .where('users.name', '=', 'refunded')
      .execute();
    const transact: Transact = (work) =>
      writeTransaction(t.app.ctx.db, async (trx) => (await work(trx)).result);
    const refund = (requestId: string) =>
      refundOrder(
        t.app.ctx,
        {
          orderNo: o?.order_no ?? '',
          amount: 5_000,
          reason: '测试退款',
          requestId,
          staff: { id: 1, name: 'admin' },
        },
        transact,
        t.app.log,
      );
    await refund('request-1');
    expect(await balanceOf(t.app, 'refunded')).toBe(0);
    const consumed = expectOk(
      'listConsumeRecords',
      await client.get<{ list: { type: string; amount: number }[] }>('/api/user/money/consume'),
    );
    expect(consumed.list[0]).toMatchObject({ type: 'refund', amount: 5_000 });
    await expect(refund('request-2')).rejects.toThrow('只有已支付的订单可以退款');
  });
});

describe('the ledger', () => {
  it('every balance equals the sum of its ledger after a random mix of recharges and upgrades', async () => {
    const members = await Promise.all(
      ['mix1', 'mix2', 'mix3'].map((name) => newMember(t.app, name)),
    );
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let step = 0; step < 24; step += 1) {
      const client = members[random(members.length)] as Client;
      if (random(3) === 0) await client.post('/api/user/level/upgrade', { levelId: 2 + random(2) });
      else await recharge(client, 1 + random(5));
    }
    expect(await findLedgerMismatches(t.app.ctx.db)).toEqual([]);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const { db } = t.app.ctx;
    await expect(
      db
        .updateTable('ledger')
        .set((eb) => ({ amount: eb('amount', '+', 100) }))
        .execute(),
    ).rejects.toThrow('append-only');
    await expect(db.deleteFrom('ledger').execute()).rejects.toThrow('append-only');
    expect(await findLedgerMismatches(db)).toEqual([]);
  });

  it('a fresh seed holds: the demo balance comes with its ledger row', async () => {
    const fresh = await createTestApp();
    try {
      expect(await findLedgerMismatches(fresh.app.ctx.db)).toEqual([]);
      const demo = await fresh.app.ctx.db
        .selectFrom('ledger')
        .innerJoin('users', 'users.id', 'ledger.user_id')
        .select(['ledger.amount', 'ledger.balance_after'])
        .where('users.name', '=', 'demo')
        .execute();
      expect(demo).toEqual([{ amount: 30_000, balance_after: 30_000 }]);
    } finally {
      await fresh.close();
    }
  });
});

describe('settings', () => {
  it('production refuses the sandbox unless PAYMENT_SANDBOX_IN_PRODUCTION=1, and has none by default', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://a.example', HTTPS: '1' };
    expect(() => resolveConfig({}, { ...production, PAYMENT_PROVIDERS: 'sandbox' })).toThrow(
      'PAYMENT_SANDBOX_IN_PRODUCTION=1',
    );
    expect(
      resolveConfig(
        {},
        {
          ...production,
          PAYMENT_PROVIDERS: 'sandbox',
          PAYMENT_SANDBOX_IN_PRODUCTION: '1',
        },
      ).payments.providers,
    ).toEqual(['sandbox']);
    expect(resolveConfig({}, production).payments.providers).toEqual([]);
    expect(resolveConfig({}, {}).payments.providers).toEqual(['sandbox']);
    expect(() => resolveConfig({}, { PAYMENT_PROVIDERS: 'paypal' })).toThrow('paypal');
    expect(resolveConfig({}, { ORDER_TTL_MINUTES: '5' }).payments.orderTtlMs).toBe(300_000);
  });

  it('without a provider, recharge is unavailable: pay options say so and orders are refused', async () => {
    const none = await createTestApp({ payments: { providers: [] } });
    try {
      const client = await newMember(none.app, 'nopay');
      const options = await client.get<unknown[]>('/api/user/pay');
      expect(expectOk('listPayOptions', options)).toEqual([]);
      expect(options.body.message).toContain('充值暂未开放');
      expect(expectOk('listPayMethods', await client.get('/api/user/pay/methods'))).toEqual([]);
      expectFailure(
        'createRechargeOrder',
        await client.post('/api/user/pay/online', { payOptionId: 1, payType: 'wechat' }),
        403,
        '充值暂未开放',
      );
      const cashier = await none.app.inject({ method: 'GET', url: '/pay/sandbox/R1' });
      expect(cashier.statusCode).toBe(404);
    } finally {
      await none.close();
    }
  });
});
