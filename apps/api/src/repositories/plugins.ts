import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PageWindow } from '../lib/paging.js';
import { newestFirstPage } from './newestFirst.js';

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

/** Returns the existing activation for this machine, or records a new one. */
export async function upsertActivation(
  db: Db,
  activation: { userId: number; machineCode: string; activationCode: string; at: number },
) {
  await db
    .insertInto('plugin_activations')
    .values({
      user_id: activation.userId,
      machine_code: activation.machineCode,
      activation_code: activation.activationCode,
      create_time: activation.at,
    })
    .onConflict((oc) => oc.columns(['user_id', 'machine_code']).doNothing())
    .execute();
  return db
    .selectFrom('plugin_activations')
    .selectAll()
    .where('user_id', '=', activation.userId)
    .where('machine_code', '=', activation.machineCode)
    .executeTakeFirstOrThrow();
}
