import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../db/connection.js';
import type { Database } from '../db/schema.js';
import {
  inSection,
  newestMatching,
  pinyinGrams,
  titleContains,
  type SearchCondition,
} from './search-postgres.js';

type Db = Kysely<Database>;

/** A search read as pinyin (src/lib/pinyin.ts → services/search.ts). */
export interface PinyinTerms {
  /** Text the title must contain as typed: Chinese words, and the Chinese of mixed words. */
  han: string[];
  /** Per pinyin word, substrings of documents.title_pinyin; any one of them matches the word. */
  pinyin: string[][];
  oneClass?: number;
}

/** A word whose alternatives are all this long can be read from a trigram index. */
const TRIGRAM = 3;
/** An alternative this long reads SQLite's 5-letter gram table (migration 0044), a shorter one the trigram table. */
const PINYIN_GRAM = 5;
/** Searches with no Chinese and no 3+ letter pinyin (`pk` alone) look at this many newest documents only. */
export const SHORT_PINYIN_SCAN = 20_000;
/**
 * SQLite, a search with Chinese and indexed pinyin (赛博pk, 赛博pengke): when fewer titles than
 * this hold the Chinese, they are the candidates (each one read and tested); else the pinyin's
 * index drives, so a common Chinese part (中国风, 27 000 titles) is not read title by title.
 */
const HAN_CANDIDATES = 500;

/** SQLite's gram table was filled with SQLite's lower() (ASCII only). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const length = (text: string) => [...text].length;

/**
 * Ids of the newest published documents whose pinyin key matches every pinyin word and whose
 * title holds every Chinese part, at most `limit`. What drives the read:
 * - SQLite, Chinese in the search held by few titles (`HAN_CANDIDATES`), or no pinyin word that
 *   an index can read: the Chinese index, as a Chinese search reads it, each title tested;
 * - SQLite, else a pinyin word whose alternatives all have 3+ letters: each alternative read from
 *   its index (5+ letters the gram table, 3–4 the trigram table), newest first, the rest tested
 *   on each candidate; the reads merged;
 * - PostgreSQL: the newest documents, then search_keys period by period, with the grams of the
 *   Chinese and of the pinyin together (search-postgres.ts);
 * - else (`pk` alone) only the newest SHORT_PINYIN_SCAN documents are looked at.
 * Quoting is safe: pinyin alternatives are [a-z0-9] only.
 */
export async function pinyinMatchingIds(db: Db, terms: PinyinTerms, limit: number) {
  if (dialectOf(db) === 'postgres') return postgresQuery(db, terms, limit);
  return sqliteQuery(db, terms, limit);
}

const contains = (postgres: boolean, column: RawBuilder<string>, text: string) =>
  postgres
    ? sql<boolean>`strpos(${column}, ${text}) > 0`
    : sql<boolean>`instr(${column}, ${text}) > 0`;

/** The pinyin word matches: any of its alternatives is in the key. */
const anyOf = (postgres: boolean, alternatives: string[]) =>
  sql<boolean>`(${sql.join(
    alternatives.map((a) => contains(postgres, sql.ref('d.title_pinyin'), a)),
    sql` OR `,
  )})`;

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

