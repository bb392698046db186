import { sql, type Kysely } from 'kysely';
import type { Database, LedgerReason, ProviderName, RechargeStatus } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { escapeLike } from './catalog.js';
import { createdWithin, newestFirstOrder, windowOf } from './newestFirst.js';

// The console's reads of orders and the ledger (every member), refunds, late-payment resolution.

type Db = Kysely<Database>;

export interface MemberScope {
  memberId?: number;
  /** Part of the account name. */
  member?: string;
}

export interface OrderFilter extends MemberScope {
  status?: RechargeStatus;
  provider?: ProviderName;
  /** Only late payments no operator has resolved yet. */
  late?: boolean;
  range: TimeRange;
}

function likeName(text: string) {
  return sql<boolean>`users.name LIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
}

/** Orders joined to their member (select `recharge_orders.*` and the member's name from it). */
function ordersWithMember(db: Db) {
  return db.selectFrom('recharge_orders').innerJoin('users', 'users.id', 'recharge_orders.user_id');
}

function ordersQuery(db: Db, filter: OrderFilter) {
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

export async function pageOrders(db: Db, filter: OrderFilter, window: PageWindow) {
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

export interface LedgerFilter extends MemberScope {
  reason?: LedgerReason;
  reference?: string;
  range: TimeRange;
}

function ledgerQuery(db: Db, filter: LedgerFilter) {
  let query = createdWithin(
    db.selectFrom('ledger').innerJoin('users', 'users.id', 'ledger.user_id'),
    filter.range,
    'ledger',
  );
  if (filter.memberId) query = query.where('ledger.user_id', '=', filter.memberId);
  if (filter.member) query = query.where(likeName(filter.member));
  if (filter.reason) query = query.where('ledger.reason', '=', filter.reason);
  if (filter.reference) query = query.where('ledger.reference', '=', filter.reference);
  return query;
}

const LEDGER_COLUMNS = [
  'ledger.id',
  'ledger.user_id',
  'users.name as member_name',
  'ledger.amount',
  'ledger.balance_after',
  'ledger.reason',
  'ledger.reference',
  'ledger.description',
  'ledger.create_time',
] as const;

export async function pageLedger(db: Db, filter: LedgerFilter, window: PageWindow) {
  const query = ledgerQuery(db, filter);
  return windowOf(query, query.select(LEDGER_COLUMNS).orderBy('ledger.id', 'desc'), window);
}

export type LedgerRowWithMember = Awaited<ReturnType<typeof pageLedger>>['rows'][number];

export async function countLedger(db: Db, filter: LedgerFilter): Promise<number> {
  const row = await ledgerQuery(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The matching rows newest first in batches, walking the id downwards (no OFFSET), so an export
 * of any size holds one batch in memory at a time.
 */
export async function* ledgerBatches(db: Db, filter: LedgerFilter, batchSize = 500) {
  let below: number | null = null;
  for (;;) {
    let query = ledgerQuery(db, filter);
    if (below !== null) query = query.where('ledger.id', '<', below);
    const rows = await query
      .select(LEDGER_COLUMNS)
      .orderBy('ledger.id', 'desc')
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1]!.id;
  }
}

export function ledgerOfReference(db: Db, reference: string) {
  return ledgerQuery(db, { reference, range: { from: null, to: null } })
    .select(LEDGER_COLUMNS)
    .orderBy('ledger.id')
    .execute();
}

export async function pageMemberDownloads(db: Db, userId: number, window: PageWindow) {
  const query = db.selectFrom('downloads').where('user_id', '=', userId);
  const rows = query.select(['id', 'document_id', 'title', 'bytes', 'ip', 'create_time']);
  return windowOf(query, newestFirstOrder(rows), window);
}
