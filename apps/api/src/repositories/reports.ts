import type { Kysely } from 'kysely';
import type { Database, ReportStatus } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestFirstPage } from './newest-first.js';

type Db = Kysely<Database>;

export async function pageReports(db: Db, userId: number, window: PageWindow) {
  const query = db.selectFrom('reports').where('user_id', '=', userId);
  return newestFirstPage(query, window);
}

export function insertReport(
  db: Db,
  report: { userId: number; title: string; content: string; images: string[]; at: number },
) {
  return db
    .insertInto('reports')
    .values({
      user_id: report.userId,
      title: report.title,
      content: report.content,
      images: JSON.stringify(report.images),
      status: 'pending',
      create_time: report.at,
      update_time: report.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates only the author's own report; undefined when it is not theirs (or does not exist). */
export function updateOwnReport(
  db: Db,
  report: {
    id: number;
    userId: number;
    title: string;
    content: string;
    images: string[];
    at: number;
  },
) {
  return db
    .updateTable('reports')
    .set({
      title: report.title,
      content: report.content,
      images: JSON.stringify(report.images),
      status: 'pending',
      review_reason: null,
      update_time: report.at,
    })
    .where('id', '=', report.id)
    .where('user_id', '=', report.userId)
    .returningAll()
    .executeTakeFirst();
}

export function listHomeImages(db: Db, limit: number) {
  return db
    .selectFrom('home_images')
    .selectAll()
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Stored files shown by any of the member's reports. */
export async function memberReportFileIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('report_files as rf')
    .innerJoin('reports as r', 'r.id', 'rf.report_id')
    .select('rf.file_id')
    .where('r.user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.file_id));
}

/**
 * Bytes of the distinct stored files the member's reports would show: every other report's, plus
 * `fileIds` for the report being saved (`exceptReportId`, 0 for a new one).
 */
export async function reportBytesWith(
  db: Db,
  userId: number,
  exceptReportId: number,
  fileIds: number[],
): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('total'))
    .where((eb) =>
      eb.or([
        eb(
          'id',
          'in',
          eb
            .selectFrom('report_files as rf')
            .innerJoin('reports as r', 'r.id', 'rf.report_id')
            .select('rf.file_id')
            .where('r.user_id', '=', userId)
            .where('r.id', '<>', exceptReportId),
        ),
        ...(fileIds.length > 0 ? [eb('id', 'in', fileIds)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** The report's images are exactly these stored files, in this order. */
export async function setReportFiles(db: Db, reportId: number, fileIds: (number | null)[]) {
  await db.deleteFrom('report_files').where('report_id', '=', reportId).execute();
  const rows = fileIds.flatMap((fileId, sort) =>
    fileId === null ? [] : [{ report_id: reportId, sort, file_id: fileId }],
  );
  if (rows.length > 0) await db.insertInto('report_files').values(rows).execute();
}

/** Is this stored file an image of a report (and, with `userId`, of one of that member's)? */
export async function isReportFile(db: Db, fileId: number, userId?: number): Promise<boolean> {
  let query = db
    .selectFrom('report_files as rf')
    .innerJoin('reports as r', 'r.id', 'rf.report_id')
    .select('rf.report_id')
    .where('rf.file_id', '=', fileId);
  if (userId !== undefined) query = query.where('r.user_id', '=', userId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** Reports whose images still include inline data: URLs (kept in the database before they moved to the file storage). */
export function reportsWithInlineImages(db: Db, afterId: number, limit: number) {
  return db
    .selectFrom('reports')
    .select(['id', 'images'])
    .where('id', '>', afterId)
    .where('images', 'like', '%data:%')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Replaces the images of a report if they are still `before` (another process may be moving them). */
export async function replaceReportImages(
  db: Db,
  reportId: number,
  before: string,
  images: string[],
): Promise<boolean> {
  const result = await db
    .updateTable('reports')
    .set({ images: JSON.stringify(images) })
    .where('id', '=', reportId)
    .where('images', '=', before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findOwnReport(db: Db, id: number, userId: number) {
  return db
    .selectFrom('reports')
    .select('id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}
export function withMember(db: Db) {
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
