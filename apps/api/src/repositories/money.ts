import type { Kysely } from 'kysely';
import type { ConsumeType, Database, PayType } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { createdWithin, newestFirstPage } from './newestFirst.js';

type Db = Kysely<Database>;

export function listPayOptions(db: Db) {
  return db.selectFrom('pay_options').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findPayOption(db: Db, id: number) {
  return db.selectFrom('pay_options').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewOrder {
  orderNo: string;
  userId: number;
  payOptionId: number;
  payType: PayType;
  price: number;
  amount: number;
  at: number;
}

export async function insertOrder(db: Db, order: NewOrder) {
  return db
    .insertInto('recharge_orders')
    .values({
      order_no: order.orderNo,
      user_id: order.userId,
      pay_option_id: order.payOptionId,
      pay_type: order.payType,
      price: order.price,
      amount: order.amount,
      status: 'pending',
      create_time: order.at,
      paid_time: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findUserOrder(db: Db, userId: number, orderNo: string) {
  return db
    .selectFrom('recharge_orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Pending → paid; returns false when the order was already paid (nothing changes then). */
export async function markOrderPaid(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('recharge_orders')
    .set({ status: 'paid', paid_time: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function creditBalance(db: Db, userId: number, cents: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ money: eb('money', '+', cents) }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Takes `cents` from the balance only if it covers them, in one statement, so concurrent spends
 * can never overdraw. Returns false when the balance is short.
 */
export async function debitBalance(db: Db, userId: number, cents: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set((eb) => ({ money: eb('money', '-', cents) }))
    .where('id', '=', userId)
    .where('money', '>=', cents)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertConsumeRecord(
  db: Db,
  record: {
    userId: number;
    amount: number;
    balanceAfter: number;
    type: ConsumeType;
    description: string;
    at: number;
  },
) {
  await db
    .insertInto('consume_records')
    .values({
      user_id: record.userId,
      amount: record.amount,
      balance_after: record.balanceAfter,
      type: record.type,
      description: record.description,
      create_time: record.at,
    })
    .execute();
}

export async function pageOrders(db: Db, userId: number, range: TimeRange, window: PageWindow) {
  const query = createdWithin(
    db.selectFrom('recharge_orders').where('user_id', '=', userId),
    range,
  );
  return newestFirstPage(query, window);
}

export async function pageConsumeRecords(
  db: Db,
  userId: number,
  range: TimeRange,
  window: PageWindow,
) {
  const query = createdWithin(
    db.selectFrom('consume_records').where('user_id', '=', userId),
    range,
  );
  return newestFirstPage(query, window);
}
