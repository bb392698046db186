import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SearchTerms } from './search-terms.js';

type Db = Kysely<Database>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * One condition of a PostgreSQL search on `d` (a row of documents_search): `test` decides on a
 * row in hand; `indexed` says the same in a form a GIN index of documents_search serves (pg_trgm
 * for LIKE of 3+ characters, the title's grams for 1–2), for reading the matches from the index.
 */
export interface SearchCondition {
  test: RawBuilder<boolean>;
  indexed: RawBuilder<boolean>;
}

/** The first walk reads this many of the newest published documents (at least 2 × the limit). */
export const FIRST_WALK = 2_000;
/** A walk goes on past the first only when the hits seen so far say it ends within this many rows. */
export const LONGEST_WALK = 20_000;

/**
 * Ids of the newest published documents meeting every condition, newest first, at most `limit`,
 * read from documents_search (migration 0041). The planner cannot know where a text's matches
 * lie in time (it guesses ~1 % of rows for any LIKE), so the reading order is chosen here:
 * 1. walk the newest FIRST_WALK rows (documents_search_newest) and test each: enough hits for a
 *    common text, from a few hundred rows;
 * 2. when those rows held some hits but too few, and at their density the limit is reached within
 *    LONGEST_WALK rows, walk on that far;
 * 3. else read the remaining matches from the GIN indexes (a text few documents have, or one whose
 *    matches are all old) and sort them (`create_time + 0`: the planner may not walk instead; no
 *    sequential scan either).
 * Each step starts where the last stopped, so the ids are exactly the newest `limit` matches.
 */
export async function newestMatching(
  db: Db,
  conditions: SearchCondition[],
  limit: number,
): Promise<number[]> {
  const test = sql.join(
    conditions.map((c) => c.test),
    sql` AND `,
  );
  const first = Math.max(FIRST_WALK, limit * 2);
  let { ids, after } = await walk(db, test, limit, first, null);
  if (ids.length >= limit || after === null) return ids;
  let walked = first;
  if (ids.length > 0) {
    const reach = Math.ceil(((walked * limit) / ids.length) * 1.25);
    if (reach <= LONGEST_WALK) {
      const more = await walk(db, test, limit - ids.length, reach - walked, after);
      ids = [...ids, ...more.ids];
      after = more.after;
      walked = reach;
      if (ids.length >= limit || after === null) return ids;
    }
  }
  const indexed = sql.join(
    conditions.map((c) => c.indexed),
    sql` AND `,
  );
  // Never a sequential scan (150 MB at a million documents) when the planner's guess of the
  // matches is high: the GIN index, whatever it estimates.
  const rows = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    return (await indexQuery(indexed, limit - ids.length, after).execute(trx)).rows;
  });
  return [...ids, ...rows.map((row) => Number(row.id))];
}

/** Where a walk stopped: the last row it looked at. */
export interface Position {
  createTime: number;
  id: number;
}

/** Step 3: the matches older than `after`, from the GIN indexes, sorted (for EXPLAIN in tests too). */
export function indexQuery(indexed: RawBuilder<unknown>, limit: number, after: Position) {
  return sql<{ id: string }>`
    SELECT d.id FROM documents_search d
    WHERE ${indexed} AND (d.create_time, d.id) < (${after.createTime}, ${after.id})
    ORDER BY d.create_time + 0 DESC, d.id DESC LIMIT ${limit}`;
}

/**
 * Steps 1 and 2: the `rows` newest rows (after `after`), each tested; the hits, and the last row
 * (n = rows) when the hits are fewer than `limit` (for EXPLAIN in tests too).
 */
export function walkQuery(
  test: RawBuilder<unknown>,
  limit: number,
  rows: number,
  after: Position | null,
) {
  const from =
    after === null ? sql`` : sql`WHERE (d.create_time, d.id) < (${after.createTime}, ${after.id})`;
  return sql<{ id: string; create_time: string; hit: boolean; n: string }>`
    SELECT id, create_time, hit, n FROM (
      SELECT d.id, d.create_time, ${test} AS hit,
        row_number() OVER (ORDER BY d.create_time DESC, d.id DESC) AS n
      FROM (SELECT * FROM documents_search d ${from}
        ORDER BY d.create_time DESC, d.id DESC LIMIT ${rows}) d
    ) w WHERE hit OR n = ${rows} LIMIT ${limit + 1}`;
}

/**
 * The hits among the `rows` newest rows (after `after`), at most `limit`, and — when fewer — the
 * last row looked at (null when the table ended first), where a next read starts.
 */
async function walk(
  db: Db,
  test: RawBuilder<unknown>,
  limit: number,
  rows: number,
  after: Position | null,
): Promise<{ ids: number[]; after: Position | null }> {
  const { rows: read } = await walkQuery(test, limit, rows, after).execute(db);
  const ids = read.filter((r) => r.hit).map((r) => Number(r.id));
  if (ids.length >= limit) return { ids: ids.slice(0, limit), after: null };
  const last = read.find((r) => Number(r.n) === rows);
  return {
    ids,
    after: last ? { createTime: Number(last.create_time), id: Number(last.id) } : null,
  };
}

/**
 * `d.title` holds `word` (case-insensitive). The test is strpos (a plain substring search, a third
 * of LIKE's cost and a fifth of ILIKE's on a walk); the indexed form adds what an index serves:
 * ILIKE for 3+ characters (pg_trgm), the title's grams for 1–2.
 */
export function titleContains(word: string): SearchCondition {
  // Chinese (and digits) have no case: compare as is.
  const test =
    word.toLowerCase() === word.toUpperCase()
      ? sql<boolean>`strpos(d.title, ${word}) > 0`
      : sql<boolean>`strpos(lower(d.title), lower(${word})) > 0`;
  if ([...word].length >= 3)
    return {
      test,
      indexed: sql<boolean>`d.title ILIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`,
    };
  const gram = word.toLowerCase();
  return {
    test,
    indexed: sql<boolean>`${test} AND title_grams(d.title) @> ARRAY[${gram}]::text[]`,
  };
}

/** `d.one_class_id` is the section (no index of its own: a test on each match). */
export function inSection(oneClass: number): SearchCondition {
  const test = sql<boolean>`d.one_class_id = ${oneClass}`;
  return { test, indexed: test };
}

/**
 * PostgreSQL search, same rule as SQLite (search-sqlite.ts): ids of the published documents whose
 * title contains every word (case-insensitive), in the section when one is given, newest first,
 * at most `limit` — read as newestMatching says.
 */
export async function newestMatchingIdsPostgres(db: Db, terms: SearchTerms, limit: number) {
  const conditions = terms.words.map(titleContains);
  if (terms.oneClass !== undefined) conditions.push(inSection(terms.oneClass));
  return newestMatching(db, conditions, limit);
}
