import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database, OrderRefundTable } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { conflict, found } from '../lib/errors.js';
import { yuan } from '../lib/money.js';
import {
  NotificationRejected,
  withDeadline,
  type PaymentProvider,
  type QueryResult,
  type RefundNotice,
} from '../payments/types.js';
import * as refunds from '../repositories/refunds.js';
import * as orders from '../repositories/orders.js';
import { appendLedger } from '../repositories/ledger.js';
import { withAudit, type AuditRecord } from './audit.js';
import { settlePayment } from './payments.js';

// Operators' money actions on an order: ask the provider, refund (part or all) through it; the
// refund state machine (requested → processing → succeeded | failed | unknown) and its sweep.

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Runs a write and its audit record together (audited() in the console; a plain transaction in tests). */
export type Transact = <T>(
  work: (trx: Kysely<Database>) => Promise<{ result: T; audit: AuditRecord }>,
) => Promise<T>;

export interface RefundInput {
  orderNo: string;
  /** Cents to give back to the payer. */
  amount: number;
  reason: string;
  requestId: string;
  staff: { id: number; name: string };
}

/** Thrown inside the transaction when the request id was used before: nothing is written. */
class RepeatedRequest extends Error {
  constructor(readonly refund: Selectable<OrderRefundTable>) {
    super('repeated refund request');
  }
}

function providerFor(ctx: AppContext, name: string) {
  const provider = ctx.payments.byName(name as never);
  if (!provider) throw conflict('该订单的支付渠道已停用，请联系客服处理');
  return provider;
}

/**
 * The balance share of a refund: in proportion to what was credited for what was paid (a ¥100
 * payment that credited ¥110 takes back ¥55 for a ¥50 refund); the refund that completes the order
 * takes whatever credit is left, so a full refund always takes back exactly the credit.
 */
function debitFor(
  order: orders.AdminOrderRow,
  amount: number,
  paid: number,
  debitedBefore: number,
): number {
  if (order.refunded_amount + amount >= paid) return order.amount - debitedBefore;
  return Math.floor((order.amount * amount) / paid);
}

/** The refusal of an amount above the most that can be refunded names that most. */
export function tooMuchMessage(most: number): string {
  return `退款金额超过可退金额，最多可退${yuan(most)}`;
}

/**
 * The most that can be refunded now: what is left of the payment, and no more than the member's
 * balance can give back (the largest amount whose balance share the balance covers).
 */
export function maxRefundable(
  order: orders.AdminOrderRow,
  paid: number,
  debitedBefore: number,
  balance: number,
): number {
  const left = paid - order.refunded_amount;
  if (left <= 0) return 0;
  if (debitFor(order, left, paid, debitedBefore) <= balance) return left;
  if (order.amount <= 0) return left;
  // floor(credit × a / paid) ≤ balance  ⇔  a < (balance + 1) × paid / credit
  const below = Math.ceil(((balance + 1) * paid) / order.amount) - 1;
  return Math.max(0, Math.min(left - 1, below));
}

export interface RefundPreview {
  order: orders.AdminOrderRow;
  paid: number;
  refundable: number;
  maxAmount: number;
  amount: number;
  debit: number;
  balance: number;
  openRefundNo: string | null;
}

/** What a refund of `amount` would do (nothing is written): the console confirms with it. */
export async function previewRefund(
  db: Kysely<Database>,
  orderNo: string,
  amount: number,
): Promise<RefundPreview> {
  const order = found(await orders.findOrderWithMember(db, orderNo), '订单不存在');
  const paid = order.paid_amount ?? order.price;
  const [debitedBefore, balance, open] = await Promise.all([
    refunds.debitedSoFar(db, order.id),
    balanceOf(db, order.user_id),
    refunds.openRefundOf(db, order.id),
  ]);
  const refundable = order.status === 'paid' ? paid - order.refunded_amount : 0;
  const within = Math.min(amount, Math.max(refundable, 0));
  return {
    order,
    paid,
    refundable,
    maxAmount: order.status === 'paid' ? maxRefundable(order, paid, debitedBefore, balance) : 0,
    amount,
    debit: within > 0 ? debitFor(order, within, paid, debitedBefore) : 0,
    balance,
    openRefundNo: open?.refund_no ?? null,
  };
}

