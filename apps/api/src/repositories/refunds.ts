import { sql, type Kysely } from 'kysely';
import type { Database, RechargeStatus, RefundStatus } from '../db/schema.js';

// The refund state machine's SQL: one row per refund intent (its number never changes), moved
// between states by conditional updates, each change an event row (the history).

type Db = Kysely<Database>;

/** States a refund leaves only through the provider's answer. */
export const OPEN_REFUND_STATES: readonly RefundStatus[] = ['requested', 'processing', 'unknown'];
export const FINAL_REFUND_STATES: readonly RefundStatus[] = ['succeeded', 'failed'];

/** A refund with what the state machine needs of its order. */
export function findRefund(db: Db, refundNo: string) {
  return db
    .selectFrom('order_refunds')
    .innerJoin('recharge_orders', 'recharge_orders.id', 'order_refunds.order_id')
    .selectAll('order_refunds')
    .select([
      'recharge_orders.order_no',
      'recharge_orders.provider',
      'recharge_orders.user_id',
      'recharge_orders.paid_amount',
      'recharge_orders.price',
    ])
    .where('order_refunds.refund_no', '=', refundNo)
    .executeTakeFirst();
}

export type RefundWithOrder = NonNullable<Awaited<ReturnType<typeof findRefund>>>;

/** A refund of the order that has no final outcome yet (a new one must wait for it). */
export function openRefundOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_refunds')
    .select(['refund_no', 'status'])
    .where('order_id', '=', orderId)
    .where('status', 'in', OPEN_REFUND_STATES)
    .executeTakeFirst();
}

export interface RefundChange {
  to: RefundStatus;
  at: number;
  providerRefundId?: string | null;
  /** When the sweep asks next (null for final states). */
  nextCheck: number | null;
  lastError: string | null;
}

/**
 * Moves a refund from an open state to `to` (one attempt more); false when it is already final
 * (someone else settled it first), so a final outcome is written once.
 */
