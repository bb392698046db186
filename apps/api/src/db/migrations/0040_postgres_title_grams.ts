import type { Migration } from './types.js';

// PostgreSQL: 1–2 character search words (山水, 墨, a rare character) make no trigram, so the search
// walked documents_newest and tested every title; a miss read the whole index (about a second at a
// million documents). A GIN index over each title's 1- and 2-character substrings (lower case)
// answers them, as SQLite's gram table does (0009). COST keeps the function last among a row's
// conditions when the planner walks documents_newest for a common word instead.
export default {
  name: '0040_postgres_title_grams',
  statements: [
    {
      postgres: `CREATE FUNCTION title_grams(title text) RETURNS text[]
        LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
          SELECT coalesce(array_agg(DISTINCT substr(lower(title), i, n)), '{}')
          FROM generate_series(1, char_length(title)) AS i, (VALUES (1), (2)) AS v(n)
          WHERE i + n - 1 <= char_length(title) AND substr(title, i, n) !~ '\\s'
        $$`,
    },
    { postgres: `CREATE INDEX documents_title_grams ON documents USING gin (title_grams(title))` },
  ],
} satisfies Migration;
