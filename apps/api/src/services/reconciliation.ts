import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database, ProviderName, ReconciliationSource } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { DAY, HOUR, dayRange } from '../lib/time.js';
import {
  BillNotReady,
  withDeadline,
  type BillLine,
  type PaymentProvider,
} from '../payments/types.js';
import * as repo from '../repositories/reconciliation.js';
import type { NewDifference, OurLine } from '../repositories/reconciliation.js';

// Daily reconciliation (对账): each enabled provider's bill of a China day, line by line against
// our orders (by out_trade_no) and refunds (by out_refund_no). Bills are fetched outside any
// transaction (each bounded); the run and its differences are then stored in one write.

/** What a reconciliation needs (the server's context, or the command's own). */
export type ReconcileContext = Pick<AppContext, 'db' | 'config' | 'payments'>;

export interface ProviderSummary {
  provider: ProviderName;
  billLines: number;
  ourLines: number;
  error: string | null;
}

export interface Reconciliation {
  date: string;
  startTime: number;
  finishTime: number;
  providers: ProviderSummary[];
  differences: NewDifference[];
}

/** Our refund states a bill line's refund state agrees with. */
const REFUND_AGREES: Record<BillLine['state'], readonly string[]> = {
  paid: [],
  succeeded: ['succeeded'],
  failed: ['failed'],
  processing: ['requested', 'processing', 'unknown'],
};
const PAID_ORDER = ['paid', 'refunded'];

function amountOrNull(cents: number): number | null {
  return Number.isFinite(cents) ? cents : null;
}

function difference(
  provider: ProviderName,
  kind: NewDifference['kind'],
  line: BillLine | null,
  ours: OurLine | null,
): NewDifference {
  const time = line && Number.isFinite(line.time) ? line.time : (ours?.time ?? null);
  return {
    provider,
    kind,
    record: line?.kind ?? (ours?.refundNo ? 'refund' : 'payment'),
    order_no: line?.orderNo ?? ours?.orderNo ?? '',
    refund_no: line?.refundNo ?? ours?.refundNo ?? null,
    provider_trade_no: line?.tradeNo || null,
    our_amount: ours ? ours.amount : null,
    provider_amount: line ? amountOrNull(line.amount) : null,
    our_state: ours?.state ?? null,
    provider_state: line?.providerState ?? null,
    occurred_time: time,
  };
}

/** How one bill line stands against our record of it (null: they agree). */
function compareLine(line: BillLine, ours: OurLine | undefined, provider: ProviderName) {
  if (!ours || ours.provider !== provider) return difference(provider, 'missingOurs', line, null);
  const agrees =
    line.kind === 'payment'
      ? PAID_ORDER.includes(ours.state)
      : REFUND_AGREES[line.state].includes(ours.state);
  if (!agrees) return difference(provider, 'state', line, ours);
  if (line.amount !== ours.amount) return difference(provider, 'amount', line, ours);
  return null;
}

/** Every difference between one provider's bill and our lines of the day. */
export async function compareBill(
  db: Kysely<Database>,
  provider: ProviderName,
  bill: readonly BillLine[],
  ourDay: readonly OurLine[],
): Promise<NewDifference[]> {
  const payments = await repo.paymentsByNumber(
    db,
    bill.filter((l) => l.kind === 'payment').map((l) => l.orderNo),
  );
  const refunds = await repo.refundsByNumber(
    db,
    bill.flatMap((l) => (l.kind === 'refund' && l.refundNo ? [l.refundNo] : [])),
  );
  const out: NewDifference[] = [];
  const onBill = new Set<string>();
  for (const line of bill) {
    const key = line.kind === 'refund' ? `r:${line.refundNo}` : `p:${line.orderNo}`;
    onBill.add(key);
    const ours =
      line.kind === 'refund' ? refunds.get(line.refundNo ?? '') : payments.get(line.orderNo);
    const found = compareLine(line, ours, provider);
    if (found) out.push(found);
  }
  for (const ours of ourDay) {
    const key = ours.refundNo ? `r:${ours.refundNo}` : `p:${ours.orderNo}`;
    if (!onBill.has(key)) out.push(difference(provider, 'missingProvider', null, ours));
  }
  return out;
}

