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
    // A failed job gives the day's count back.
    .where('status', '<>', 'failed')
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
    pitch: number;
    durationMs: number;
    sentences: number;
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
      pitch: job.pitch,
      duration_ms: job.durationMs,
      create_time: job.at,
      status: 'queued',
      sentences: job.sentences,
      update_time: job.at,
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

/** Jobs as the member's history shows them: with their voice's name. */
function jobRecords(db: Db) {
  return db
    .selectFrom('dubbing_jobs as j')
    .innerJoin('dubbing_voices as v', 'v.id', 'j.voice_id')
    .select([
      'j.id',
      'j.voice_id',
      'v.name as voice_name',
      'j.text',
      'j.duration_ms',
      'j.create_time',
      'j.status',
      'j.sentences',
      'j.progress',
      'j.attempts',
      'j.waiting_engine',
      'j.error',
    ]);
}

/** The member's jobs with their voice names, newest first, one page. */
export async function pageJobs(db: Db, userId: number, window: PageWindow) {
  const [rows, count] = await Promise.all([
    jobRecords(db)
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

// --- Job states  ----------------------------------------------------------------------

export function findJob(db: Db, id: number) {
  return db.selectFrom('dubbing_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One job with its voice name, for its owner. */
export function findUserJobRecord(db: Db, userId: number, id: number) {
  return jobRecords(db).where('j.id', '=', id).where('j.user_id', '=', userId).executeTakeFirst();
}

/** queued → running for one worker only; false when another took it (or it is not queued). */
export async function claimJob(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('dubbing_jobs')
    .set((eb) => ({ status: 'running', attempts: eb('attempts', '+', 1), update_time: at }))
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setJobProgress(db: Db, id: number, progress: number, at: number) {
  await db
    .updateTable('dubbing_jobs')
    .set({ progress, update_time: at, waiting_engine: 0 })
    .where('id', '=', id)
    .execute();
}

export async function finishJob(
  db: Db,
  id: number,
  done: { wavKey: string; mp3Key: string; durationMs: number; at: number },
) {
  await db
    .updateTable('dubbing_jobs')
    .set((eb) => ({
      status: 'done',
      progress: eb.ref('sentences'),
      wav_key: done.wavKey,
      mp3_key: done.mp3Key,
      duration_ms: done.durationMs,

      waiting_engine: 0,
      error: null,
      update_time: done.at,
    }))
    .where('id', '=', id)
    .execute();
}

/** Back in the queue after a failed try; an engine that is down does not use up a try. */
export async function requeueJob(
  db: Db,
  id: number,
  retry: { error: string; waitingEngine: boolean; at: number },
) {
  await db
    .updateTable('dubbing_jobs')
    .set((eb) => ({
      status: 'queued',
      error: retry.error,
      waiting_engine: retry.waitingEngine ? 1 : 0,
      attempts: retry.waitingEngine ? eb('attempts', '-', 1) : eb.ref('attempts'),
      update_time: retry.at,
    }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

export async function failJob(db: Db, id: number, error: string, at: number) {
  await db
    .updateTable('dubbing_jobs')
    .set({ status: 'failed', error, waiting_engine: 0, update_time: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Jobs no worker holds: queued ones not touched since `queuedBefore` (lost with a process or a
 * queue), and running ones with no progress since `stalledBefore` (their process died).
 */
export function listOrphanJobs(db: Db, queuedBefore: number, stalledBefore: number) {
  return db
    .selectFrom('dubbing_jobs')
    .select(['id', 'status'])
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'queued'), eb('update_time', '<', queuedBefore)]),
        eb.and([eb('status', '=', 'running'), eb('update_time', '<', stalledBefore)]),
      ]),
    )
    .orderBy('id')
    .limit(200)
    .execute();
}

/** A stalled running job goes back to the queue (its try counted). */
export async function releaseStalledJob(db: Db, id: number, stalledBefore: number, at: number) {
  const result = await db
    .updateTable('dubbing_jobs')
    .set({ status: 'queued', update_time: at })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('update_time', '<', stalledBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// --- Sentences (the composer) ---------------------------------------------------------

/** The sentences of a new job, in order, none spoken yet. */
export async function insertSentences(db: Db, jobId: number, texts: string[], at: number) {
  if (!texts.length) return;
  await db
    .insertInto('dubbing_job_sentences')
    .values(texts.map((text, seq) => ({ job_id: jobId, seq, text, update_time: at })))
    .onConflict((oc) => oc.columns(['job_id', 'seq']).doNothing())
    .execute();
}

export function listSentences(db: Db, jobId: number) {
  return db
    .selectFrom('dubbing_job_sentences')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('seq')
    .execute();
}

/** A sentence spoken: its (new) text and audio; nothing pending any more. */
export async function setSentenceAudio(
  db: Db,
  jobId: number,
  position: number,
  spoken: { text: string; wavKey: string; durationMs: number; at: number },
) {
  await db
    .updateTable('dubbing_job_sentences')
    .set({
      text: spoken.text,
      pending_text: null,
      wav_key: spoken.wavKey,
      duration_ms: spoken.durationMs,
      update_time: spoken.at,
    })
    .where('job_id', '=', jobId)
    .where('seq', '=', position)
    .execute();
}

/**
 * A done job goes back to the queue to make one sentence again, if it has re-generations left;
 * false when it is not done (or has none left).
 */
export async function startRegeneration(
  db: Db,
  job: { id: number; position: number; sentenceText: string; jobText: string; max: number },
  at: number,
): Promise<boolean> {
  const result = await db
    .updateTable('dubbing_jobs')
    .set((eb) => ({
      status: 'queued',
      text: job.jobText,
      attempts: 0,
      error: null,
      waiting_engine: 0,
      progress: eb('sentences', '-', 1),
      regenerations: eb('regenerations', '+', 1),
      update_time: at,
    }))
    .where('id', '=', job.id)
    .where('status', '=', 'done')
    .where('regenerations', '<', job.max)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('dubbing_job_sentences')
    .set({ pending_text: job.sentenceText, update_time: at })
    .where('job_id', '=', job.id)
    .where('seq', '=', job.position)
    .execute();
  return true;
}

/**
 * A re-generation that could not be made: the job is done again with the audio it had, its
 * previous text, and says why.
 */
export async function abandonRegeneration(
  db: Db,
  id: number,
  restore: { text: string; error: string; at: number },
) {
  await db
    .updateTable('dubbing_job_sentences')
    .set({ pending_text: null, update_time: restore.at })
    .where('job_id', '=', id)
    .execute();
  await db
    .updateTable('dubbing_jobs')
    .set((eb) => ({
      status: 'done',
      text: restore.text,
      progress: eb.ref('sentences'),
      error: restore.error,
      waiting_engine: 0,
      update_time: restore.at,
    }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}