export async function changeRefund(db: Db, id: number, change: RefundChange): Promise<boolean> {
  const final = FINAL_REFUND_STATES.includes(change.to);
  const result = await db
    .updateTable('order_refunds')
    .set((eb) => ({
      status: change.to,
      attempts: eb('attempts', '+', 1),
      next_check_time: change.nextCheck,
      last_error: change.lastError,
      finish_time: final ? change.at : null,
      ...(change.providerRefundId ? { provider_refund_id: change.providerRefundId } : {}),
    }))
    .where('id', '=', id)
    .where('status', 'in', OPEN_REFUND_STATES)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRefundEvent(
  db: Db,
  event: { refundId: number; state: RefundStatus; source: string; detail: string; at: number },
) {
  await db
    .insertInto('order_refund_events')
    .values({
      refund_id: event.refundId,
      state: event.state,
      source: event.source,
      detail: event.detail.slice(0, 500),
      create_time: event.at,
    })
    .execute();
}

/** The history of these refunds, oldest first. */
export function refundEvents(db: Db, refundIds: readonly number[]) {
  if (refundIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_refund_events')
    .selectAll()
    .where('refund_id', 'in', refundIds)
    .orderBy('id')
    .execute();
}

/** Open refunds whose next check is due (the background sweep). */
export function dueRefunds(db: Db, now: number, limit = 50) {
  return db
    .selectFrom('order_refunds')
    .select(['refund_no'])
    .where('status', 'in', OPEN_REFUND_STATES)
    .where('next_check_time', '<=', now)
    .orderBy('next_check_time')
    .limit(limit)
    .execute();
}

export interface RefundMismatch {
  orderNo: string;
  problem: string;
}

/**
 * Orders whose refunds and books disagree: every refund debited its share once (ledger `refund`
 * rows of the order), every failed one gave it back (`adjustment` rows of the order), the order's
 * refunded amount is what its refunds that did not fail give back, and never more than was paid.
 * Open refunds (no final answer yet) are listed apart: not an error, but money to watch.
 */
export async function findRefundMismatches(db: Db) {
  const perOrder = await db
    .selectFrom('order_refunds')
    .innerJoin('recharge_orders', 'recharge_orders.id', 'order_refunds.order_id')
    .select((eb) => [
      'recharge_orders.order_no',
      'recharge_orders.refunded_amount',
      'recharge_orders.paid_amount',
      'recharge_orders.status as order_status',
      eb.fn.sum<number>('order_refunds.debit').as('debits'),
      eb.fn
        .sum<number>(
          sql`CASE WHEN order_refunds.status = 'failed' THEN order_refunds.debit ELSE 0 END`,
        )
        .as('restores'),
      eb.fn
        .sum<number>(
          sql`CASE WHEN order_refunds.status <> 'failed' THEN order_refunds.amount ELSE 0 END`,
        )
        .as('booked'),
    ])
    .groupBy([
      'recharge_orders.order_no',
      'recharge_orders.refunded_amount',
      'recharge_orders.paid_amount',
      'recharge_orders.status',
    ])
    .execute();
  const ledger = await db
    .selectFrom('ledger')
    .select((eb) => ['reference', 'reason', eb.fn.sum<number>('amount').as('total')])
    .where('reason', 'in', ['refund', 'adjustment'])
    .where('reference', 'in', perOrder.length ? perOrder.map((o) => o.order_no) : [''])
    .groupBy(['reference', 'reason'])
    .execute();
  const booked = new Map(
    ledger.map((row) => [`${row.reference}/${row.reason}`, Number(row.total)]),
  );
  const mismatches: RefundMismatch[] = [];
  for (const order of perOrder) {
    const taken = -(booked.get(`${order.order_no}/refund`) ?? 0);
    const given = booked.get(`${order.order_no}/adjustment`) ?? 0;
    const problem = (text: string) => mismatches.push({ orderNo: order.order_no, problem: text });
    if (taken !== Number(order.debits))
      problem(`退款扣回 ${taken} 分，退款记录合计应扣 ${Number(order.debits)} 分`);
    if (given !== Number(order.restores))
      problem(`失败退款退回 ${given} 分，应退回 ${Number(order.restores)} 分`);
    if (order.refunded_amount !== Number(order.booked))
      problem(`订单已退 ${order.refunded_amount} 分，未失败的退款合计 ${Number(order.booked)} 分`);
    if (order.paid_amount !== null && order.refunded_amount > order.paid_amount)
      problem(`已退 ${order.refunded_amount} 分超过实付 ${order.paid_amount} 分`);
    const full = order.paid_amount !== null && order.refunded_amount >= order.paid_amount;
    if (full !== (order.order_status === 'refunded'))
      problem(`订单状态 ${order.order_status} 与已退金额不符`);
  }
  const open = await db
    .selectFrom('order_refunds')
    .innerJoin('recharge_orders', 'recharge_orders.id', 'order_refunds.order_id')
    .select(['order_refunds.refund_no', 'order_refunds.status', 'recharge_orders.order_no'])
    .where('order_refunds.status', 'in', OPEN_REFUND_STATES)
    .orderBy('order_refunds.id')
    .execute();
  return { mismatches, open };
}
export function listRefunds(db: Db, orderId: number) {
  return db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}
export function findRefundByRequest(db: Db, orderId: number, requestId: string) {
  return db
    .selectFrom('order_refunds')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}
/** Cents already taken back from the balance by this order's refunds (failed ones excluded). */
export async function debitedSoFar(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('debit'), eb.lit(0)).as('total'))
    .where('order_id', '=', orderId)
    .where('status', '<>', 'failed')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
/**
 * Books `amount` more cents as refunded, only while the order is paid and the refunds stay within
 * what was paid; a refund that reaches the paid amount makes the order refunded. False otherwise.
 */
export async function reserveRefund(db: Db, orderId: number, amount: number, at: number) {
  const result = await db
    .updateTable('recharge_orders')
    .set((eb) => ({
      refunded_amount: eb('refunded_amount', '+', amount),
      status: sql<RechargeStatus>`CASE WHEN refunded_amount + ${amount} >= paid_amount THEN 'refunded' ELSE status END`,
      refunded_time: at,
    }))
    .where('id', '=', orderId)
    .where('status', '=', 'paid')
    .where(sql<boolean>`refunded_amount + ${amount} <= paid_amount`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
/** Gives a refund's share back when the provider says it definitely failed. */
export async function releaseRefund(db: Db, orderId: number, amount: number) {
  await db
    .updateTable('recharge_orders')
    .set((eb) => ({
      refunded_amount: eb('refunded_amount', '-', amount),
      status: 'paid',
      refunded_time: sql<
        number | null
      >`CASE WHEN refunded_amount - ${amount} > 0 THEN refunded_time END`,
    }))
    .where('id', '=', orderId)
    .execute();
}
export interface NewRefund {
  orderId: number;
  refundNo: string;
  requestId: string;
  amount: number;
  debit: number;
  reason: string;
  staffId: number;
  staffName: string;
  at: number;
  /** When the sweep takes over if the sending never finishes (a crash between the steps). */
  nextCheck: number;
}
export async function insertRefund(db: Db, refund: NewRefund) {
  return db
    .insertInto('order_refunds')
    .values({
      order_id: refund.orderId,
      refund_no: refund.refundNo,
      request_id: refund.requestId,
      amount: refund.amount,
      debit: refund.debit,
      reason: refund.reason,
      status: 'requested',
      staff_id: refund.staffId,
      staff_name: refund.staffName,
      create_time: refund.at,
      next_check_time: refund.nextCheck,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
export async function countRefunds(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('order_refunds')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
