import type { Kysely } from 'kysely';
import type { Database, LedgerReason } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import type { TimeRange } from '../lib/time.js';
import { createdWithin, newestFirstOrder, newestFirstPage, windowOf } from './newest-first.js';
import { likeName, MemberScope } from './members.js';

type Db = Kysely<Database>;

export interface LedgerEntry {
  userId: number;
  /** Signed cents: positive credits, negative spending. */
  amount: number;
  reason: LedgerReason;
  reference: string;
  description: string;
  at: number;
}

/**
 * Changes a balance and appends its ledger row. Call it inside a write transaction (the two
 * statements must land together). A debit that the balance does not cover changes nothing and
 * answers null; otherwise the balance after the change.
 */
export async function appendLedger(trx: Db, entry: LedgerEntry): Promise<number | null> {
  let update = trx
    .updateTable('users')
    .set((eb) => ({ money: eb('money', '+', entry.amount) }))
    .where('id', '=', entry.userId);
  if (entry.amount < 0) update = update.where('money', '>=', -entry.amount);
  const changed = await update.returning('money').executeTakeFirst();
  if (!changed) return null;
  await trx
    .insertInto('ledger')
    .values({
      user_id: entry.userId,
      amount: entry.amount,
      balance_after: changed.money,
      reason: entry.reason,
      reference: entry.reference,
      description: entry.description,
      create_time: entry.at,
    })
    .execute();
  return changed.money;
}

/** Money taken from the balance, newest first: the consume records. */
export function pageDebits(db: Db, userId: number, range: TimeRange, window: PageWindow) {
  const query = createdWithin(
    db.selectFrom('ledger').where('user_id', '=', userId).where('amount', '<', 0),
    range,
  );
  return newestFirstPage(query, window);
}

/** Credited recharges with their orders, newest first: the recharge records. */
export async function pageRechargeCredits(
  db: Db,
  userId: number,
  range: TimeRange,
  window: PageWindow,
) {
  const query = createdWithin(
    db
      .selectFrom('ledger')
      .innerJoin('recharge_orders', 'recharge_orders.order_no', 'ledger.reference')
      .where('ledger.user_id', '=', userId)
      .where('ledger.reason', '=', 'recharge'),
    range,
    'ledger',
  );
  return windowOf(
    query,
    newestFirstOrder(
      query.select([
        'ledger.id',
        'ledger.amount',
        'ledger.balance_after',
        'ledger.create_time',
        'recharge_orders.order_no',
        'recharge_orders.pay_type',
        'recharge_orders.provider',
        'recharge_orders.paid_amount',
        'recharge_orders.late_payment',
      ]),
      'ledger',
    ),
    window,
  );
}

export interface LedgerMismatch {
  userId: number;
  name: string;
  balance: number;
  ledgerSum: number;
  lastBalanceAfter: number | null;
}

/**
 * Members whose balance is not the sum of their ledger, or whose newest ledger row does not end
 * at the balance. An empty list means the books hold.
 */
export async function findLedgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  const sums = await db
    .selectFrom('users')
    .leftJoin('ledger', 'ledger.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.money',
      eb.fn.coalesce(eb.fn.sum<number>('ledger.amount'), eb.lit(0)).as('ledger_sum'),
      eb.fn.max('ledger.id').as('last_id'),
    ])
    .groupBy(['users.id', 'users.name', 'users.money'])
    .execute();
  const lastIds = sums.map((s) => s.last_id).filter((id): id is number => id !== null);
  const lasts =
    lastIds.length === 0
      ? []
      : await db
          .selectFrom('ledger')
          .select(['id', 'balance_after'])
          .where('id', 'in', lastIds)
          .execute();
  const lastBalance = new Map(lasts.map((row) => [row.id, row.balance_after]));
  const mismatches: LedgerMismatch[] = [];
  for (const row of sums) {
    const last = row.last_id === null ? null : (lastBalance.get(row.last_id) ?? null);
    const sum = Number(row.ledger_sum);
    if (sum !== row.money || (last ?? 0) !== row.money) {
      mismatches.push({
        userId: row.id,
        name: row.name,
        balance: row.money,
        ledgerSum: sum,
        lastBalanceAfter: last,
      });
    }
  }
  return mismatches;
}
export interface LedgerFilter extends MemberScope {
  reason?: LedgerReason;
  reference?: string;
  range: TimeRange;
}
export function ledgerQuery(db: Db, filter: LedgerFilter) {
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
export const LEDGER_COLUMNS = [
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
