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
 * - only 1–2 character words: the gram table (migration 004_perf_…) for the rarest of them.
 * Except when a 1–2 character word is in fewer titles than the longer words' FTS5 matches (a
 * rare pair of characters beside a common phrase, `子特效 海音`): its gram rows drive, each
 * candidate's title tested with instr (only for caseless words — Chinese, digits — where instr
 * and FTS5's trigram phrase agree). Such a search, mostly a miss, read every match of the common
 * phrase (7–14 ms at a million) instead of the few hundred titles with the rare pair (2–4 ms).
 * A 1–2 character word no title has ends the search before any read.
 * The PostgreSQL variant (search-postgres.ts) has the same signature and the same rule.
 */
export async function newestMatchingIdsSqlite(db: Db, terms: SearchTerms, limit: number) {
  const long = terms.words.filter((word) => [...word].length >= 3);
  const shortWords = terms.words.filter((word) => [...word].length < 3);
  // Rarest first: the first drives a gram-table read, the others are probes. Counted only when
  // there is a choice (a lone 2-character search, the commonest, reads its gram at once).
  const choice = terms.words.length > 1;
  const counted = await Promise.all(
    shortWords.map(async (word) => ({
      word,
      titles: choice ? await gramTitles(db, word, FEW) : FEW,
    })),
  );
  if (counted.some((c) => c.titles === 0)) return [];
  counted.sort((a, b) => a.titles - b.titles || [...b.word].length - [...a.word].length);
  const short = counted.map((c) => c.word);
  // Published (and in the section, and the title holding `titleHas`): one primary-key probe per
  // candidate. Asking for more ids and dropping the unpublished read all of those ids first, and
  // as many more rows, on every search.
  const published = (id: RawBuilder<number>, titleHas: string[] = []) =>
    sql`EXISTS (SELECT 1 FROM documents d WHERE d.id = ${id} AND d.published = 1
      ${terms.oneClass === undefined ? sql`` : sql`AND d.one_class_id = ${terms.oneClass}`}
      ${sql.join(
        titleHas.map((word) => sql`AND instr(d.title, ${word}) > 0`),
        sql` `,
      )})`;

  // The rare word drives when it is in fewer titles than the phrases (caseless phrases only:
  // there a plain substring test, instr, is the FTS5 phrase's answer).
  const rare = counted[0];
  const rareDrives =
    long.length > 0 &&
    rare !== undefined &&
    rare.titles < FEW &&
    long.every((word) => word.toLowerCase() === word.toUpperCase()) &&
    (await phraseTitles(db, long, rare.titles + 1)) > rare.titles;
  if (long.length > 0 && !rareDrives) {
    const id = sql<number>`documents_fts.rowid`;
    const others = short.map((word) => hasGram(word, id));
    const { rows } = await sql<{ id: number }>`
      SELECT documents_fts.rowid AS id FROM documents_fts
      WHERE documents_fts MATCH ${long.map(phrase).join(' ')}
        ${others.length ? sql`AND ${sql.join(others, sql` AND `)}` : sql``}
        AND ${published(id)}
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
      AND ${published(id, long)}
    ORDER BY g.document_id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/** Past this many titles a word's candidates count as many (counting stops there). */
const FEW = 2_000;

/** How many titles have the 1–2 character `word`, counted up to `cap`. */
async function gramTitles(db: Db, word: string, cap: number) {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    SELECT 1 FROM documents_fts_grams WHERE gram = ${asciiLower(word)} LIMIT ${cap})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** How many titles have every 3+ character word (FTS5 phrases), counted up to `cap`. */
async function phraseTitles(db: Db, words: string[], cap: number) {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    SELECT rowid FROM documents_fts WHERE documents_fts MATCH ${words.map(phrase).join(' ')}
    LIMIT ${cap})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
