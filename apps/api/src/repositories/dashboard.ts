import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

async function count(query: Promise<{ n: number | string | bigint } | undefined>) {
  return Number((await query)?.n ?? 0);
}

/** Totals for the dashboard; `since` is the start of today (China time). */
export async function dashboardTotals(db: Db, since: number) {
  const [members, newMembersToday, pendingReviews, pendingReports, dubbingJobsToday, paid] =
    await Promise.all([
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('create_time', '>=', since)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('reports')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('dubbing_jobs')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('create_time', '>=', since)
          .executeTakeFirst(),
      ),
      db
        .selectFrom('recharge_orders')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum<number>('price').as('revenue')])
        .where('status', '=', 'paid')
        .where('paid_time', '>=', since)
        .executeTakeFirst(),
    ]);
  return {
    members,
    newMembersToday,
    pendingReviews,
    pendingReports,
    dubbingJobsToday,
    ordersToday: Number(paid?.n ?? 0),
    revenueToday: Number(paid?.revenue ?? 0),
  };
}

/** Raw timestamps since `from`; the service buckets them into China days (portable SQL). */
export async function activitySince(db: Db, from: number) {
  const [members, orders, downloads, dubbingJobs] = await Promise.all([
    db.selectFrom('users').select('create_time as at').where('create_time', '>=', from).execute(),
    db
      .selectFrom('recharge_orders')
      .select(['paid_time as at', 'price'])
      .where('status', '=', 'paid')
      .where('paid_time', '>=', from)
      .execute(),
    db
      .selectFrom('download_records')
      .select('create_time as at')
      .where('create_time', '>=', from)
      .execute(),
    db
      .selectFrom('dubbing_jobs')
      .select('create_time as at')
      .where('create_time', '>=', from)
      .execute(),
  ]);
  return { members, orders, downloads, dubbingJobs };
}
