import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrations.js';
import {
  PERIOD_OF_CREATE_TIME,
  SEARCH_KEYS_FUNCTION,
} from '../../src/db/migrations/0042_postgres_search_keys.js';
import { MIGRATIONS } from '../../src/db/migrations/index.js';
import { searchDocumentIds, searchResultRows } from '../../src/repositories/catalog.js';
import { insertTitledDocuments } from '../support/documents.js';
import { pgliteDatabase, type TestDatabase } from '../support/services.js';

// A machine without a PostgreSQL server runs the postgres project on PGlite (PostgreSQL 17 in
// WebAssembly, test/support/services.ts). This runs that fallback even where a server is
// reachable, so it cannot break unseen: PostgreSQL 17 builds an expression index with only
// pg_catalog on the search path (migration 0042 failed there), and one PGlite session serves
// every connection, so each connection's prepared statements must stay its own.

let database: TestDatabase;
let handle: DatabaseHandle;
beforeAll(async () => {
  database = await pgliteDatabase();
  handle = openDatabase({ dbFile: '', databaseUrl: database.url, poolSize: 3 });
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
});

describe('the PGlite fallback', () => {
  it('applies every migration to a fresh database', async () => {
    const ran = await migrateToLatest(handle);
    expect(ran).toEqual(MIGRATIONS.map((m) => m.name));
    const { rows } = await sql<{ server_version: string }>`SHOW server_version`.execute(handle.db);
    expect(Number.parseInt(rows[0]!.server_version, 10)).toBeGreaterThanOrEqual(17);
  }, 120_000);

  it('searches over several connections at once, each with its own prepared rows query', async () => {
    await handle.db
      .insertInto('one_classes')
      .values([
        { id: 1, name: '素材', sort: 1 },
        { id: 2, name: '模板', sort: 2 },
      ])
      .execute();
    const ids = await insertTitledDocuments(handle.db, [
      ['赛博朋克 城市夜景', 1],
      ['赛博朋克 霓虹人物', 2],
      ['古风 山水', 1],
    ]);
    const search = async () => {
      const found = await searchDocumentIds(handle.db, { words: ['赛博朋克'] }, 100);
      return (await searchResultRows(handle.db, found)).map((row) => row.title);
    };
    // More searches than connections, twice over: every connection prepares the same text.
    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(Array.from({ length: 6 }, search));
      for (const titles of answers)
        expect(titles).toEqual(['赛博朋克 霓虹人物', '赛博朋克 城市夜景']);
    }
    expect(ids.size).toBe(3);
  });

  it('gives a database migrated by the earlier 0042 a search_keys that PostgreSQL 17 can analyze', async () => {
    // search_keys as the earlier 0042 made it, calling search_period.
    const earlier = SEARCH_KEYS_FUNCTION.replace(
      `(SELECT ${PERIOD_OF_CREATE_TIME})`,
      'search_period(create_time)',
    );
    expect(earlier).not.toBe(SEARCH_KEYS_FUNCTION);
    await sql.raw(`CREATE OR REPLACE FUNCTION ${earlier}`).execute(handle.db);
    await sql`DELETE FROM schema_migrations WHERE name = '0045_search_keys_own_period'`.execute(
      handle.db,
    );
    await expect(sql`ANALYZE documents_search`.execute(handle.db)).rejects.toThrow(/search_period/);
    expect(await migrateToLatest(handle)).toEqual(['0045_search_keys_own_period']);
    await sql`ANALYZE documents_search`.execute(handle.db);
    const found = await searchDocumentIds(handle.db, { words: ['古风'] }, 100);
    expect((await searchResultRows(handle.db, found)).map((row) => row.title)).toEqual([
      '古风 山水',
    ]);
  });
});
