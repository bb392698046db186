import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { SEARCH_PERIOD_MS } from '../db/migrations/0042_postgres_search_keys.js';
import type { SearchTerms } from './search-terms.js';

type Db = Kysely<Database>;

/**
 * One condition of a PostgreSQL search on `d` (a row of documents_search): `test` decides on a
 * row in hand; `keys`, when the index can serve it, lists the grams of search_keys (migration
 * 0042) a matching row must have — one list per alternative, any of which may match — without
 * their period prefix. Null: tested on each candidate only (1-letter pinyin, the section).
 */
export interface SearchCondition {
  test: RawBuilder<boolean>;
  keys: string[][] | null;
}

/**
 * The first walk reads this many of the newest published documents (at least 2 × the limit): a
 * text in a fifth of the titles finds its 100 there; a rarer one is read from the keys, where the
 * newest period's candidates cost less than a longer walk (2 000 measured no better at a million).
 */
export const FIRST_WALK = 500;

/**
 * Ids of the newest published documents meeting every condition, newest first, at most `limit`,
 * read from documents_search (migration 0041). The planner cannot know where a text's matches
 * lie in time (it guesses ~1 % of rows for any LIKE), so the reading order is chosen here:
 * 1. walk the newest FIRST_WALK rows (documents_search_newest) and test each: enough hits for a
 *    common text;
 * 2. else read the rest period by period, newest first, from documents_search_keys (migration
 *    0042): each 30-day period's rows that have every gram of the search, tested and sorted,
 *    until the limit (periodsQuery).
 * Step 2 starts where the walk stopped, so the ids are exactly the newest `limit` matches.
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
  const { ids, after } = await walk(db, test, limit, first, null);
  if (ids.length >= limit || after === null) return ids;
  const keyed = conditions.filter((c) => c.keys !== null);
  // No gram to ask for (not made by the search's callers): test every older row.
  if (keyed.length === 0) {
    const rest = await walk(db, test, limit - ids.length, Number.MAX_SAFE_INTEGER, after);
    return [...ids, ...rest.ids];
  }
  const { rows } = await periodsQuery(keyed, test, limit - ids.length, after).execute(db);
  return [...ids, ...rows.map((row) => Number(row.id))];
}

/** Where a walk stopped: the last row it looked at. */
export interface Position {
  createTime: number;
  id: number;
}

/**
 * Step 2: the matches older than `after`, period by period (newest first), from the
 * documents_search_keys GIN index (for EXPLAIN in tests too). The periods come from a loose scan
 * of documents_search_newest (one probe each, only periods that hold documents), which PostgreSQL
 * runs only as far as the limit needs; each period's rows are asked for by its own keys, so the
 * index intersects the grams inside that period only.
 */
export function periodsQuery(
  keyed: SearchCondition[],
  test: RawBuilder<unknown>,
  limit: number,
  after: Position,
) {
  const inPeriod = (gram: string) => sql`periods.p::text || ${gram}`;
  const hasKeys = sql.join(
    keyed.map(
      (c) =>
        sql`(${sql.join(
          c.keys!.map(
            (grams) =>
              sql`search_keys(d.create_time, d.title, d.title_pinyin) @> ARRAY[${sql.join(
                grams.map(inPeriod),
              )}]::text[]`,
          ),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  );
  return sql<{ id: string }>`
    WITH RECURSIVE periods(p) AS (
      SELECT search_period((SELECT max(create_time) FROM documents_search
        WHERE (create_time, id) < (${after.createTime}, ${after.id})))
      UNION ALL
      SELECT search_period((SELECT max(create_time) FROM documents_search
        WHERE create_time < periods.p * ${SEARCH_PERIOD_MS}))
      FROM periods WHERE periods.p IS NOT NULL
    )
    SELECT m.id FROM periods CROSS JOIN LATERAL (
      SELECT d.id, d.create_time FROM documents_search d
      WHERE ${hasKeys} AND (d.create_time, d.id) < (${after.createTime}, ${after.id}) AND ${test}
      ORDER BY d.create_time DESC, d.id DESC LIMIT ${limit}
    ) m
    WHERE periods.p IS NOT NULL
    LIMIT ${limit}`;
}

/**
 * A text with at most this many grams asks for every one of them. Covering grams of a short text
 * say little about order: `di2ji` as `di2` + `2ji` let through every 第22辑 (1 100 candidates a
 * period at a million, each read and tested: 50 ms); with `i2j` too the index hands over the
 * few real ones (15 ms). Other short texts measured the same either way (bench/README.md).
 */
const EVERY_GRAM_UP_TO = 4;

/**
 * Grams of `text` that a row holding it has. A short text (EVERY_GRAM_UP_TO): all of them. A
 * longer one: grams that cover it end to end without overlapping (`size` characters from every
 * `size`-th, and the last), because the index reads each gram's whole list in a period, and
 * common grams have long ones; the candidates they let through are tested anyway (at a million,
 * 2–3× quicker for long texts than every gram).
 */
function gramsToAsk(prefix: string, text: string, size: number): string[] {
  const chars = [...text];
  if (chars.length <= size) return [`${prefix}${text}`];
  const grams = new Set<string>();
  const step = chars.length - size + 1 <= EVERY_GRAM_UP_TO ? 1 : size;
  for (let i = 0; i + size <= chars.length; i += step)
    grams.add(`${prefix}${chars.slice(i, i + size).join('')}`);
  grams.add(`${prefix}${chars.slice(-size).join('')}`);
  return [...grams];
}

/** The grams of search_keys a title holding `text` has (`t`: 1–2 characters, lower case). */
export function titleGrams(text: string): string[] {
  return gramsToAsk('t', text.toLowerCase(), 2);
}

/**
 * The grams of search_keys a pinyin key holding `text` has (`p`: 2–3 letters); null for one
 * letter (no gram). `ends`: only its first and last (a mixed word's pinyin, whose Chinese part the
 * title's grams already ask for: what the pinyin adds is at its ends, the letters typed).
 */
export function pinyinGrams(text: string, ends = false): string[] | null {
  if (text.length < 2) return null;
  const grams = gramsToAsk('p', text, 3);
  return ends && grams.length > 2 ? [grams[0]!, grams[grams.length - 1]!] : grams;
}

/**
 * Step 1: the `rows` newest rows (after `after`), each tested; the hits, and the last row
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
 * of LIKE's cost and a fifth of ILIKE's on a walk); the keys are the word's title grams.
 */
export function titleContains(word: string): SearchCondition {
  // Chinese (and digits) have no case: compare as is.
  const test =
    word.toLowerCase() === word.toUpperCase()
      ? sql<boolean>`strpos(d.title, ${word}) > 0`
      : sql<boolean>`strpos(lower(d.title), lower(${word})) > 0`;
  return { test, keys: [titleGrams(word)] };
}

/** `d.one_class_id` is the section (tested on each candidate). */
export function inSection(oneClass: number): SearchCondition {
  return { test: sql<boolean>`d.one_class_id = ${oneClass}`, keys: null };
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
