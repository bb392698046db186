import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  Database,
  ProviderName,
  ReconciliationDifferenceTable,
  ReconciliationRunTable,
} from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { windowOf } from './newest-first.js';

type Db = Kysely<Database>;
export type RunRow = Selectable<ReconciliationRunTable>;
export type DifferenceRow = Selectable<ReconciliationDifferenceTable>;

/** One payment or refund as our books have it, for matching with a bill line. */
export interface OurLine {
  provider: ProviderName;
  orderNo: string;
  refundNo: string | null;
  amount: number;
  /** The order's status or the refund's state. */
  state: string;
  time: number;
}

const CHUNK = 500;
function chunks<T>(all: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < all.length; i += CHUNK) out.push(all.slice(i, i + CHUNK));
  return out;
}

/** The provider's payments we took on the day (by paid time). */
export async function paymentsOfDay(db: Db, provider: ProviderName, range: TimeRange) {
  const rows = await db
    .selectFrom('recharge_orders')
    .select(['order_no', 'price', 'paid_amount', 'status', 'paid_time', 'provider'])
    .where('provider', '=', provider)
    .where('paid_time', '>=', range.from ?? 0)
    .where('paid_time', '<', range.to ?? Number.MAX_SAFE_INTEGER)
    .where('paid_amount', 'is not', null)
    .execute();
  return rows.map(paymentLine);
}

/** The provider's refunds of the day that did not fail (by finish time, else request time). */
export async function refundsOfDay(db: Db, provider: ProviderName, range: TimeRange) {
  const rows = await refundQuery(db)
    .where('recharge_orders.provider', '=', provider)
    .where('order_refunds.status', '!=', 'failed')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('order_refunds.finish_time', '>=', range.from ?? 0),
          eb('order_refunds.finish_time', '<', range.to ?? Number.MAX_SAFE_INTEGER),
        ]),
        eb.and([
          eb('order_refunds.finish_time', 'is', null),
          eb('order_refunds.create_time', '>=', range.from ?? 0),
          eb('order_refunds.create_time', '<', range.to ?? Number.MAX_SAFE_INTEGER),
        ]),
      ]),
    )
    .execute();
  return rows.map(refundLine);
}

/** Our payments by order number, whatever their day (a bill line may be ours of another day). */
export async function paymentsByNumber(db: Db, orderNos: readonly string[]) {
  const found = new Map<string, OurLine>();
  for (const part of chunks(orderNos)) {
    const rows = await db
      .selectFrom('recharge_orders')
      .select(['order_no', 'price', 'paid_amount', 'status', 'paid_time', 'provider'])
      .where('order_no', 'in', part)
      .execute();
    for (const row of rows) found.set(row.order_no, paymentLine(row));
  }
  return found;
}

export async function refundsByNumber(db: Db, refundNos: readonly string[]) {
  const found = new Map<string, OurLine>();
  for (const part of chunks(refundNos)) {
    const rows = await refundQuery(db).where('order_refunds.refund_no', 'in', part).execute();
    for (const row of rows) found.set(row.refund_no, refundLine(row));
  }
  return found;
}

function refundQuery(db: Db) {
  return db
    .selectFrom('order_refunds')
    .innerJoin('recharge_orders', 'recharge_orders.id', 'order_refunds.order_id')
    .select([
      'order_refunds.refund_no',
      'order_refunds.amount',
      'order_refunds.status',
      'order_refunds.create_time',
      'order_refunds.finish_time',
      'recharge_orders.order_no',
      'recharge_orders.provider',
    ]);
}

/** A paid order's amount is what was paid; an unpaid one's, its price. */
function paymentLine(row: {
  order_no: string;
  price: number;
  paid_amount: number | null;
  status: string;
  paid_time: number | null;
  provider: ProviderName;
}): OurLine {
  return {
    provider: row.provider,
    orderNo: row.order_no,
    refundNo: null,
    amount: Number(row.paid_amount ?? row.price),
    state: row.status,
    time: Number(row.paid_time ?? 0),
  };
}

function refundLine(row: {
  refund_no: string;
  amount: number;
  status: string;
  create_time: number;
  finish_time: number | null;
  order_no: string;
  provider: ProviderName;
}): OurLine {
  return {
    provider: row.provider,
    orderNo: row.order_no,
    refundNo: row.refund_no,
    amount: Number(row.amount),
    state: row.status,
    time: Number(row.finish_time ?? row.create_time),
  };
}

export type NewRun = Omit<Insertable<ReconciliationRunTable>, 'id'>;
export type NewDifference = Omit<Insertable<ReconciliationDifferenceTable>, 'id' | 'run_id'>;

/** Stores a run and its differences; returns the run's id. */
export async function insertRun(db: Db, run: NewRun, differences: readonly NewDifference[]) {
  const { id } = await db
    .insertInto('reconciliation_runs')
    .values(run)
    .returning('id')
    .executeTakeFirstOrThrow();
  const runId = Number(id);
  for (const part of chunks(differences))
    await db
      .insertInto('reconciliation_differences')
      .values(part.map((difference) => ({ ...difference, run_id: runId })))
      .execute();
  return runId;
}

export function findRun(db: Db, id: number) {
  return db.selectFrom('reconciliation_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

export function differencesOf(db: Db, runId: number) {
  return db
    .selectFrom('reconciliation_differences')
    .selectAll()
    .where('run_id', '=', runId)
    .orderBy('id')
    .execute();
}

/** Runs, newest first; one day's when `date` is given. */
export function pageRuns(db: Db, date: string | undefined, window: PageWindow) {
  let query = db.selectFrom('reconciliation_runs');
  if (date) query = query.where('bill_date', '=', date);
  return windowOf(query, query.selectAll().orderBy('id', 'desc'), window);
}

/** The newest run of a day started by the daily schedule. */
export function latestScheduledRun(db: Db, date: string) {
  return db
    .selectFrom('reconciliation_runs')
    .selectAll()
    .where('bill_date', '=', date)
    .where('source', '=', 'schedule')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
