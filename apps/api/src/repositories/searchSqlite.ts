import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

/** SQLite's LIKE folds ASCII letters only; the gram table was filled with SQLite's lower(). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * SQLite search: ids of the newest documents (highest id first — ids grow with create_time, see
 * docs/adr) whose title contains `text`, at most `limit`. Every path reads an index in id order
 * and stops after `limit` rows, so the cost does not grow with the catalogue or the match count:
 * - 1–2 characters: the gram table (migration 003_perf_…), one index range;
 * - 3+ characters: the FTS5 trigram table as a phrase, `ORDER BY rowid DESC LIMIT` (FTS5 walks
 *   its doclists backwards instead of collecting and sorting every match).
 * A PostgreSQL variant (pg_trgm) belongs beside this function with the same signature.
 */
export async function newestMatchingIdsSqlite(db: Db, text: string, limit: number) {
  if ([...text].length <= 2) {
    const rows = await db
      .selectFrom('documents_fts_grams')
      .select('document_id')
      .where('gram', '=', asciiLower(text))
      .orderBy('document_id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.document_id);
  }
  // A quoted FTS5 string is a phrase: the whole text must appear as a substring.
  const phrase = `"${text.replace(/"/g, '""')}"`;
  const { rows } = await sql<{ id: number }>`
    SELECT rowid AS id FROM documents_fts WHERE documents_fts MATCH ${phrase}
    ORDER BY rowid DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}
