import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { windowOf } from './newest-first.js';

type Db = Kysely<Database>;

export async function addFavourite(db: Db, userId: number, documentId: number, at: number) {
  await db
    .insertInto('favourites')
    .values({ user_id: userId, document_id: documentId, create_time: at })
    .onConflict((oc) => oc.columns(['user_id', 'document_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, userId: number, documentId: number) {
  await db
    .deleteFrom('favourites')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .execute();
}

export async function isFavourite(db: Db, userId: number, documentId: number) {
  const row = await db
    .selectFrom('favourites')
    .select('document_id')
    .where('user_id', '=', userId)
    .where('document_id', '=', documentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's favourite documents, newest favourite first. */
export async function pageFavourites(db: Db, userId: number, window: PageWindow) {
  const base = db
    .selectFrom('favourites as f')
    .innerJoin('documents as d', 'd.id', 'f.document_id')
    .where('f.user_id', '=', userId)
    .where('d.published', '=', 1);
  return windowOf(
    base,
    base
      .select([
        'd.id',
        'd.title',
        'd.one_class_id',
        'd.one_class_children_id',
        'd.cover',
        'd.cover_sizes',
        'd.entitlement',
        'd.create_time',
        'd.format',
        'd.size',
        'd.download_count',
        'f.create_time as favourite_time',
      ])
      .orderBy('f.create_time', 'desc')
      .orderBy('d.id', 'desc'),
    window,
  );
}
