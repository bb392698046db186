import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestFirstPage } from './newest-first.js';

type Db = Kysely<Database>;

export async function pageActivations(
  db: Db,
  userId: number,
  machineCode: string | undefined,
  window: PageWindow,
) {
  let query = db.selectFrom('plugin_activations').where('user_id', '=', userId);
  if (machineCode) query = query.where('machine_code', '=', machineCode);
  return newestFirstPage(query, window);
}

export function findActivation(db: Db, userId: number, machineCode: string) {
  return db
    .selectFrom('plugin_activations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('machine_code', '=', machineCode)
    .executeTakeFirst();
}

/** The member's activations, oldest first. */
export function listActivations(db: Db, userId: number) {
  return db
    .selectFrom('plugin_activations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('create_time')
    .orderBy('id')
    .execute();
}

export async function deleteActivation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('plugin_activations').where('id', '=', id).execute();
}

export async function insertActivation(
  db: Db,
  activation: { userId: number; machineCode: string; activationCode: string; at: number },
) {
  return db
    .insertInto('plugin_activations')
    .values({
      user_id: activation.userId,
      machine_code: activation.machineCode,
      activation_code: activation.activationCode,
      create_time: activation.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
