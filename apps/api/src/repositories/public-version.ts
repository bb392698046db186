import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Reads the public-content version, bumped by triggers on every write to a table a cached public
 * read comes from (migration 004_perf_…). Runs once per event-loop turn with cached reads waiting
 * (plugins/public-cache.ts): one primary-key row, the query built and compiled once.
 */
export function publicVersionReader(db: Kysely<Database>): () => Promise<number> {
  const query = db
    .selectFrom('perf_public_version')
    .select('version')
    .where('id', '=', 1)
    .compile();
  return async () => {
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]?.version ?? 0);
  };
}
