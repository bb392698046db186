import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, staffClient } from './staff-helpers.js';
import {
  balanceOf,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  recharge,
  type Client,
  type TestApp,
} from './helpers.js';

// Money audit that a refusal cannot roll back: refused and repeated money actions (refund,
// balance adjustment, level grant, card batch) leave their own audit row; a balance adjustment is idempotent
// by its request id (submitted twice, applied once; the id with other fields is a 409).

let t: TestApp;
let finance: Client;
beforeAll(async () => {
  t = await createTestApp();
  finance = await staffClient(t.app, 'finance');
});
afterAll(async () => t.close());

async function memberId(name: string) {
  const row = await t.app.ctx.db
    .selectFrom('users')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function actionsOn(objectId: string | number) {
  return (await auditRows(t.app))
    .filter((r) => r.object_id === String(objectId))
    .map((r) => r.action)
    .reverse();
}

describe('balance adjustments', () => {
  it('a double submit is applied once; the same id with another amount is a 409; each is audited', async () => {
    await newMember(t.app, 'ma_twice');
    const id = await memberId('ma_twice');
    const url = `/api/admin/members/${id}/balance`;
    const body = { amount: 1_000, reason: '活动补偿', requestId: 'ma-twice-1' };
    // Two at once, then once more: one ledger row.
    const answers = await Promise.all([finance.post(url, body), finance.post(url, body)]);
    for (const answer of answers) expectOk('adminAdjustBalance', answer);
    const again = await finance.post(url, body);
    expect(expectOk('adminAdjustBalance', again)).toMatchObject({ money: 1_000 });
    expect(again.body.message).toContain('重复提交');
    expect(await balanceOf(t.app, 'ma_twice')).toBe(1_000);

    expectFailure(
      'adminAdjustBalance',
      await finance.post(url, { ...body, amount: 5_000 }),
      409,
      '请求编号',
    );
    expect(await balanceOf(t.app, 'ma_twice')).toBe(1_000);
    const ledger = await t.app.ctx.db
      .selectFrom('ledger')
      .select('amount')
      .where('user_id', '=', id)
      .execute();
    expect(ledger.map((r) => r.amount)).toEqual([1_000]);
    expect(await actionsOn(id)).toEqual([
      'member.balance',
      'member.balance.repeated',
      'member.balance.repeated',
      'member.balance.refused',
    ]);
  });

  it('a refused adjustment (below zero) leaves an audit row although its write rolled back', async () => {
    await newMember(t.app, 'ma_below');
    const id = await memberId('ma_below');
    expectFailure(
      'adminAdjustBalance',
      await finance.post(`/api/admin/members/${id}/balance`, {
        amount: -100,
        reason: '误充',
        requestId: 'ma-below-1',
      }),
      400,
      '余额不足',
    );
    const [row] = (await auditRows(t.app, 'member')).filter((r) => r.object_id === String(id));
    expect(row).toMatchObject({ action: 'member.balance.refused' });
    expect(JSON.parse(row!.before_json ?? '{}')).toMatchObject({ amount: -100 });
    expect(JSON.parse(row!.after_json ?? '{}')).toMatchObject({ code: 400 });
    // The refusal wrote nothing else: the same id may be used once the balance allows it.
    expect(await balanceOf(t.app, 'ma_below')).toBe(0);
  });
});

describe('refunds and level grants', () => {
  it('refused and repeated refunds are audited in their own rows', async () => {
    const member = await newMember(t.app, 'ma_refund');
    await recharge(member, 1);
    const { order_no: orderNo } = await t.app.ctx.db
      .selectFrom('recharge_orders')
      .select('order_no')
      .where('user_id', '=', await memberId('ma_refund'))
      .executeTakeFirstOrThrow();
    const url = `/api/admin/orders/${orderNo}/refund`;
    expectFailure(
      'adminRefundOrder',
      await finance.post(url, { amount: 9_999, reason: '太多', requestId: 'ma-refund-1' }),
      409,
    );
    const body = { amount: 1_000, reason: '部分退款', requestId: 'ma-refund-2' };
    expectOk('adminRefundOrder', await finance.post(url, body));
    expectOk('adminRefundOrder', await finance.post(url, body));
    expectFailure(
      'adminRefundOrder',
      await finance.post(url, { ...body, amount: 2_000 }),
      409,
      '请求编号',
    );
    expect(await actionsOn(orderNo)).toEqual([
      'order.refund.refused',
      'order.refund',
      'order.refund.repeated',
      'order.refund.refused',
    ]);
    expect(await balanceOf(t.app, 'ma_refund')).toBe(2_000);
  });

  it('a refused level grant is audited', async () => {
    await newMember(t.app, 'ma_level');
    const id = await memberId('ma_level');
    const owner = await staffClient(t.app, 'admin');
    expectFailure(
      'adminSetMemberLevel',
      await owner.post(`/api/admin/members/${id}/level`, { levelId: 999 }),
      400,
    );
    expect(await actionsOn(id)).toEqual(['member.level.refused']);
  });

  it('a refused card batch (already expired) is audited in its own write, and no batch is made', async () => {
    const owner = await staffClient(t.app, 'admin');
    const before = await t.app.ctx.db.selectFrom('card_batches').select('id').execute();
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    expectFailure(
      'adminCreateCardBatch',
      await owner.post('/api/admin/card-batches', { days: 7, count: 2, expireDate: yesterday }),
      400,
      '过期日期',
    );
    expect(await t.app.ctx.db.selectFrom('card_batches').select('id').execute()).toEqual(before);
    const [row] = (await auditRows(t.app, 'cardBatch')).filter((r) => r.object_id === 'new');
    expect(row).toMatchObject({ action: 'cardBatch.create.refused' });
    expect(JSON.parse(row?.before_json ?? '{}')).toMatchObject({
      days: 7,
      count: 2,
      expireDate: yesterday,
    });
    expect(JSON.parse(row?.after_json ?? '{}')).toMatchObject({ code: 400 });
  });
});
