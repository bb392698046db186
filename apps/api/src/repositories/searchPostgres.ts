import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

type Db = Kysely<Database>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * PostgreSQL search, same rule as SQLite: titles containing `text` (case-insensitive), newest
 * first, at most `limit`. 3+ characters: ILIKE '%…%', served by the pg_trgm GIN index
 * (documents_title_trgm), Chinese included. 1–2 characters make no trigram: walk documents_newest
 * and stop after `limit` hits, testing each title with strpos (a miss reads the whole index;
 * strpos does it 2–5× faster than ILIKE, which case-folds every title).
 */
export function searchDocumentsPostgres(db: Db, text: string, limit: number) {
  return searchQuery(db, text, limit).execute();
}

function contains(text: string) {
  if ([...text].length >= 3)
    return sql<boolean>`d.title ILIKE ${`%${escapeLike(text)}%`} ESCAPE '\\'`;
  const lower = text.toLowerCase();
  // Chinese (and digits) have no case: compare as is.
  if (lower === text.toUpperCase()) return sql<boolean>`strpos(d.title, ${text}) > 0`;
  return sql<boolean>`strpos(lower(d.title), ${lower}) > 0`;
}

/** The query itself, for EXPLAIN in tests. */
export function searchQuery(db: Db, text: string, limit: number) {
  return db
    .selectFrom('documents as d')
    .innerJoin('one_classes as c', 'c.id', 'd.one_class_id')
    .leftJoin('one_class_children as ch', 'ch.id', 'd.one_class_children_id')
    .select([
      'd.id',
      'd.title',
      'd.one_class_id',
      'd.one_class_children_id',
      'd.create_time',
      'c.name as one_class_name',
      'ch.name as child_name',
    ])
    .where(contains(text))
    .where('d.published', '=', 1)
    .orderBy('d.create_time', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit);
}
