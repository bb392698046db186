import type { Migration } from './types.js';

// PostgreSQL searches titles with a trigram GIN index (pg_trgm), which serves ILIKE '%…%' for
// 3+ characters, Chinese included; SQLite has its FTS5 trigram table from 001.
export default {
  name: '0003_postgres_search_trigram',
  legacyName: '003_postgres_search_trigram',
  statements: [
    { postgres: 'CREATE EXTENSION IF NOT EXISTS pg_trgm' },
    { postgres: 'CREATE INDEX documents_title_trgm ON documents USING gin (title gin_trgm_ops)' },
  ],
} satisfies Migration;
