import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { SearchTerms } from './search-terms.js';

type Db = Kysely<Database>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * PostgreSQL search, same rule as SQLite (search-sqlite.ts): ids of the documents whose title
 * contains every word (case-insensitive), in the section when one is given, newest first, at
 * most `limit`. Words of 3+ characters: ILIKE '%…%', served by the pg_trgm GIN index
 * (documents_title_trgm), Chinese included. 1–2 character words make no trigram: the GIN index
 * over each title's 1–2 character substrings (documents_title_grams, migration 0040) finds them,
 * or, for a word many titles have, the planner walks documents_newest and stops after `limit`
 * hits, testing each title with strpos first (the grams function is costed to run last).
 */
export async function newestMatchingIdsPostgres(db: Db, terms: SearchTerms, limit: number) {
  const rows = await searchQuery(db, terms, limit).execute();
  return rows.map((row) => row.id);
}

function contains(word: string) {
  if ([...word].length >= 3)
    return sql<boolean>`d.title ILIKE ${`%${escapeLike(word)}%`} ESCAPE '\\'`;
  const lower = word.toLowerCase();
  const gram = sql<boolean>`title_grams(d.title) @> ARRAY[${lower}]::text[]`;
  // Chinese (and digits) have no case: compare as is.
  if (lower === word.toUpperCase()) return sql<boolean>`strpos(d.title, ${word}) > 0 AND ${gram}`;
  return sql<boolean>`strpos(lower(d.title), ${lower}) > 0 AND ${gram}`;
}

/** The query itself, for EXPLAIN in tests. */
export function searchQuery(db: Db, terms: SearchTerms, limit: number) {
  let query = db.selectFrom('documents as d').select('d.id');
  for (const word of terms.words) query = query.where(contains(word));
  query = query.where('d.published', '=', 1);
  if (terms.oneClass !== undefined) query = query.where('d.one_class_id', '=', terms.oneClass);
  return query.orderBy('d.create_time', 'desc').orderBy('d.id', 'desc').limit(limit);
}
