import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrations.js';
import { postgresSchema, sorted, sqliteSchema } from '../support/schema.js';
import { createTestDatabase, type TestDatabase } from '../support/services.js';

// One migration set runs on both databases; this compares what it builds, so the two schemas
// cannot drift: tables, columns (type class, null, default), primary keys, unique and plain
// indexes, CHECKs and foreign keys. Search is the one deliberate difference: SQLite's FTS5 table
// (documents_fts and its shadow tables) and PostgreSQL's GIN trigram index.

let sqlite: DatabaseHandle;
let postgres: DatabaseHandle;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  sqlite = openDatabase({ dbFile: ':memory:', databaseUrl: null });
  postgres = openDatabase({ dbFile: '', databaseUrl: database.url });
  await migrateToLatest(sqlite);
  await migrateToLatest(postgres);
});
afterAll(async () => {
  await sqlite.close();
  await postgres.close();
  await database.drop();
});

describe('one migration set, two databases', () => {
  it('builds the same tables, columns, keys, indexes, checks and foreign keys', async () => {
    const onSqlite = sorted(await sqliteSchema(sqlite.db));
    const onPostgres = sorted(await postgresSchema(postgres.db));
    expect(Object.keys(onSqlite.columns).length).toBeGreaterThan(20);
    expect(onSqlite.checks.length).toBeGreaterThan(10);
    expect(onPostgres).toEqual(onSqlite);
  });

  it('runs the search statements each database has: FTS5 on SQLite, pg_trgm on PostgreSQL', async () => {
    const fts = await sql`SELECT name FROM sqlite_master WHERE name = 'documents_fts'`.execute(
      sqlite.db,
    );
    expect(fts.rows).toHaveLength(1);
    const trgm = await sql<{ indexdef: string }>`
      SELECT indexdef FROM pg_indexes WHERE indexname = 'documents_title_trgm'`.execute(
      postgres.db,
    );
    expect(trgm.rows[0]?.indexdef).toMatch(/USING gin \(title gin_trgm_ops\)/);
  });

  it('is idempotent: migrating again runs nothing', async () => {
    expect(await migrateToLatest(sqlite)).toEqual([]);
    expect(await migrateToLatest(postgres)).toEqual([]);
  });

  it('runs the server’s queries without parallel workers (they cost short reads ~10 ms)', async () => {
    const setting = await sql<{ value: string }>`
      SELECT current_setting('max_parallel_workers_per_gather') AS value`.execute(postgres.db);
    expect(setting.rows[0]?.value).toBe('0');
  });
});
