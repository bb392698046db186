import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxProvider } from '../src/payments/sandbox.js';
import type { RefundAnswer, RefundInput } from '../src/payments/types.js';
import { findLedgerMismatches } from '../src/repositories/ledger.js';
import { findRefundMismatches } from '../src/repositories/refunds.js';
import { resolveOpenRefunds } from '../src/services/refunds.js';
import { staffClient } from './staff-helpers.js';
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

// Refunds as a state machine (requested → processing → succeeded | failed | unknown), one refund
// number per intent, against the sandbox provider made to fail: errors (5xx, network), a provider
// that never answers, definite refusals. Nothing but a definite failure gives the balance back,
// and no sequence of failures and retries sends a second refund number.

interface Refund {
  refundNo: string;
  amount: number;
  debit: number;
  status: string;
  attempts: number;
  history: { state: string; source: string }[];
}
interface Detail {
  order: { orderNo: string; status: string; refundedAmount: number };
  refunds: Refund[];
  ledger: { amount: number; reason: string }[];
}

const TIMEOUT_MS = 400;
let t: TestApp;
let finance: Client;
let sandbox: SandboxProvider;
let realRefund: SandboxProvider['refund'];
let realQuery: SandboxProvider['queryRefund'];
/** Every refund the provider was sent, in order. */
const sent: RefundInput[] = [];

beforeAll(async () => {
  t = await createTestApp({ payments: { timeoutMs: TIMEOUT_MS } });
  finance = await staffClient(t.app, 'finance');
  sandbox = t.app.ctx.payments.byName('sandbox') as SandboxProvider;
  realRefund = sandbox.refund.bind(sandbox);
  realQuery = sandbox.queryRefund.bind(sandbox);
});
afterEach(() => {
  providerSays('ok');
});
afterAll(async () => t.close());

type Mode = 'ok' | 'fail' | '5xx' | 'hang' | 'processing';

/** How the sandbox answers refunds from now on (queries keep telling the truth unless `5xx`). */
function providerSays(mode: Mode, queries: 'truth' | '5xx' = 'truth') {
  sandbox.refund = async (input) => {
    sent.push(input);
    if (mode === '5xx') throw new Error('503 Service Unavailable');
    if (mode === 'hang') return new Promise<RefundAnswer>(() => {});
    if (mode === 'fail') return { state: 'rejected', detail: 'NOT_ENOUGH' };
    const answer = await realRefund(input);
    if (mode === 'processing' && answer.state === 'succeeded')
      return { ...answer, state: 'processing', detail: 'PROCESSING' };
    return answer;
  };
  sandbox.queryRefund =
    queries === '5xx'
      ? async () => {
          throw new Error('502 Bad Gateway');
        }
      : realQuery;
}

async function paidOrder(name: string, payOptionId = 1) {
  const member = await newMember(t.app, name);
  await recharge(member, payOptionId);
  const { orderNo } = await t.app.ctx.db
    .selectFrom('recharge_orders')
    .innerJoin('users', 'users.id', 'recharge_orders.user_id')
    .select('recharge_orders.order_no as orderNo')
    .where('users.name', '=', name)
    .executeTakeFirstOrThrow();
  return orderNo;
}

function refund(orderNo: string, amount: number, requestId: string, reason = '会员申请退款') {
  return finance.post<Detail>(`/api/admin/orders/${orderNo}/refund`, {
    amount,
    reason,
    requestId,
  });
}

async function detailOf(orderNo: string) {
  return expectOk('adminGetOrder', await finance.get<Detail>(`/api/admin/orders/${orderNo}`));
}

async function booksHold() {
  expect(await findLedgerMismatches(t.app.ctx.db)).toEqual([]);
  expect((await findRefundMismatches(t.app.ctx.db)).mismatches).toEqual([]);
}

