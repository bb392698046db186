import type { Kysely } from 'kysely';
import type { CardBatchType, Database } from '../db/schema.js';

type Db = Kysely<Database>;

export function insertBatch(
  db: Db,
  batch: {
    type: CardBatchType;
    levelId: number | null;
    days: number;
    count: number;
    expireTime: number | null;
    note: string;
    staffId: number;
    at: number;
  },
) {
  return db
    .insertInto('card_batches')
    .values({
      type: batch.type,
      level_id: batch.levelId,
      days: batch.days,
      count: batch.count,
      expire_time: batch.expireTime,
      note: batch.note,
      staff_id: batch.staffId,
      create_time: batch.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A batch's codes: the hash redemption looks up (`code`) and the code sealed with the app secret
 * for a later export. Many rows per statement keeps a 1000-code batch quick.
 */
export async function insertCodes(
  db: Db,
  batch: { id: number; days: number; expireTime: number | null },
  codes: { hash: string; sealed: string }[],
) {
  for (let i = 0; i < codes.length; i += 200) {
    await db
      .insertInto('dubbing_cards')
      .values(
        codes.slice(i, i + 200).map((code) => ({
          code: code.hash,
          sealed_code: code.sealed,
          days: batch.days,
          used_by: null,
          used_time: null,
          batch_id: batch.id,
          expire_time: batch.expireTime,
        })),
      )
      .execute();
  }
}

function batchQuery(db: Db) {
  return db
    .selectFrom('card_batches as b')
    .innerJoin('staff as s', 's.id', 'b.staff_id')
    .leftJoin('levels as l', 'l.id', 'b.level_id')
    .selectAll('b')
    .select(['s.name as staff_name', 'l.name as level_name'])
    .select((eb) =>
      eb
        .selectFrom('dubbing_cards as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.batch_id', '=', 'b.id')
        .where('c.used_by', 'is not', null)
        .as('used'),
    )
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('dubbing_cards as k')
            .select('k.code')
            .whereRef('k.batch_id', '=', 'b.id')
            .where('k.sealed_code', 'is not', null),
        )
        .as('kept'),
    );
}

export function listBatches(db: Db) {
  return batchQuery(db).orderBy('b.create_time', 'desc').orderBy('b.id', 'desc').execute();
}

export function findBatch(db: Db, id: number) {
  return batchQuery(db).where('b.id', '=', id).executeTakeFirst();
}

/** The batch that made a card, for redemption (level batches grant their level). */
export function batchOfCard(db: Db, batchId: number) {
  return db
    .selectFrom('card_batches')
    .select(['type', 'level_id'])
    .where('id', '=', batchId)
    .executeTakeFirst();
}

/** A batch's sealed codes with who used them, in a stable order. */
export function sealedCodesOf(db: Db, batchId: number) {
  return db
    .selectFrom('dubbing_cards as c')
    .leftJoin('users as u', 'u.id', 'c.used_by')
    .select(['c.code', 'c.sealed_code', 'c.used_time', 'u.name as used_by_name'])
    .where('c.batch_id', '=', batchId)
    .where('c.sealed_code', 'is not', null)
    .orderBy('c.code')
    .execute();
}

/** Every sealed code (a rotation of the app secret seals them again under the new one). */
export function allSealedCodes(db: Db) {
  return db
    .selectFrom('dubbing_cards')
    .select(['code', 'sealed_code'])
    .where('sealed_code', 'is not', null)
    .execute();
}

export async function setSealedCode(db: Db, code: string, sealed: string) {
  await db
    .updateTable('dubbing_cards')
    .set({ sealed_code: sealed })
    .where('code', '=', code)
    .execute();
}
