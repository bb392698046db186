import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { conflict, found } from '../lib/errors.js';
import { yuan } from '../lib/money.js';
import { NotificationRejected, type QueryResult } from '../payments/types.js';
import * as repo from '../repositories/admin-money.js';
import { appendLedger } from '../repositories/ledger.js';
import { withAudit, type AuditRecord } from './audit.js';
import { settlePayment } from './payments.js';

// Operators' money actions on an order: ask the provider, refund (part or all) through it.

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

/** Thrown inside the transaction when the same request already refunded: nothing is written. */
class RepeatedRequest extends Error {}

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
  order: repo.AdminOrderRow,
  amount: number,
  paid: number,
  debitedBefore: number,
): number {
  if (order.refunded_amount + amount >= paid) return order.amount - debitedBefore;
  return Math.floor((order.amount * amount) / paid);
}

/**
 * Refunds through the order's provider. The balance is debited first, in one transaction with the
 * order's refunded amount (which never passes what was paid) and the refund's row; only then is the
 * provider asked. If it refuses, a second transaction gives the balance back and reopens the
 * amount. The same request id twice refunds once.
 */
export async function refundOrder(
  ctx: AppContext,
  input: RefundInput,
  transact: Transact,
  log: Log,
) {
  const order = found(await repo.findOrderWithMember(ctx.db, input.orderNo), '订单不存在');
  const provider = providerFor(ctx, order.provider);
  const paid = order.paid_amount ?? order.price;
  let refund;
  try {
    refund = await transact(async (trx) => {
      const fresh = (await repo.findOrderWithMember(trx, input.orderNo)) ?? order;
      if (await repo.findRefundByRequest(trx, fresh.id, input.requestId))
        throw new RepeatedRequest();
      if (fresh.status !== 'paid') throw conflict('只有已支付的订单可以退款');
      const left = paid - fresh.refunded_amount;
      if (input.amount > left) throw conflict(`退款金额超过可退金额（可退${yuan(left)}）`);
      const debit = debitFor(fresh, input.amount, paid, await repo.debitedSoFar(trx, fresh.id));
      const now = ctx.config.now();
      if (!(await repo.reserveRefund(trx, fresh.id, input.amount, now)))
        throw conflict('只有已支付的订单可以退款');
      const count = await repo.countRefunds(trx, fresh.id);
      const row = await repo.insertRefund(trx, {
        orderId: fresh.id,
        refundNo: `F${fresh.order_no.slice(1)}${String(count + 1).padStart(2, '0')}`,
        requestId: input.requestId,
        amount: input.amount,
        debit,
        reason: input.reason,
        staffId: input.staff.id,
        staffName: input.staff.name,
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
        if (after === null) throw conflict('会员余额已不足以扣回该笔充值，无法退款');
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
    if (error instanceof RepeatedRequest) return;
    throw error;
  }
  try {
    const { refundId } = await provider.refund({
      orderNo: order.order_no,
      refundNo: refund.refund_no,
      total: paid,
      amount: refund.amount,
      reason: refund.reason,
    });
    await repo.finishRefund(ctx.db, refund.id, 'succeeded', ctx.config.now(), refundId);
    ctx.metrics?.refund(provider.name, 'succeeded');
  } catch (error) {
    ctx.metrics?.refund(provider.name, 'failed');
    log.error(
      { err: error, orderNo: order.order_no },
      'provider refused the refund: balance restored',
    );
    await transact(async (trx) => {
      if (refund.debit > 0) {
        await appendLedger(trx, {
          userId: order.user_id,
          amount: refund.debit,
          reason: 'adjustment',
          reference: order.order_no,
          description: '退款未成功，退回扣款',
          at: ctx.config.now(),
        });
      }
      await repo.releaseRefund(trx, order.id, refund.amount);
      await repo.finishRefund(trx, refund.id, 'failed', ctx.config.now(), null);
      return withAudit(
        null,
        'order.refundFailed',
        order.order_no,
        { refundNo: refund.refund_no },
        { restored: refund.debit },
      );
    });
    throw conflict('支付渠道未能退款，余额已恢复');
  }
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
  const order = found(await repo.findOrderWithMember(ctx.db, orderNo), '订单不存在');
  const provider = providerFor(ctx, order.provider);
  let answer: QueryResult;
  try {
    answer = await provider.queryOrder(orderNo);
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
