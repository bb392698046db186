import type { Kysely } from 'kysely';
import type { Database, PayMode, PayType, ProviderName, RechargeStatus } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { createdWithin, newestFirstOrder, newestFirstPage, windowOf } from './newest-first.js';
import { likeName, MemberScope } from './members.js';

type Db = Kysely<Database>;

/** The options offered for recharge (disabled ones left out). */
export function listPayOptions(db: Db) {
  return db
    .selectFrom('pay_options')
    .selectAll()
    .where('disabled', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPayOption(db: Db, id: number) {
  return db.selectFrom('pay_options').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  payOptionId: number;
  payType: PayType;
  provider: ProviderName;
  price: number;
  amount: number;
  at: number;
  expireAt: number;
}

export async function insertOrder(db: Db, order: NewOrder) {
  return db
    .insertInto('recharge_orders')
    .values({
      order_no: order.orderNo,
      user_id: order.userId,
      pay_option_id: order.payOptionId,
      pay_type: order.payType,
      provider: order.provider,
      price: order.price,
      amount: order.amount,
      status: 'pending',
      pay_url: '',
      pay_mode: 'qr',
      late_payment: 0,
      create_time: order.at,
      expire_time: order.expireAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Where the payer goes, once the provider has answered. */
export async function setPayUrl(db: Db, id: number, payUrl: string, payMode: PayMode) {
  await db
    .updateTable('recharge_orders')
    .set({ pay_url: payUrl, pay_mode: payMode })
    .where('id', '=', id)
    .execute();
}

export function findOrder(db: Db, orderNo: string) {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .executeTakeFirst();
}

export function findUserOrder(db: Db, userId: number, orderNo: string) {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface Payment {
  tradeNo: string;
  paidAmount: number;
  at: number;
}

/**
 * pending → paid, or closed → paid flagged as late (money taken is money credited). Conditional,
 * so of any number of concurrent callers exactly one sees true.
 */
export async function markOrderPaid(db: Db, id: number, payment: Payment): Promise<boolean> {
  for (const from of ['pending', 'closed'] as const) {
    const result = await db
      .updateTable('recharge_orders')
      .set({
        status: 'paid',
        paid_time: payment.at,
        paid_amount: payment.paidAmount,
        provider_trade_no: payment.tradeNo,
        late_payment: from === 'closed' ? 1 : 0,
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return true;
  }
  return false;
}

/** pending → closed (expired or cancelled); false when the order is no longer pending. */
export async function markOrderClosed(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('recharge_orders')
    .set({ status: 'closed', closed_time: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** paid → refunded; false when the order is not paid. */
export async function markOrderRefunded(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('recharge_orders')
    .set({ status: 'refunded', refunded_time: at })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** refunded → paid, when the provider refused the refund. */
export async function undoOrderRefunded(db: Db, id: number) {
  await db
    .updateTable('recharge_orders')
    .set({ status: 'paid', refunded_time: null })
    .where('id', '=', id)
    .where('status', '=', 'refunded')
    .execute();
}

/** Pending orders whose time is up (all members, or one). */
export function findExpiredOrders(db: Db, now: number, userId?: number, limit = 100) {
  let query = db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('status', '=', 'pending')
    .where('expire_time', '<=', now);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  return query.orderBy('expire_time').limit(limit).execute();
}

export async function pageOrders(db: Db, userId: number, range: TimeRange, window: PageWindow) {
  const query = createdWithin(
    db.selectFrom('recharge_orders').where('user_id', '=', userId),
    range,
  );
  return newestFirstPage(query, window);
}
/** Orders joined to their member (select `recharge_orders.*` and the member's name from it). */
export function ordersWithMember(db: Db) {
  return db.selectFrom('recharge_orders').innerJoin('users', 'users.id', 'recharge_orders.user_id');
}
export interface OrderFilter extends MemberScope {
  status?: RechargeStatus;
  provider?: ProviderName;
  /** Only late payments no operator has resolved yet. */
  late?: boolean;
  range: TimeRange;
}
export function ordersQuery(db: Db, filter: OrderFilter) {
  let query = createdWithin(ordersWithMember(db), filter.range, 'recharge_orders');
  if (filter.status) query = query.where('recharge_orders.status', '=', filter.status);
  if (filter.provider) query = query.where('recharge_orders.provider', '=', filter.provider);
  if (filter.memberId) query = query.where('recharge_orders.user_id', '=', filter.memberId);
  if (filter.member) query = query.where(likeName(filter.member));
  if (filter.late) {
    query = query
      .where('recharge_orders.late_payment', '=', 1)
      .where('recharge_orders.late_resolved_time', 'is', null);
  }
  return query;
}
export async function pageAllOrders(db: Db, filter: OrderFilter, window: PageWindow) {
  const query = ordersQuery(db, filter);
  const rows = query.selectAll('recharge_orders').select('users.name as member_name');
  return windowOf(query, newestFirstOrder(rows, 'recharge_orders'), window);
}
export function findOrderWithMember(db: Db, orderNo: string) {
  return ordersWithMember(db)
    .selectAll('recharge_orders')
    .select('users.name as member_name')
    .where('recharge_orders.order_no', '=', orderNo)
    .executeTakeFirst();
}
export type AdminOrderRow = NonNullable<Awaited<ReturnType<typeof findOrderWithMember>>>;
/** Marks a late payment resolved; false when it is not late or already resolved. */
export async function resolveLate(
  db: Db,
  orderId: number,
  resolution: { at: number; staffName: string; note: string },
) {
  const result = await db
    .updateTable('recharge_orders')
    .set({
      late_resolved_time: resolution.at,
      late_resolved_by: resolution.staffName,
      late_note: resolution.note,
    })
    .where('id', '=', orderId)
    .where('late_payment', '=', 1)
    .where('late_resolved_time', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
