import type { Kysely } from 'kysely';
import type { Database, ReportStatus } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';

type Db = Kysely<Database>;

function withMember(db: Db) {
  return db
    .selectFrom('reports')
    .innerJoin('users', 'users.id', 'reports.user_id')
    .selectAll('reports')
    .select('users.name as member_name');
}

/** Every member's reports, newest first, with the member's account name. */
export async function pageAllReports(db: Db, status: ReportStatus | undefined, window: PageWindow) {
  let rows = withMember(db);
  let count = db.selectFrom('reports').select((eb) => eb.fn.countAll<number>().as('total'));
  if (status) {
    rows = rows.where('reports.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [list, total] = await Promise.all([
    rows
      .orderBy('reports.create_time', 'desc')
      .orderBy('reports.id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: list, total: Number(total.total) };
}

export function findReportWithMember(db: Db, id: number) {
  return withMember(db).where('reports.id', '=', id).executeTakeFirst();
}

export async function setReportStatus(
  db: Db,
  id: number,
  review: { status: ReportStatus; reason: string | null },
  at: number,
) {
  await db
    .updateTable('reports')
    .set({ status: review.status, review_reason: review.reason, update_time: at })
    .where('id', '=', id)
    .execute();
}
