import { SEARCH_KEYS_FUNCTION } from './0042_postgres_search_keys.js';
import type { Migration } from './types.js';

// search_keys (0042) called search_period. PostgreSQL 17 builds, reindexes and analyzes an
// expression index with only pg_catalog on the search path, so on 17 the call could not be found:
// a fresh database failed at 0042, and an older one upgraded to 17 could no longer analyze or
// reindex documents_search. 0042 now writes the formula out; this gives databases that ran the
// earlier 0042 the same body. The keys it returns are unchanged, so the index stays valid.
export default {
  name: '0045_search_keys_own_period',
  statements: [{ postgres: `CREATE OR REPLACE FUNCTION ${SEARCH_KEYS_FUNCTION}` }],
} satisfies Migration;
