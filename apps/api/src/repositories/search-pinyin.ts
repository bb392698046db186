import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../db/connection.js';
import type { Database } from '../db/schema.js';

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
/** Searches with no 3+ letter pinyin (`pk` alone) look at this many newest documents only. */
export const SHORT_PINYIN_SCAN = 20_000;

/**
 * Ids of the newest published documents whose pinyin key matches every pinyin word and whose
 * title holds every Chinese part, at most `limit`. The 3+ letter words drive the read through a
 * trigram index (SQLite: FTS5 on title_pinyin, walked backwards by rowid; PostgreSQL: the
 * documents_pinyin_trgm GIN index); the rest are tested on each candidate. Quoting is safe: pinyin
 * alternatives are [a-z0-9] only.
 */
export async function pinyinMatchingIds(db: Db, terms: PinyinTerms, limit: number) {
  const postgres = dialectOf(db) === 'postgres';
  const contains = (column: RawBuilder<string>, text: string) =>
    postgres
      ? sql<boolean>`strpos(${column}, ${text}) > 0`
      : sql<boolean>`instr(${column}, ${text}) > 0`;
  const anyOf = (alternatives: string[]) =>
    sql<boolean>`(${sql.join(
      alternatives.map((a) => contains(sql.ref('d.title_pinyin'), a)),
      sql` OR `,
    )})`;
  const long = terms.pinyin.filter((alts) => alts.every((a) => a.length >= TRIGRAM));
  const short = terms.pinyin.filter((alts) => !long.includes(alts));
  const conditions = [
    sql<boolean>`d.published = 1`,
    ...terms.han.map((text) => contains(sql.ref('d.title'), text)),
    ...short.map(anyOf),
  ];
  if (terms.oneClass !== undefined) conditions.push(sql`d.one_class_id = ${terms.oneClass}`);

  if (long.length > 0 && !postgres) {
    const match = long.map((alts) => `(${alts.map((a) => `"${a}"`).join(' OR ')})`).join(' AND ');
    const { rows } = await sql<{ id: number }>`
      SELECT d.id FROM documents_pinyin_fts f CROSS JOIN documents d ON d.id = f.rowid
      WHERE documents_pinyin_fts MATCH ${match} AND ${sql.join(conditions, sql` AND `)}
      ORDER BY f.rowid DESC LIMIT ${limit}`.execute(db);
    return rows.map((row) => row.id);
  }
  if (long.length > 0) {
    const likes = long.map(
      (alts) =>
        sql<boolean>`(${sql.join(
          alts.map((a) => sql`d.title_pinyin LIKE ${`%${a}%`}`),
          sql` OR `,
        )})`,
    );
    const { rows } = await sql<{ id: number }>`
      SELECT d.id FROM documents d
      WHERE ${sql.join([...likes, ...conditions], sql` AND `)}
      ORDER BY d.create_time DESC, d.id DESC LIMIT ${limit}`.execute(db);
    return rows.map((row) => row.id);
  }
  // Only 1–2 letter pinyin: no index can serve it, so only the newest documents are looked at.
  const newest = postgres
    ? sql`SELECT id, title, title_pinyin, published, one_class_id, create_time FROM documents
        ORDER BY create_time DESC, id DESC LIMIT ${SHORT_PINYIN_SCAN}`
    : sql`SELECT id, title, title_pinyin, published, one_class_id, id AS create_time FROM documents
        ORDER BY id DESC LIMIT ${SHORT_PINYIN_SCAN}`;
  const { rows } = await sql<{ id: number }>`
    SELECT d.id FROM (${newest}) d WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY d.create_time DESC, d.id DESC LIMIT ${limit}`.execute(db);
  return rows.map((row) => row.id);
}
