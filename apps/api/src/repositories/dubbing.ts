import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';

type Db = Kysely<Database>;

export function listVoices(db: Db) {
  return db.selectFrom('dubbing_voices').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findVoice(db: Db, id: number) {
  return db.selectFrom('dubbing_voices').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function favouriteVoiceIds(db: Db, userId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('dubbing_collects')
    .select('voice_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((r) => r.voice_id));
}

/** Favourites, most recently added first. */
export function listFavouriteVoices(db: Db, userId: number) {
  return db
    .selectFrom('dubbing_collects as f')
    .innerJoin('dubbing_voices as v', 'v.id', 'f.voice_id')
    .selectAll('v')
    .where('f.user_id', '=', userId)
    .orderBy('f.create_time', 'desc')
    .orderBy('v.sort')
    .execute();
}

export async function addFavourite(db: Db, userId: number, voiceId: number, at: number) {
  await db
    .insertInto('dubbing_collects')
    .values({ user_id: userId, voice_id: voiceId, create_time: at })
    .onConflict((oc) => oc.columns(['user_id', 'voice_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Db, userId: number, voiceId: number) {
  await db
    .deleteFrom('dubbing_collects')
    .where('user_id', '=', userId)
    .where('voice_id', '=', voiceId)
    .execute();
}

export function findCard(db: Db, code: string) {
  return db.selectFrom('dubbing_cards').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Marks the card used by this member; false when someone used it first. */
export async function useCard(db: Db, code: string, userId: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('dubbing_cards')
    .set({ used_by: userId, used_time: at })
    .where('code', '=', code)
    .where('used_by', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setDubbingExpireTime(db: Db, userId: number, expireTime: number) {
  await db
    .updateTable('users')
    .set({ dubbing_expire_time: expireTime })
    .where('id', '=', userId)
    .execute();
}

export async function countJobsSince(db: Db, userId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('dubbing_jobs')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .where('create_time', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export function insertJob(
  db: Db,
  job: {
    userId: number;
    voiceId: number;
    text: string;
    speed: number;
    durationMs: number;
    at: number;
  },
) {
  return db
    .insertInto('dubbing_jobs')
    .values({
      user_id: job.userId,
      voice_id: job.voiceId,
      text: job.text,
      speed: job.speed,
      duration_ms: job.durationMs,
      create_time: job.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setJobDuration(db: Db, id: number, durationMs: number) {
  await db
    .updateTable('dubbing_jobs')
    .set({ duration_ms: durationMs })
    .where('id', '=', id)
    .execute();
}

export function findUserJob(db: Db, userId: number, id: number) {
  return db
    .selectFrom('dubbing_jobs')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The member's jobs with their voice names, newest first, one page. */
export async function pageJobs(db: Db, userId: number, window: PageWindow) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('dubbing_jobs as j')
      .innerJoin('dubbing_voices as v', 'v.id', 'j.voice_id')
      .select([
        'j.id',
        'j.voice_id',
        'v.name as voice_name',
        'j.text',
        'j.duration_ms',
        'j.create_time',
      ])
      .where('j.user_id', '=', userId)
      .orderBy('j.create_time', 'desc')
      .orderBy('j.id', 'desc')
      .limit(window.size)
      .offset(window.offset)
      .execute(),
    db
      .selectFrom('dubbing_jobs')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
