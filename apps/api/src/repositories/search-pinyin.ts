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
/** Searches with no Chinese and no 3+ letter pinyin (`pk` alone) look at this many newest documents only. */
export const SHORT_PINYIN_SCAN = 20_000;
/**
 * A search with Chinese and 3+ letter pinyin (赛博pengke) first tries this many of the newest
 * documents holding the Chinese (at least twice its limit); when they give too few hits and there
 * are more, the pinyin's trigram index drives instead, so a common Chinese part with a pinyin
 * miss (赛博zzz) does not read every document that has 赛博.
 */
const HAN_CANDIDATES = 2_000;

/** SQLite's gram table was filled with SQLite's lower() (ASCII only). */
const asciiLower = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());
const length = (text: string) => [...text].length;

/**
 * Ids of the newest published documents whose pinyin key matches every pinyin word and whose
 * title holds every Chinese part, at most `limit`. What drives the read:
 * - SQLite, Chinese in the search (赛博pk, 赛博pengke, `赛博 pk`): the Chinese index, as a Chinese
 *   search reads it (FTS5 trigram on the title for a 3+ character part, else the gram table); the
 *   pinyin is tested on each candidate;
 * - SQLite, else 3+ letter pinyin: its FTS5 trigram index on title_pinyin, walked backwards by rowid;
 * - PostgreSQL: the newest documents, then search_keys period by period, with the grams of the
 *   Chinese and of the pinyin together (search-postgres.ts);
 * - else (`pk` alone) only the newest SHORT_PINYIN_SCAN documents are looked at.
 * Quoting is safe: pinyin alternatives are [a-z0-9] only.
 */
export async function pinyinMatchingIds(db: Db, terms: PinyinTerms, limit: number) {
  const rows = await pinyinQuery(db, terms, limit);
  return rows.map((row) => row.id);
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

async function pinyinQuery(db: Db, terms: PinyinTerms, limit: number) {
  if (dialectOf(db) === 'postgres') return postgresQuery(db, terms, limit);
  const long = terms.pinyin.filter((alts) => alts.every((a) => a.length >= TRIGRAM));
  const section =
    terms.oneClass === undefined ? [] : [sql<boolean>`d.one_class_id = ${terms.oneClass}`];
  if (terms.han.length > 0) {
    // Chinese drives; every Chinese part and every pinyin word is tested on each candidate.
    const han = hanIndexSqlite(terms.han);
    const conditions = [
      sql<boolean>`d.published = 1`,
      ...terms.han.map((text) => contains(false, sql.ref('d.title'), text)),
      ...terms.pinyin.map((alts) => anyOf(false, alts)),
      ...section,
    ];
    let exhausted = true;
    if (long.length > 0) {
      // Bounded: only candidates at or above the id of the cap-th newest.
      const cap = Math.max(HAN_CANDIDATES, limit * 2);
      const { rows: read } = await sql<{ floor: number | null; n: number }>`
        SELECT min(id) AS floor, count(*) AS n FROM (SELECT ${han.id} AS id FROM ${han.from}
          WHERE ${han.where} ORDER BY ${han.id} DESC LIMIT ${cap})`.execute(db);
      exhausted = Number(read[0]?.n ?? 0) < cap;
      conditions.push(sql<boolean>`${han.id} >= ${read[0]?.floor ?? 0}`);
    }
    const { rows } = await sql<{ id: number }>`
      SELECT d.id FROM ${han.from} CROSS JOIN documents d ON d.id = ${han.id}
      WHERE ${han.where} AND ${sql.join(conditions, sql` AND `)}
      ORDER BY ${han.id} DESC LIMIT ${limit}`.execute(db);
    if (exhausted || rows.length >= limit) return rows;
  }
  if (long.length > 0) {
    const match = long.map((alts) => `(${alts.map((a) => `"${a}"`).join(' OR ')})`).join(' AND ');
    const conditions = [
      sql<boolean>`d.published = 1`,
      ...terms.han.map((text) => contains(false, sql.ref('d.title'), text)),
      ...terms.pinyin.filter((alts) => !long.includes(alts)).map((alts) => anyOf(false, alts)),
      ...section,
    ];
    return (
      await sql<{ id: number }>`
      SELECT d.id FROM documents_pinyin_fts f CROSS JOIN documents d ON d.id = f.rowid
      WHERE documents_pinyin_fts MATCH ${match} AND ${sql.join(conditions, sql` AND `)}
      ORDER BY f.rowid DESC LIMIT ${limit}`.execute(db)
    ).rows;
  }
  // Only 1–2 letter pinyin and no Chinese: no index can serve it, so only the newest documents.
  const conditions = [
    sql<boolean>`d.published = 1`,
    ...terms.pinyin.map((alts) => anyOf(false, alts)),
    ...section,
  ];
  return (
    await sql<{ id: number }>`
    SELECT d.id FROM (SELECT id, title_pinyin, published, one_class_id FROM documents
      ORDER BY id DESC LIMIT ${SHORT_PINYIN_SCAN}) d
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY d.id DESC LIMIT ${limit}`.execute(db)
  ).rows;
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
  if (conditions !== null)
    return (await newestMatching(db, conditions, limit)).map((id) => ({ id }));
  return (await postgresShortPinyinQuery(terms, limit).execute(db)).rows;
}