/**
 * Refunds through the order's provider, one refund number per intent (ADR: refund state machine).
 * The balance is debited first, in one transaction with the order's refunded amount (never past
 * what was paid), the refund's row (`requested`) and the audit row; then the provider is asked,
 * outside any transaction and within the provider deadline. Its answer moves the refund:
 * `succeeded`, `processing`, `failed` (only a definite failure gives the balance back) or
 * `unknown` (no definite answer: the number and the debit are kept until a query, a notification
 * or the sweep says how it ended). The same request id again is the same intent: an open refund
 * is asked about and, if the provider never received it, sent again with the same number.
 */
export async function refundOrder(
  ctx: AppContext,
  input: RefundInput,
  transact: Transact,
  log: Log,
): Promise<{ refund: Selectable<OrderRefundTable>; repeated: boolean }> {
  const order = found(await orders.findOrderWithMember(ctx.db, input.orderNo), '订单不存在');
  providerFor(ctx, order.provider);
  const paid = order.paid_amount ?? order.price;
  let refund;
  try {
    refund = await transact(async (trx) => {
      const fresh = (await orders.findOrderWithMember(trx, input.orderNo)) ?? order;
      const repeated = await refunds.findRefundByRequest(trx, fresh.id, input.requestId);
      if (repeated) throw new RepeatedRequest(repeated);
      const open = await refunds.openRefundOf(trx, fresh.id);
      if (open)
        throw conflict(`退款 ${open.refund_no} 的结果尚未确定，请先在退款记录中查询它的结果`);
      if (fresh.status !== 'paid') throw conflict('只有已支付的订单可以退款');
      const debitedBefore = await refunds.debitedSoFar(trx, fresh.id);
      const left = paid - fresh.refunded_amount;
      if (input.amount > left) throw conflict(tooMuchMessage(left));
      const debit = debitFor(fresh, input.amount, paid, debitedBefore);
      const now = ctx.config.now();
      if (!(await refunds.reserveRefund(trx, fresh.id, input.amount, now)))
        throw conflict('只有已支付的订单可以退款');
      const count = await refunds.countRefunds(trx, fresh.id);
      const row = await refunds.insertRefund(trx, {
        orderId: fresh.id,
        refundNo: `F${fresh.order_no.slice(1)}${String(count + 1).padStart(2, '0')}`,
        requestId: input.requestId,
        amount: input.amount,
        debit,
        reason: input.reason,
        staffId: input.staff.id,
        staffName: input.staff.name,
        at: now,
        nextCheck: now + SWEEP_TAKES_OVER_MS,
      });
      await refunds.insertRefundEvent(trx, {
        refundId: row.id,
        state: 'requested',
        source: 'console',
        detail: `${input.staff.name}：退款${yuan(input.amount)}，扣回余额${yuan(debit)}`,
        at: now,
      });
      const balanceBefore = await balanceOf(trx, fresh.user_id);
      if (debit > 0) {
        const after = await appendLedger(trx, {
          userId: fresh.user_id,
          amount: -debit,
          reason: 'refund',
          reference: fresh.order_no,
          description: `充值退款：退回${yuan(input.amount)}，扣回${yuan(debit)}（${input.reason}）`,
          at: now,
        });
        if (after === null) {
          const most = maxRefundable(fresh, paid, debitedBefore, balanceBefore);
          throw conflict(
            most > 0
              ? `会员余额已不足以扣回该笔充值（余额${yuan(balanceBefore)}），${tooMuchMessage(most)}`
              : '会员余额已不足以扣回该笔充值，无法退款',
          );
        }
      }
      return withAudit(
        row,
        'order.refund',
        fresh.order_no,
        {
          status: fresh.status,
          refundedAmount: fresh.refunded_amount,
          balance: balanceBefore,
        },
        {
          refundNo: row.refund_no,
          amount: input.amount,
          debit,
          refundedAmount: fresh.refunded_amount + input.amount,
          balance: balanceBefore - debit,
          reason: input.reason,
        },
      );
    });
  } catch (error) {
    if (!(error instanceof RepeatedRequest)) throw error;
    const before = error.refund;
    if (before.amount !== input.amount || before.reason !== input.reason)
      throw conflict('该请求编号已用于另一笔退款（金额或原因不同），请刷新后重新提交');
    // The same intent again: a final one is answered as it is; an open one is settled now.
    return { refund: await resolveRefund(ctx, before.refund_no, 'console', log), repeated: true };
  }
  const sent = await sendRefund(
    ctx,
    await refundWithOrder(ctx.db, refund.refund_no),
    'provider',
    log,
  );
  return { refund: sent, repeated: false };
}

