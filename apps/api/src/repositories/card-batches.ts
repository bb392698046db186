import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

export function insertBatch(
  db: Db,
  batch: {
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
      type: 'dubbing',
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

/** Hashed codes of a batch; many rows per statement keeps a 1000-code batch quick. */
export async function insertHashedCodes(
  db: Db,
  batch: { id: number; days: number; expireTime: number | null },
  hashes: string[],
) {
  for (let i = 0; i < hashes.length; i += 200) {
    await db
      .insertInto('dubbing_cards')
      .values(
        hashes.slice(i, i + 200).map((code) => ({
          code,
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

export function listBatches(db: Db) {
  return db
    .selectFrom('card_batches as b')
    .innerJoin('staff as s', 's.id', 'b.staff_id')
    .selectAll('b')
    .select('s.name as staff_name')
    .select((eb) =>
      eb
        .selectFrom('dubbing_cards as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('c.batch_id', '=', 'b.id')
        .where('c.used_by', 'is not', null)
        .as('used'),
    )
    .orderBy('b.create_time', 'desc')
    .orderBy('b.id', 'desc')
    .execute();
}
