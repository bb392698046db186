import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SearchTerms } from './search-terms.js';

type Db = Kysely<Database>;

/** SQLite's LIKE folds ASCII letters only; the gram table was filled with SQLite's lower(). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A quoted FTS5 string is a phrase: the whole word must appear as a substring. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

/** `idColumn` holds a document whose title has the 1–2 character `word` (one gram-table probe). */
const hasGram = (word: string, idColumn: RawBuilder<number>) =>
  sql`EXISTS (SELECT 1 FROM documents_fts_grams g2
    WHERE g2.gram = ${asciiLower(word)} AND g2.document_id = ${idColumn})`;

/**
 * SQLite search: ids of the newest published documents (highest id first — ids grow with create_time, see
 * docs/adr) whose title contains every word, in the section when one is given, at most `limit`.
 * The longest words drive the read, so it walks one index in id order and stops after `limit`
 * hits; the other words are probes of the gram table for each candidate:
 * - any word of 3+ characters: the FTS5 trigram table, all such words as phrases (FTS5's implicit
 *   AND), `ORDER BY rowid DESC LIMIT` (FTS5 walks its doclists backwards, no sort);
 * - only 1–2 character words: the gram table (migration 004_perf_…) for the longest of them.
 * The PostgreSQL variant (search-postgres.ts) has the same signature and the same rule.
 */
export async function newestMatchingIdsSqlite(db: Db, terms: SearchTerms, limit: number) {
  const long = terms.words.filter((word) => [...word].length >= 3);
  const short = terms.words
    .filter((word) => [...word].length < 3)
    .sort((a, b) => [...b].length - [...a].length);
  // Published (and in the section): one primary-key probe per candidate. Asking for more ids and
  // dropping the unpublished read all of those ids first, and as many more rows, on every search.
  const section = (id: RawBuilder<number>) =>
    terms.oneClass === undefined
      ? sql`EXISTS (SELECT 1 FROM documents d WHERE d.id = ${id} AND d.published = 1)`
      : sql`EXISTS (SELECT 1 FROM documents d WHERE d.id = ${id} AND d.published = 1 AND d.one_class_id = ${terms.oneClass})`;

  if (long.length > 0) {
    const id = sql<number>`documents_fts.rowid`;
    const others = short.map((word) => hasGram(word, id));
    const { rows } = await sql<{ id: number }>`
      SELECT documents_fts.rowid AS id FROM documents_fts
      WHERE documents_fts MATCH ${long.map(phrase).join(' ')}
        ${others.length ? sql`AND ${sql.join(others, sql` AND `)}` : sql``}
        AND ${section(id)}
      ORDER BY documents_fts.rowid DESC LIMIT ${limit}`.execute(db);
    return rows.map((row) => row.id);
  }
  const [driver, ...rest] = short;
  if (driver === undefined) return [];
  const id = sql<number>`g.document_id`;
  const others = rest.map((word) => hasGram(word, id));
  const { rows } = await sql<{ id: number }>`
    SELECT g.document_id AS id FROM documents_fts_grams g
    WHERE g.gram = ${asciiLower(driver)}
      ${others.length ? sql`AND ${sql.join(others, sql` AND `)}` : sql``}
      AND ${section(id)}
    ORDER BY g.document_id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}
