import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SearchTerms } from './search-terms.js';

type Db = Kysely<Database>;

/** SQLite's LIKE folds ASCII letters only; the gram tables were filled with SQLite's lower(). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** A quoted FTS5 string is a phrase: the whole word must appear as a substring. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

const length = (word: string) => [...word].length;

/** `idColumn` holds a document whose title has the 1–2 character `word` (one gram-table probe). */
const hasGram = (word: string, idColumn: RawBuilder<number>) =>
  sql`EXISTS (SELECT 1 FROM documents_fts_grams g2
    WHERE g2.gram = ${asciiLower(word)} AND g2.document_id = ${idColumn})`;

/** Published, and in the section when one is asked for: one primary-key probe per candidate. */
const published = (id: RawBuilder<number>, terms: SearchTerms) =>
  sql`EXISTS (SELECT 1 FROM documents d WHERE d.id = ${id} AND d.published = 1
    ${terms.oneClass === undefined ? sql`` : sql`AND d.one_class_id = ${terms.oneClass}`})`;

/**
 * SQLite search: ids of the newest published documents (highest id first — ids grow with
 * create_time, see docs/adr) whose title contains every word, in the section when one is given,
 * at most `limit`. Each read walks one index in id order and stops after `limit` hits:
 * - several words, one of 2+ characters: the bigram table, FTS5 intersecting the words itself
 *   (migration 0043, `newestWithEveryWord`);
 * - one word of 3+ characters: the FTS5 trigram table, the word as a phrase, `ORDER BY rowid
 *   DESC LIMIT` (FTS5 walks its doclists backwards, no sort);
 * - one word of 1–2 characters, or only 1-character words: the gram table (migration 0009) for
 *   the rarest of them, the others probed per candidate; one no title has ends the search before
 *   any read.
 * The PostgreSQL variant (search-postgres.ts) has the same signature and the same rule.
 */
export async function newestMatchingIdsSqlite(db: Db, terms: SearchTerms, limit: number) {
  if (terms.words.length > 1 && terms.words.some((word) => length(word) >= 2))
    return newestWithEveryWord(db, terms, limit);
  const [word] = terms.words;
  if (word !== undefined && length(word) >= 3) {
    const id = sql<number>`documents_fts.rowid`;
    const { rows } = await sql<{ id: number }>`
      SELECT documents_fts.rowid AS id FROM documents_fts
      WHERE documents_fts MATCH ${phrase(word)} AND ${published(id, terms)}
      ORDER BY documents_fts.rowid DESC LIMIT ${limit}`.execute(db);
    return rows.map((row) => row.id);
  }
  // Rarest first: the first drives a gram-table read, the others are probes. Counted only when
  // there is a choice (a lone 2-character search, the commonest, reads its gram at once).
  const choice = terms.words.length > 1;
  const counted = await Promise.all(
    terms.words.map(async (word) => ({
      word,
      titles: choice ? await gramTitles(db, word, FEW) : FEW,
    })),
  );
  if (counted.some((c) => c.titles === 0)) return [];
  counted.sort((a, b) => a.titles - b.titles);
  const [driver, ...rest] = counted.map((c) => c.word);
  if (driver === undefined) return [];
  const id = sql<number>`g.document_id`;
  const others = rest.map((word) => hasGram(word, id));
  const { rows } = await sql<{ id: number }>`
    SELECT g.document_id AS id FROM documents_fts_grams g
    WHERE g.gram = ${asciiLower(driver)}
      ${others.length ? sql`AND ${sql.join(others, sql` AND `)}` : sql``}
      AND ${published(id, terms)}
    ORDER BY g.document_id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}

/** A 2-character gram as a token of documents_fts_bigrams: its UTF-8 in hex, as SQLite's hex(). */
const gramToken = (gram: string) =>
  Buffer.from(asciiLower(gram), 'utf8').toString('hex').toUpperCase();

/** A 2+ character word as a bigram-table query: its grams as consecutive tokens (a phrase). */
function bigramPhrase(word: string) {
  const chars = [...word];
  return `"${chars
    .slice(1)
    .map((char, i) => gramToken(chars[i]! + char))
    .join(' ')}"`;
}

/**
 * Several words (migration 0043): FTS5 intersects the 2+ character words' gram postings itself,
 * newest first, and stops at the limit; a 1-character word is a probe of the gram table per hit.
 * Two common words that never meet cost a merge of two posting lists, not a probe for every
 * title holding one of them (`长城海 子特`: 20–100 ms at a million before).
 */
async function newestWithEveryWord(db: Db, terms: SearchTerms, limit: number) {
  const id = sql<number>`documents_fts_bigrams.rowid`;
  const grams = terms.words.filter((word) => length(word) >= 2).map(bigramPhrase);
  const singles = terms.words.filter((word) => length(word) < 2).map((word) => hasGram(word, id));
  const { rows } = await sql<{ id: number }>`
    SELECT documents_fts_bigrams.rowid AS id FROM documents_fts_bigrams
    WHERE documents_fts_bigrams MATCH ${grams.join(' AND ')}
      ${singles.length ? sql`AND ${sql.join(singles, sql` AND `)}` : sql``}
      AND ${published(id, terms)}
    ORDER BY documents_fts_bigrams.rowid DESC LIMIT ${limit}`.execute(db);
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
