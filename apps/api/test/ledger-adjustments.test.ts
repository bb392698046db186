// Balance adjustments by finance: a reason, never below zero, one ledger row (reason adjustment) each.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import {
  createTestApp,
  expectFailure,
  expectOk,
  memberId,
  newMember,
  type TestApp,
} from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('balance adjustment', () => {
  it('finance adds and deducts with a reason, never below zero; each change is a ledger row (reason adjustment)', async () => {
    const member = await newMember(t.app, 'topped');
    const finance = await staffClient(t.app, 'finance');
    const id = await memberId(t.app, 'topped');
    const url = `/api/admin/members/${id}/balance`;
    const added = await finance.post<{ money: number }>(url, {
      amount: 5000,
      reason: '活动补偿',
      requestId: 'adjust-add-1',
    });
    expect(expectOk('adminAdjustBalance', added).money).toBe(5000);
    const session = await member.get<{ usersInfo: { money: number } }>('/api/user/session');
    expect(session.body.data.usersInfo.money).toBe(5000);
    expectFailure(
      'adminAdjustBalance',
      await finance.post(url, { amount: -6000, reason: '误充', requestId: 'adjust-cut-1' }),
      400,
      '余额不足',
    );
    expectOk(
      'adminAdjustBalance',
      await finance.post(url, { amount: -2000, reason: '误充', requestId: 'adjust-cut-2' }),
    );
    const rows = await t.app.ctx.db
      .selectFrom('ledger')
      .select(['amount', 'balance_after', 'description'])
      .where('user_id', '=', id)
      .where('reason', '=', 'adjustment')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { amount: 5000, balance_after: 5000, description: '活动补偿' },
      { amount: -2000, balance_after: 3000, description: '误充' },
    ]);
  });
});
