import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

// Console money requests already applied, by request id (idempotent balance adjustments).

type Db = Kysely<Database>;

export function findMoneyRequest(db: Db, action: string, requestId: string) {
  return db
    .selectFrom('money_requests')
    .selectAll()
    .where('action', '=', action)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
}

export async function insertMoneyRequest(
  db: Db,
  request: { action: string; requestId: string; fields: string; staffId: number; at: number },
) {
  await db
    .insertInto('money_requests')
    .values({
      action: request.action,
      request_id: request.requestId,
      fields: request.fields,
      staff_id: request.staffId,
      create_time: request.at,
    })
    .execute();
}