async function sqliteQuery(db: Db, terms: PinyinTerms, limit: number): Promise<number[]> {
  const driver = drivingWord(terms.pinyin);
  const section =
    terms.oneClass === undefined ? [] : [sql<boolean>`d.one_class_id = ${terms.oneClass}`];
  const hanTests = terms.han.map((text) => contains(false, sql.ref('d.title'), text));
  if (terms.han.length > 0) {
    const han = hanIndexSqlite(terms.han);
    if (driver === undefined || (await hanTitles(db, han, HAN_CANDIDATES)) < HAN_CANDIDATES) {
      const conditions = [
        sql<boolean>`d.published = 1`,
        ...hanTests,
        ...terms.pinyin.map((alts) => anyOf(false, alts)),
        ...section,
      ];
      return ids(
        (
          await sql<{ id: number }>`
          SELECT d.id FROM ${han.from} CROSS JOIN documents d ON d.id = ${han.id}
          WHERE ${han.where} AND ${sql.join(conditions, sql` AND `)}
          ORDER BY ${han.id} DESC LIMIT ${limit}`.execute(db)
        ).rows,
      );
    }
  }
  if (driver !== undefined) {
    const others = terms.pinyin.filter((alts) => alts !== driver);
    const reads = await Promise.all(
      driver.map((alternative) =>
        alternativeRead(db, alternative, others, [...hanTests, ...section], limit),
      ),
    );
    // Each read is newest first and complete up to the limit, so their union's newest are.
    return [...new Set(reads.flat())].sort((a, b) => b - a).slice(0, limit);
  }
  // Only 1–2 letter pinyin and no Chinese: no index can serve it, so only the newest documents.
  const conditions = [
    sql<boolean>`d.published = 1`,
    ...terms.pinyin.map((alts) => anyOf(false, alts)),
    ...section,
  ];
  return ids(
    (
      await sql<{ id: number }>`
      SELECT d.id FROM (SELECT id, title_pinyin, published, one_class_id FROM documents
        ORDER BY id DESC LIMIT ${SHORT_PINYIN_SCAN}) d
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY d.id DESC LIMIT ${limit}`.execute(db)
    ).rows,
  );
}

/** The pinyin word an index can read (every alternative 3+ letters), the longest shortest alternative first. */
function drivingWord(pinyin: string[][]) {
  const shortest = (alts: string[]) => Math.min(...alts.map((a) => a.length));
  return pinyin
    .filter((alts) => shortest(alts) >= TRIGRAM)
    .sort((a, b) => shortest(b) - shortest(a))[0];
}

/**
 * An alternative as a gram-table query: the grams that cover it end to end (at 0, 5, 10 … and the
 * last) within its length of each other; the candidate is then tested for the whole alternative.
 * At a million keys this reads fewer lists than the phrase of every gram (`zhiyuchangjingmg`: four
 * against twelve, 1.7 ms against 5.5), and NEAR keeps out keys that have the grams far apart
 * (`oyuanyouleyu`, polyphonic 乐 in many variants: 0.8 ms against 6.7 for the grams anywhere).
 */
function nearGrams(alternative: string) {
  const starts = [];
  for (let i = 0; i + PINYIN_GRAM < alternative.length; i += PINYIN_GRAM) starts.push(i);
  starts.push(alternative.length - PINYIN_GRAM);
  const grams = starts.map((i) => `"${alternative.slice(i, i + PINYIN_GRAM)}"`);
  // A token starts at every letter, so the last gram is token length - 5: the first's end is this far from it.
  const between = alternative.length - PINYIN_GRAM - 1;
  return grams.length === 1 ? grams[0]! : `NEAR(${grams.join(' ')}, ${between})`;
}

/**
 * The newest published documents whose key has `alternative`, read from its index, that pass
 * every other word and `tests`. Another word with one alternative the same index can read joins
 * the index query (FTS5 intersects them); the rest are tested on each candidate.
 */
