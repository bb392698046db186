import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The public-content version, bumped by triggers on every write to a table a cached public read
 * comes from (migration 004_perf_…). Runs on every cached read: one primary-key row (on SQLite a
 * statement prepared once, see db/connection.ts).
 */
export async function publicVersion(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('perf_public_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
