import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, Entitlement } from '../db/schema.js';

type Db = Kysely<Database>;

// Console writes to the site's fixed content: levels, pay options, the custom nav menu, dubbing
// voices and the common documents. Every read of the member site sees them at once (the cached
// ones through the perf_public_version triggers).

export type LevelInsert = Insertable<Database['levels']>;
export type LevelUpdate = Updateable<Database['levels']>;

export async function nextSort(db: Db, table: 'levels' | 'pay_options' | 'dubbing_voices') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('sort').as('top'))
    .executeTakeFirst();
  return (row?.top ?? 0) + 1;
}

export function insertLevel(db: Db, level: LevelInsert) {
  return db.insertInto('levels').values(level).returningAll().executeTakeFirstOrThrow();
}

export async function updateLevel(db: Db, id: number, level: LevelUpdate) {
  await db.updateTable('levels').set(level).where('id', '=', id).execute();
}

export function listAllLevels(db: Db) {
  return db.selectFrom('levels').selectAll().orderBy('sort').orderBy('id').execute();
}

export function listAllPayOptions(db: Db) {
  return db.selectFrom('pay_options').selectAll().orderBy('sort').orderBy('id').execute();
}

export type PayOptionInsert = Insertable<Database['pay_options']>;

export function insertPayOption(db: Db, option: PayOptionInsert) {
  return db.insertInto('pay_options').values(option).returningAll().executeTakeFirstOrThrow();
}

export async function updatePayOption(
  db: Db,
  id: number,
  option: Updateable<Database['pay_options']>,
) {
  await db.updateTable('pay_options').set(option).where('id', '=', id).execute();
}

export function findNavMenu(db: Db) {
  return db.selectFrom('custom_nav_menu').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function saveNavMenu(
  db: Db,
  menu: { free_dubbing: string; ai_create_image: string; ai_create_text: string },
) {
  const updated = await db
    .updateTable('custom_nav_menu')
    .set(menu)
    .where('id', '=', 1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('custom_nav_menu')
      .values({ id: 1, ...menu })
      .execute();
  }
}

export function listVoices(db: Db) {
  return db.selectFrom('dubbing_voices').selectAll().orderBy('sort').orderBy('id').execute();
}

export function findVoice(db: Db, id: number) {
  return db.selectFrom('dubbing_voices').selectAll().where('id', '=', id).executeTakeFirst();
}

export type VoiceInput = Omit<Insertable<Database['dubbing_voices']>, 'id'>;

export function insertVoice(db: Db, voice: VoiceInput) {
  return db.insertInto('dubbing_voices').values(voice).returningAll().executeTakeFirstOrThrow();
}

export async function updateVoice(db: Db, id: number, voice: VoiceInput) {
  await db.updateTable('dubbing_voices').set(voice).where('id', '=', id).execute();
}

export async function voiceHasJobs(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('dubbing_jobs')
    .select('id')
    .where('voice_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes a voice and the favourites that point at it (jobs keep it: see voiceHasJobs). */
export async function deleteVoice(db: Db, id: number) {
  await db.deleteFrom('dubbing_collects').where('voice_id', '=', id).execute();
  await db.deleteFrom('dubbing_voices').where('id', '=', id).execute();
}

export function listCommonDocuments(db: Db) {
  return db.selectFrom('common_documents').selectAll().orderBy('id').execute();
}

export function findCommonDocument(db: Db, id: number) {
  return db.selectFrom('common_documents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateCommonDocument(
  db: Db,
  id: number,
  page: {
    title: string;
    content: string;
    section: string;
    entitlement: Entitlement | null;
    update_time: number;
  },
) {
  await db.updateTable('common_documents').set(page).where('id', '=', id).execute();
}