async function reconcileProvider(
  ctx: ReconcileContext,
  provider: PaymentProvider,
  date: string,
): Promise<{ summary: ProviderSummary; differences: NewDifference[] }> {
  const range = dayRange(date, date);
  const ourDay = [
    ...(await repo.paymentsOfDay(ctx.db, provider.name, range)),
    ...(await repo.refundsOfDay(ctx.db, provider.name, range)),
  ];
  const summary: ProviderSummary = {
    provider: provider.name,
    billLines: 0,
    ourLines: ourDay.length,
    error: null,
  };
  let bill: BillLine[];
  try {
    // Two calls (the download address, then the file), each bounded by the provider timeout.
    bill = await withDeadline(
      provider.downloadBill(date),
      ctx.config.payments.timeoutMs * 2 + 1_000,
      `${provider.name} bill ${date}`,
    );
  } catch (error) {
    // No bill on a day we took nothing from this provider is an empty bill, not a failure.
    if (error instanceof BillNotReady && ourDay.length === 0) bill = [];
    else return { summary: { ...summary, error: (error as Error).message }, differences: [] };
  }
  summary.billLines = bill.length;
  return { summary, differences: await compareBill(ctx.db, provider.name, bill, ourDay) };
}

/** Reconciles one China day with every enabled provider (nothing is stored yet). */
export async function reconcileDay(ctx: ReconcileContext, date: string): Promise<Reconciliation> {
  const startTime = ctx.config.now();
  const providers: ProviderSummary[] = [];
  const differences: NewDifference[] = [];
  for (const provider of ctx.payments.all) {
    const result = await reconcileProvider(ctx, provider, date);
    providers.push(result.summary);
    differences.push(...result.differences);
  }
  return { date, startTime, finishTime: ctx.config.now(), providers, differences };
}

export interface RunStarter {
  source: ReconciliationSource;
  staff?: { id: number; name: string };
}

/** Stores a reconciliation as a run (in the caller's transaction); returns the run id. */
export function saveReconciliation(
  db: Kysely<Database>,
  result: Reconciliation,
  starter: RunStarter,
): Promise<number> {
  return repo.insertRun(
    db,
    {
      bill_date: result.date,
      status: result.providers.some((p) => p.error !== null) ? 'failed' : 'succeeded',
      providers: JSON.stringify(result.providers),
      difference_count: result.differences.length,
      source: starter.source,
      staff_id: starter.staff?.id ?? null,
      staff_name: starter.staff?.name ?? null,
      start_time: result.startTime,
      finish_time: result.finishTime,
    },
    result.differences,
  );
}

/** Reconciles and stores in one go (the command and the schedule; the console audits too). */
export async function runReconciliation(
  ctx: ReconcileContext,
  date: string,
  starter: RunStarter,
): Promise<{ runId: number; result: Reconciliation }> {
  const result = await reconcileDay(ctx, date);
  const runId = await writeTransaction(ctx.db, (trx) => saveReconciliation(trx, result, starter));
  return { runId, result };
}

const CHINA_OFFSET = 8 * HOUR;
/** A scheduled run whose bills could not be had is tried again after this long. */
const SCHEDULE_RETRY_MS = HOUR;
const scheduling = new WeakSet<object>();

/**
 * The daily schedule (RECONCILE_DAILY_AT, checked by the server's minute sweep): once it is past
 * that China time, yesterday is reconciled unless a scheduled run of it already succeeded (a
 * failed one is tried again hourly). Answers the new run's id, or null when nothing was due.
 */
export async function runScheduledReconciliation(ctx: ReconcileContext): Promise<number | null> {
  const at = ctx.config.payments.reconcileAt;
  if (!at || scheduling.has(ctx)) return null;
  const now = ctx.config.now();
  const china = new Date(now + CHINA_OFFSET).toISOString();
  if (china.slice(11, 16) < at) return null;
  const date = new Date(now + CHINA_OFFSET - DAY).toISOString().slice(0, 10);
  const last = await repo.latestScheduledRun(ctx.db, date);
  if (last && (last.status === 'succeeded' || now - Number(last.finish_time) < SCHEDULE_RETRY_MS))
    return null;
  scheduling.add(ctx);
  try {
    return (await runReconciliation(ctx, date, { source: 'schedule' })).runId;
  } finally {
    scheduling.delete(ctx);
  }
}
