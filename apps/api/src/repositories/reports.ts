import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestFirstPage } from './newestFirst.js';

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
