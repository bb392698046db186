import type { Migration } from './types.js';

// PostgreSQL search at a million documents (issue 28, ADR 0024): pg_trgm's GIN indexes answer
// which titles hold a text, but not which are newest, so a text with thousands of old matches
// (`10j`: 41 000) rechecked and sorted all of them, and a common pinyin text cost 5 ms in the GIN
// scan alone. One GIN index replaces documents_search's three: its keys are each title's 1- and
// 2-character grams (`t`, lower case) and each pinyin key word's 2- and 3-letter grams (`p`),
// every key prefixed with the document's 30-day period (search_period: create_time / 2 592 000 000
// ms, rounded down). A search asks for its grams period by period, newest first
// (search-postgres.ts), so the index hands over only one period's candidates at a time, already
// intersected, and the read stops at the limit. title_grams (0040) has no index left: dropped.
export const SEARCH_PERIOD_MS = 2_592_000_000;

/**
 * search_period's formula, written out in search_keys: PostgreSQL 17 builds and analyzes an
 * expression index with only pg_catalog on the search path, where search_period cannot be found
 * (migration 0045 gives databases migrated before this the same body).
 */
export const PERIOD_OF_CREATE_TIME = `floor(create_time::float8 / ${SEARCH_PERIOD_MS})::bigint`;

/** search_keys, as created here and replaced by 0045 (the same text). */
export const SEARCH_KEYS_FUNCTION = `search_keys(create_time bigint, title text, title_pinyin text)
        RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
          SELECT coalesce(array_agg(DISTINCT period.p || k), '{}')
          FROM (SELECT ${PERIOD_OF_CREATE_TIME}) AS period(p), (
            SELECT 't' || substr(lower(title), i, n) AS k
            FROM generate_series(1, char_length(title)) AS i, (VALUES (1), (2)) AS v(n)
            WHERE i + n - 1 <= char_length(title) AND substr(title, i, n) !~ '\\s'
            UNION ALL
            SELECT 'p' || substr(w, i, n)
            FROM regexp_split_to_table(title_pinyin, ' ') AS w,
              generate_series(1, char_length(w)) AS i, (VALUES (2), (3)) AS v(n)
            WHERE i + n - 1 <= char_length(w)
          ) grams
        $$`;

export default {
  name: '0042_postgres_search_keys',
  statements: [
    {
      // Rounded down, not toward zero: times before 1970 (negative) get periods of their own, so
      // the periods a search steps down through always decrease.
      postgres: `CREATE FUNCTION search_period(create_time bigint) RETURNS bigint
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT ${PERIOD_OF_CREATE_TIME}
        $$`,
    },
    {
      postgres: `CREATE FUNCTION ${SEARCH_KEYS_FUNCTION}`,
    },
    {
      postgres: `CREATE INDEX documents_search_keys ON documents_search
        USING gin (search_keys(create_time, title, title_pinyin))`,
    },
    { postgres: `DROP INDEX documents_search_title_trgm` },
    { postgres: `DROP INDEX documents_search_pinyin_trgm` },
    { postgres: `DROP INDEX documents_search_title_grams` },
    { postgres: `DROP FUNCTION title_grams(text)` },
    { postgres: `ANALYZE documents_search` },
  ],
} satisfies Migration;