describe('one refund number per intent', () => {
  it('a 5xx keeps the number and the debit; the retry asks, then re-sends the same number once', async () => {
    const orderNo = await paidOrder('rs_5xx');
    sent.length = 0;
    providerSays('5xx');
    const first = await refund(orderNo, 3_000, 'rs-5xx-1');
    const unknown = expectOk('adminRefundOrder', first);
    expect(first.body.message).toContain('暂未给出结果');
    expect(unknown.refunds).toEqual([expect.objectContaining({ status: 'unknown', debit: 3_000 })]);
    expect(unknown.order).toMatchObject({ status: 'refunded', refundedAmount: 3_000 });
    expect(await balanceOf(t.app, 'rs_5xx')).toBe(0);

    // Retried while the provider still fails: same intent, nothing new, nothing given back.
    expectOk('adminRefundOrder', await refund(orderNo, 3_000, 'rs-5xx-1'));
    // A new intent (another request id) must wait until this one has an answer.
    expectFailure('adminRefundOrder', await refund(orderNo, 100, 'rs-5xx-2'), 409, '尚未确定');

    providerSays('ok');
    const retried = expectOk('adminRefundOrder', await refund(orderNo, 3_000, 'rs-5xx-1'));
    expect(retried.refunds).toHaveLength(1);
    expect(retried.refunds[0]).toMatchObject({ status: 'succeeded' });
    expect(retried.refunds[0]!.history.map((h) => h.state)).toEqual([
      'requested',
      'unknown',
      'succeeded',
    ]);
    const numbers = new Set(sent.map((s) => s.refundNo));
    expect(numbers).toEqual(new Set([retried.refunds[0]!.refundNo]));
    expect(sent).toHaveLength(3);
    // Succeeded is final: asking again sends nothing.
    expectOk('adminRefundOrder', await refund(orderNo, 3_000, 'rs-5xx-1'));
    expect(sent).toHaveLength(3);
    expect(await balanceOf(t.app, 'rs_5xx')).toBe(0);
    await booksHold();
  });

  it('a refund that went through before the 5xx is found by the query and never sent twice', async () => {
    const orderNo = await paidOrder('rs_lost');
    sent.length = 0;
    // The provider refunds, then the answer is lost on the way back.
    sandbox.refund = async (input) => {
      sent.push(input);
      await realRefund(input);
      throw new Error('socket hang up');
    };
    const lost = expectOk('adminRefundOrder', await refund(orderNo, 1_000, 'rs-lost-1'));
    expect(lost.refunds[0]).toMatchObject({ status: 'unknown' });
    providerSays('ok');
    const check = await finance.post<Detail>(
      `/api/admin/orders/${orderNo}/refunds/${lost.refunds[0]!.refundNo}/check`,
    );
    expect(expectOk('adminCheckRefund', check).refunds[0]).toMatchObject({ status: 'succeeded' });
    expect(sent).toHaveLength(1);
    expect(await balanceOf(t.app, 'rs_lost')).toBe(2_000);
    await booksHold();
  });

  it('a provider that never answers is cut off at the deadline; the sweep settles it later', async () => {
    const orderNo = await paidOrder('rs_hang');
    sent.length = 0;
    providerSays('hang');
    const started = Date.now();
    const answer = expectOk('adminRefundOrder', await refund(orderNo, 3_000, 'rs-hang-1'));
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3_000);
    expect(answer.refunds[0]).toMatchObject({ status: 'unknown' });
    // Other money work on the database is not held up meanwhile.
    const member = await newMember(t.app, 'rs_hang_other');
    expect(await recharge(member, 1)).toBe(3_000);

    // The sweep asks when the refund is due; the provider (queries still failing) keeps it open.
    const due = () =>
      t.app.ctx.db
        .updateTable('order_refunds')
        .set({ next_check_time: 0 })
        .where('refund_no', '=', answer.refunds[0]!.refundNo)
        .execute();
    providerSays('hang', '5xx');
    await due();
    await resolveOpenRefunds(t.app.ctx, t.app.log);
    expect((await detailOf(orderNo)).refunds[0]).toMatchObject({ status: 'unknown' });
    expect(await balanceOf(t.app, 'rs_hang')).toBe(0);

    providerSays('ok');
    await due();
    await resolveOpenRefunds(t.app.ctx, t.app.log);
    const settled = (await detailOf(orderNo)).refunds[0]!;
    expect(settled).toMatchObject({ status: 'succeeded' });
    expect(settled.history.at(-1)).toMatchObject({ source: 'sweep', state: 'succeeded' });
    expect(new Set(sent.map((s) => s.refundNo)).size).toBe(1);
    await booksHold();
  });

  it('processing is not success: it settles when the provider says so', async () => {
    const orderNo = await paidOrder('rs_processing');
    providerSays('processing');
    const answer = await refund(orderNo, 3_000, 'rs-proc-1');
    expect(expectOk('adminRefundOrder', answer).refunds[0]).toMatchObject({
      status: 'processing',
    });
    expect(answer.body.message).toContain('正在处理');
    providerSays('ok');
    const refundNo = (await detailOf(orderNo)).refunds[0]!.refundNo;
    const check = await finance.post<Detail>(
      `/api/admin/orders/${orderNo}/refunds/${refundNo}/check`,
    );
    expect(expectOk('adminCheckRefund', check).refunds[0]).toMatchObject({ status: 'succeeded' });
    await booksHold();
  });

  it('only a definite failure gives the balance back, once', async () => {
    const orderNo = await paidOrder('rs_fail');
    providerSays('fail');
    expectFailure('adminRefundOrder', await refund(orderNo, 3_000, 'rs-fail-1'), 409, '已恢复');
    expect(await balanceOf(t.app, 'rs_fail')).toBe(3_000);
    // The same request again is the same (failed) intent: nothing is sent or restored again.
    providerSays('ok');
    expectFailure('adminRefundOrder', await refund(orderNo, 3_000, 'rs-fail-1'), 409, '已恢复');
    expect(await balanceOf(t.app, 'rs_fail')).toBe(3_000);
    const detail = await detailOf(orderNo);
    expect(detail.refunds.map((r) => r.status)).toEqual(['failed']);
    expect(detail.ledger.map((r) => r.amount)).toEqual([3_000, -3_000, 3_000]);
    // A new intent gets a new number and goes through.
    const again = expectOk('adminRefundOrder', await refund(orderNo, 3_000, 'rs-fail-2'));
    expect(again.refunds.map((r) => r.status)).toEqual(['failed', 'succeeded']);
    expect(new Set(again.refunds.map((r) => r.refundNo)).size).toBe(2);
    expect(await balanceOf(t.app, 'rs_fail')).toBe(0);
    await booksHold();
  });

  it('a repeated request id with other fields is a 409 and refunds nothing', async () => {
    const orderNo = await paidOrder('rs_repeat');
    expectOk('adminRefundOrder', await refund(orderNo, 1_000, 'rs-repeat-1'));
    expectFailure('adminRefundOrder', await refund(orderNo, 2_000, 'rs-repeat-1'), 409, '请求编号');
    expectFailure(
      'adminRefundOrder',
      await refund(orderNo, 1_000, 'rs-repeat-1', '另一个原因'),
      409,
      '请求编号',
    );
    expect(await balanceOf(t.app, 'rs_repeat')).toBe(2_000);
    expect((await detailOf(orderNo)).refunds).toHaveLength(1);
  });
});

describe('ledger:verify checks refunds against their states', () => {
  it('finds a refund marked failed whose debit was never given back, and lists open refunds', async () => {
    const orderNo = await paidOrder('rs_verify');
    providerSays('5xx');
    expectOk('adminRefundOrder', await refund(orderNo, 3_000, 'rs-verify-1'));
    const open = await findRefundMismatches(t.app.ctx.db);
    expect(open.open.map((r) => r.order_no)).toContain(orderNo);
    expect(open.mismatches).toEqual([]);
    // Someone marks it failed by hand: the debit was not restored, the books no longer hold.
    await t.app.ctx.db
      .updateTable('order_refunds')
      .set({ status: 'failed' })
      .where('request_id', '=', 'rs-verify-1')
      .execute();
    const problems = (await findRefundMismatches(t.app.ctx.db)).mismatches;
    expect(problems.filter((p) => p.orderNo === orderNo).map((p) => p.problem)).toEqual([
      expect.stringContaining('失败退款退回 0 分，应退回 3000 分'),
      expect.stringContaining('未失败的退款合计 0 分'),
    ]);
  });
});