/** A refund stays with the console request this long before the sweep may take it over. */
const SWEEP_TAKES_OVER_MS = 60_000;

/** The sweep asks again after 1, 2, 4 … minutes, at most hourly. */
function nextCheck(now: number, attempts: number): number {
  return now + Math.min(60 * 60_000, 60_000 * 2 ** Math.min(attempts, 6));
}

async function refundWithOrder(db: Kysely<Database>, refundNo: string) {
  return found(await refunds.findRefund(db, refundNo), '退款记录不存在');
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

type Outcome =
  | {
      state: 'processing' | 'succeeded' | 'failed';
      refundId?: string | null;
      amount?: number | null;
      detail: string;
    }
  | { state: 'unknown'; detail: string };

/**
 * Sends the refund (its one number) and settles the answer. A verified refusal is not yet a
 * failure: the provider is asked whether the refund exists (a retry refused because it already
 * went through must not give the balance back); only "no such refund" after a refusal fails it.
 */
async function sendRefund(
  ctx: AppContext,
  refund: refunds.RefundWithOrder,
  source: string,
  log: Log,
): Promise<Selectable<OrderRefundTable>> {
  const provider = providerFor(ctx, refund.provider);
  const deadline = ctx.config.payments.timeoutMs;
  let outcome: Outcome;
  try {
    const answer = await withDeadline(
      provider.refund({
        orderNo: refund.order_no,
        refundNo: refund.refund_no,
        total: refund.paid_amount ?? refund.price,
        amount: refund.amount,
        reason: refund.reason,
      }),
      deadline,
      `${provider.name} refund`,
    );
    if (answer.state === 'rejected' || answer.state === 'notFound') {
      const asked = await withDeadline(
        provider.queryRefund({ orderNo: refund.order_no, refundNo: refund.refund_no }),
        deadline,
        `${provider.name} refund query`,
      );
      outcome =
        asked.state === 'notFound' || asked.state === 'rejected'
          ? { state: 'failed', detail: `渠道拒绝退款：${answer.detail}` }
          : asked;
    } else {
      outcome = answer;
    }
  } catch (error) {
    log.warn(
      { err: error, refundNo: refund.refund_no },
      'refund outcome unknown: kept for a query',
    );
    outcome = { state: 'unknown', detail: `渠道未给出结果：${errorText(error)}` };
  }
  return settleRefund(ctx, refund, outcome, source, log);
}

/**
 * Asks the provider how an open refund ended and settles it; one the provider never received is
 * sent again with the same number. A final refund is answered as it is.
 */
export async function resolveRefund(
  ctx: AppContext,
  refundNo: string,
  source: string,
  log: Log,
): Promise<Selectable<OrderRefundTable>> {
  const refund = await refundWithOrder(ctx.db, refundNo);
  if (refunds.FINAL_REFUND_STATES.includes(refund.status)) return refund;
  const provider = providerFor(ctx, refund.provider);
  let answer;
  try {
    answer = await withDeadline(
      provider.queryRefund({ orderNo: refund.order_no, refundNo }),
      ctx.config.payments.timeoutMs,
      `${provider.name} refund query`,
    );
  } catch (error) {
    log.warn({ err: error, refundNo }, 'refund query failed: state kept');
    const detail = `查询未得到结果：${errorText(error)}`;
    return settleRefund(
      ctx,
      refund,
      refund.status === 'processing'
        ? { state: 'processing', detail }
        : { state: 'unknown', detail },
      source,
      log,
    );
  }
  if (answer.state === 'notFound' || answer.state === 'rejected')
    return sendRefund(ctx, refund, source, log);
  return settleRefund(ctx, refund, answer, source, log);
}

/**
 * Writes an outcome in one transaction: the refund's state (from an open state only, so a final
 * outcome lands once), its event row and, for a definite failure, the balance given back and the
 * amount reopened on the order. An answer about another amount is not believed (state unknown).
 */
async function settleRefund(
  ctx: AppContext,
  refund: refunds.RefundWithOrder,
  outcome: Outcome,
  source: string,
  log: Log,
): Promise<Selectable<OrderRefundTable>> {
  let settled = outcome;
  if (settled.state !== 'unknown' && settled.amount != null && settled.amount !== refund.amount) {
    log.error({ refundNo: refund.refund_no, answer: settled }, 'provider refund amount differs');
    settled = {
      state: 'unknown',
      detail: `渠道答复的退款金额 ${settled.amount} 分与退款记录 ${refund.amount} 分不符`,
    };
  }
  const final = settled;
  // Counted once the transaction commits, only for the write that made the refund final.
  let landed: 'succeeded' | 'failed' | null = null;
  await writeTransaction(ctx.db, async (trx) => {
    landed = null;
    const now = ctx.config.now();
    const current = await refundWithOrder(trx, refund.refund_no);
    if (refunds.FINAL_REFUND_STATES.includes(current.status)) {
      if (current.status !== final.state)
        log.error(
          { refundNo: refund.refund_no, state: current.status, answer: final },
          'provider answer contradicts a final refund',
        );
      return;
    }
    const isFinal = final.state === 'succeeded' || final.state === 'failed';
    const changed = await refunds.changeRefund(trx, current.id, {
      to: final.state,
      at: now,
      providerRefundId: final.state === 'unknown' ? null : (final.refundId ?? null),
      nextCheck: isFinal ? null : nextCheck(now, current.attempts),
      lastError: final.state === 'unknown' ? final.detail : null,
    });
    if (!changed) return;
    if (final.state === 'succeeded' || final.state === 'failed') landed = final.state;
    if (final.state !== current.status || isFinal)
      await refunds.insertRefundEvent(trx, {
        refundId: current.id,
        state: final.state,
        source,
        detail: final.detail,
        at: now,
      });
    if (final.state !== 'failed') return;
    if (current.debit > 0) {
      await appendLedger(trx, {
        userId: current.user_id,
        amount: current.debit,
        reason: 'adjustment',
        reference: current.order_no,
        description: `退款 ${current.refund_no} 未成功，退回扣款`,
        at: now,
      });
    }
    await refunds.releaseRefund(trx, current.order_id, current.amount);
  });
  if (landed) ctx.metrics?.refund(refund.provider, landed);
  return refundWithOrder(ctx.db, refund.refund_no);
}

/**
 * A refund notification the provider signed (WeChat REFUND.*): it must name one of our refunds,
 * of that provider and order, for the amount we asked; then it settles like a query answer.
 */
export async function applyRefundNotice(
  ctx: AppContext,
  provider: PaymentProvider,
  notice: RefundNotice,
  log: Log,
) {
  const refund = await refunds.findRefund(ctx.db, notice.refundNo);
  if (!refund) throw new NotificationRejected(`unknown refund ${notice.refundNo}`);
  if (refund.provider !== provider.name || refund.order_no !== notice.orderNo)
    throw new NotificationRejected(`refund ${notice.refundNo} is not of order ${notice.orderNo}`);
  if (refund.amount !== notice.amount)
    throw new NotificationRejected(
      `refund ${notice.refundNo} amount ${notice.amount} is not ${refund.amount}`,
    );
  return settleRefund(ctx, refund, notice, 'notification', log);
}

/** The background sweep: asks about every open refund whose next check is due. */
export async function resolveOpenRefunds(ctx: AppContext, log: Log): Promise<number> {
  const due = await refunds.dueRefunds(ctx.db, ctx.config.now());
  for (const { refund_no } of due) {
    try {
      await resolveRefund(ctx, refund_no, 'sweep', log);
    } catch (error) {
      log.warn({ err: error, refundNo: refund_no }, 'refund sweep could not settle a refund');
    }
  }
  return due.length;
}

async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('money')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.money ?? 0;
}

/**
 * Asks the provider about the order; a payment it confirms goes through settlePayment, the one
 * crediting path (once, whatever the order's state was).
 */
export async function queryOrderAtProvider(ctx: AppContext, orderNo: string, log: Log) {
  const order = found(await orders.findOrderWithMember(ctx.db, orderNo), '订单不存在');
  const provider = providerFor(ctx, order.provider);
  let answer: QueryResult;
  try {
    answer = await withDeadline(
      provider.queryOrder(orderNo),
      ctx.config.payments.timeoutMs,
      `${provider.name} order query`,
    );
  } catch (error) {
    log.warn({ err: error, orderNo }, 'provider query failed');
    throw conflict('暂时无法向支付渠道查询该订单，请稍后再试');
  }
  let credited = false;
  if (answer.state === 'paid') {
    try {
      credited = (await settlePayment(ctx, provider, answer.payment)).credited;
    } catch (error) {
      if (!(error instanceof NotificationRejected)) throw error;
      log.warn({ orderNo, reason: error.message }, 'provider query answer refused');
      throw conflict('支付渠道的答复与订单不符，未入账');
    }
  }
  return { before: order, answer, credited };
}