async function alternativeRead(
  db: Db,
  alternative: string,
  others: string[][],
  tests: RawBuilder<boolean>[],
  limit: number,
) {
  const grams = alternative.length >= PINYIN_GRAM;
  const table = grams ? sql`documents_pinyin_fts_grams` : sql`documents_pinyin_fts`;
  const minimum = grams ? PINYIN_GRAM : TRIGRAM;
  const joins = others.filter((alts) => alts.length === 1 && alts[0]!.length >= minimum);
  const indexed = [alternative, ...joins.map((alts) => alts[0]!)];
  const conditions = [
    sql<boolean>`d.published = 1`,
    // The gram table's answer has the grams, not yet the whole text in order.
    ...(grams ? indexed.map((text) => contains(false, sql.ref('d.title_pinyin'), text)) : []),
    ...others.filter((alts) => !joins.includes(alts)).map((alts) => anyOf(false, alts)),
    ...tests,
  ];
  const match = indexed.map((text) => (grams ? nearGrams(text) : `"${text}"`)).join(' AND ');
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM ${table} f CROSS JOIN documents d ON d.id = f.rowid
    WHERE ${table} MATCH ${match} AND ${sql.join(conditions, sql` AND `)}
    ORDER BY f.rowid DESC LIMIT ${limit}`.execute(db);
  return ids(rows);
}

/** How many titles the Chinese index gives, counted up to `cap`. */
async function hanTitles(db: Db, han: ReturnType<typeof hanIndexSqlite>, cap: number) {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM (
    SELECT 1 FROM ${han.from} WHERE ${han.where} LIMIT ${cap})`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/**
 * SQLite: where the documents whose title holds the Chinese parts are read from, newest first
 * (the index a Chinese search reads, search-sqlite.ts): every 3+ character part as an FTS5
 * trigram phrase, else the gram table for the longest part.
 */
function hanIndexSqlite(han: string[]) {
  const long = han.filter((text) => length(text) >= 3);
  if (long.length > 0) {
    const phrases = long.map((text) => `"${text.replace(/"/g, '""')}"`).join(' ');
    return {
      from: sql`documents_fts`,
      id: sql<number>`documents_fts.rowid`,
      where: sql<boolean>`documents_fts MATCH ${phrases}`,
    };
  }
  const driver = [...han].sort((a, b) => length(b) - length(a))[0] ?? '';
  return {
    from: sql`documents_fts_grams g`,
    id: sql<number>`g.document_id`,
    where: sql<boolean>`g.gram = ${asciiLower(driver)}`,
  };
}

/**
 * PostgreSQL: the search as conditions on documents_search (search-postgres.ts reads them newest
 * first: a bounded walk of the newest, then period by period from search_keys): Chinese parts by
 * their title grams, pinyin alternatives by their 2–3 letter grams, only the first and last when
 * the search has Chinese too (a 1-letter one is tested on each candidate). Null when nothing is
 * indexed (only 1–2 letter pinyin, as on SQLite): postgresShortPinyinQuery reads the newest
 * SHORT_PINYIN_SCAN.
 */
export function postgresPinyinConditions(terms: PinyinTerms): SearchCondition[] | null {
  const indexed =
    terms.han.some((text) => length(text) >= TRIGRAM) ||
    terms.pinyin.some((alts) => alts.every((a) => a.length >= TRIGRAM));
  if (!indexed && terms.han.length === 0) return null;
  const conditions: SearchCondition[] = [
    ...terms.han.map((text) => titleContains(text)),
    ...terms.pinyin.map((alts) => {
      const grams = alts.map((alt) => pinyinGrams(alt, terms.han.length > 0));
      const keys = grams.every((g) => g !== null) ? (grams as string[][]) : null;
      return { test: anyOf(true, alts), keys };
    }),
  ];
  if (terms.oneClass !== undefined) conditions.push(inSection(terms.oneClass));
  return conditions;
}

/** PostgreSQL, only 1–2 letter pinyin (`pk`): no index serves it, so the newest documents only. */
export function postgresShortPinyinQuery(terms: PinyinTerms, limit: number) {
  const conditions = [
    ...terms.pinyin.map((alts) => anyOf(true, alts)),
    sql<boolean>`d.published = 1`,
  ];
  if (terms.oneClass !== undefined) conditions.push(sql`d.one_class_id = ${terms.oneClass}`);
  return sql<{ id: number }>`SELECT d.id FROM (SELECT id, title_pinyin, published, one_class_id,
      create_time FROM documents ORDER BY create_time DESC, id DESC LIMIT ${SHORT_PINYIN_SCAN}) d
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY d.create_time DESC, d.id DESC LIMIT ${limit}`;
}

async function postgresQuery(db: Db, terms: PinyinTerms, limit: number) {
  const conditions = postgresPinyinConditions(terms);
  if (conditions !== null) return newestMatching(db, conditions, limit);
  return ids((await postgresShortPinyinQuery(terms, limit).execute(db)).rows);
}
