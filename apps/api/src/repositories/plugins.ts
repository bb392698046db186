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

export function findOwnActivation(db: Db, userId: number, id: number) {
  return db
    .selectFrom('plugin_activations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The member's unbindings since `since`, oldest first. */
export function listUnbindsSince(db: Db, userId: number, since: number) {
  return db
    .selectFrom('plugin_unbinds')
    .select('create_time')
    .where('user_id', '=', userId)
    .where('create_time', '>', since)
    .orderBy('create_time')
    .execute();
}

export async function insertUnbind(
  db: Db,
  unbind: { userId: number; machineCode: string; at: number },
): Promise<void> {
  await db
    .insertInto('plugin_unbinds')
    .values({ user_id: unbind.userId, machine_code: unbind.machineCode, create_time: unbind.at })
    .execute();
}
