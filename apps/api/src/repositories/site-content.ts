import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

// Console writes to the content the members' site reads (notices, the update notice, banners).
// Levels, pay options, menus, voices and common documents: site-settings.ts.

export function findNotice(db: Db, id: number) {
  return db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertNotice(db: Db, notice: { title: string; content: string; at: number }) {
  return db
    .insertInto('notices')
    .values({ title: notice.title, notice_content: notice.content, create_time: notice.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateNotice(db: Db, id: number, notice: { title: string; content: string }) {
  await db
    .updateTable('notices')
    .set({ title: notice.title, notice_content: notice.content })
    .where('id', '=', id)
    .execute();
}

export async function deleteNotice(db: Db, id: number) {
  await db.deleteFrom('notices').where('id', '=', id).execute();
  // Members' read marks go with it (notice ids are never reused, this only keeps the table small).
  await db.deleteFrom('notice_reads').where('notice_id', '=', id).execute();
}

export function insertUpdateNotice(
  db: Db,
  notice: { version: string; title: string; content: string; at: number },
) {
  return db
    .insertInto('update_notices')
    .values({
      version: notice.version,
      title: notice.title,
      content: notice.content,
      create_time: notice.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listAllHomeImages(db: Db) {
  return db.selectFrom('home_images').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findHomeImage(db: Db, id: number) {
  return db.selectFrom('home_images').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface HomeImageInput {
  title: string;
  image_url: string;
  link: string | null;
  sort: number;
}

export function insertHomeImage(db: Db, image: HomeImageInput) {
  return db.insertInto('home_images').values(image).returningAll().executeTakeFirstOrThrow();
}

export async function updateHomeImage(db: Db, id: number, image: HomeImageInput) {
  await db.updateTable('home_images').set(image).where('id', '=', id).execute();
}

export async function deleteHomeImage(db: Db, id: number) {
  await db.deleteFrom('home_images').where('id', '=', id).execute();
}
