import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type Dialect } from '../src/db/connection.js';
import { migrateToLatest, runMigrations } from '../src/db/migrations.js';
import { searchDocumentIds } from '../src/repositories/catalog.js';
import { pinyinMatchingIds } from '../src/repositories/search-pinyin.js';
import { pinyinKey } from '../src/lib/pinyin.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { statementFor } from '../src/db/migrations/types.js';
import {
  MIGRATIONS as LEGACY,
  migrateToLatest as legacyMigrateToLatest,
} from './fixtures/legacy-migrations/migrations.js';
import { statementFor as legacyStatementFor } from './fixtures/legacy-migrations/dialect.js';
import { postgresSchema, sorted } from './support/schema.js';
import { insertTitledDocuments } from './support/documents.js';
import { createTestDatabase, type TestDatabase } from './support/services.js';

// Migrations run in the order src/db/migrations/index.ts lists them. Databases migrated before
// they had one file each (test/fixtures/legacy-migrations: that runner and its MIGRATIONS object,
// frozen as they shipped) carry on: their recorded keys are renamed and nothing runs twice.
// Runs on SQLite and, in the `postgres` project, on PostgreSQL.

const DIALECT: Dialect = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const MIGRATIONS_DIR = join(import.meta.dirname, '../src/db/migrations');

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A fresh empty database of this run's dialect; `open()` gives another connection to it. */
async function freshDatabase(): Promise<{ open(): DatabaseHandle }> {
  if (DIALECT === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'dongman-migrations-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    return { open: () => track(openDatabase({ dbFile: join(dir, 'site.db'), databaseUrl: null })) };
  }
  const database: TestDatabase = await createTestDatabase();
  cleanups.push(() => database.drop());
  return { open: () => track(openDatabase({ dbFile: '', databaseUrl: database.url })) };
}

function track(handle: DatabaseHandle): DatabaseHandle {
  cleanups.push(() => handle.close());
  return handle;
}

/** Everything the schema holds, exactly, in one comparable value. */
async function dump(handle: DatabaseHandle): Promise<unknown> {
  if (handle.dialect === 'sqlite') {
    return (
      await sql`SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name`.execute(
        handle.db,
      )
    ).rows;
  }
  const columns = await sql`
    SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = current_schema()
    ORDER BY table_name, column_name`.execute(handle.db);
  const triggers = await sql`
    SELECT tgname, pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE NOT tgisinternal
    ORDER BY tgname`.execute(handle.db);
  // Our own functions (trigger bodies), not those of the citext and pg_trgm extensions.
  const functions = await sql`
    SELECT p.proname, pg_get_functiondef(p.oid) AS def FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = current_schema()
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
    ORDER BY p.proname`.execute(handle.db);
  const indexes = await sql`
    SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
    ORDER BY indexname`.execute(handle.db);
  return {
    schema: sorted(await postgresSchema(handle.db)),
    columns: columns.rows,
    indexes: indexes.rows,
    triggers: triggers.rows,
    functions: functions.rows,
  };
}

async function recorded(handle: DatabaseHandle): Promise<string[]> {
  const rows = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(handle.db);
  return rows.rows.map((r) => r.name).sort();
}

/** What the previous runner did, stopped after its `count` first migrations. */
async function legacyMigrate(handle: DatabaseHandle, count: number): Promise<void> {
  const now = Date.now();
  await handle.exclusive(async (runner) => {
    await runner.exec(
      legacyStatementFor(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
        runner.dialect,
      ) as string,
    );
    for (const [name, statements] of Object.entries(LEGACY).slice(0, count)) {
      for (const statement of statements) {
        const text = legacyStatementFor(statement, runner.dialect);
        if (text !== null) await runner.exec(text);
      }
      await runner.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [
        name,
        now,
      ]);
    }
  });
}

const NAMES = MIGRATIONS.map((m) => m.name);

describe('the migration list', () => {
  it('lists every file of src/db/migrations once, each number once, shipped ones in order', () => {
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{4}_/.test(f))
      .map((f) => f.replace(/\.ts$/, ''));
    expect([...NAMES].sort()).toEqual([...files].sort());
    const numbers = NAMES.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
    // The file numbers read in the order they run: 0001–0036 are contiguous, and a branch that
    // lands after another takes the next number (gaps are fine, going back is not).
    NAMES.slice(0, 36).forEach((name, i) =>
      expect(name.slice(0, 5)).toBe(`${String(i + 1).padStart(4, '0')}_`),
    );
    expect([...numbers].sort()).toEqual(numbers);
  });

  it('maps the old keys one to one, in the order they used to run', () => {
    const legacy = MIGRATIONS.filter((m) => m.legacyName).map((m) => m.legacyName);
    expect(legacy).toEqual(Object.keys(LEGACY));
  });

  it.each(MIGRATIONS.filter((m) => m.legacyName))(
    '$name runs on $legacyName’s database exactly what the old runner ran',
    (migration) => {
      const old = LEGACY[migration.legacyName as string] ?? [];
      for (const dialect of ['sqlite', 'postgres'] as const) {
        const now = migration.statements.map((s) => statementFor(s, dialect)).filter(Boolean);
        const then = old.map((s) => legacyStatementFor(s, dialect)).filter(Boolean);
        expect(now).toEqual(then);
      }
    },
  );
});

describe(`a database migrated by the previous runner (${DIALECT})`, () => {
  it('carries on when fully migrated: its keys take the new names, nothing runs again', async () => {
    const fresh = (await freshDatabase()).open();
    expect(await migrateToLatest(fresh)).toEqual(NAMES);

    const old = (await freshDatabase()).open();
    await legacyMigrateToLatest(old);
    await sql`INSERT INTO meta (key, value) VALUES ('kept', 'yes')`.execute(old.db);
    // Only the migrations written since one file each are new to it.
    const since = MIGRATIONS.filter((m) => !m.legacyName).map((m) => m.name);
    expect(await migrateToLatest(old)).toEqual(since);
    expect(await recorded(old)).toEqual([...NAMES].sort());
    expect(await dump(old)).toEqual(await dump(fresh));
    const kept = await sql<{ value: string }>`SELECT value FROM meta WHERE key = 'kept'`.execute(
      old.db,
    );
    expect(kept.rows).toEqual([{ value: 'yes' }]);
    expect(await migrateToLatest(old)).toEqual([]);
  });

  it('carries on under the numbers 0024–0036 landed with before they were put in run order', async () => {
    const database = (await freshDatabase()).open();
    await migrateToLatest(database);
    const renumbered = MIGRATIONS.filter((m) => m.formerName);
    expect(renumbered.map((m) => m.formerName)).toContain('0041_zip_contents');
    for (const { name, formerName } of renumbered) {
      await sql`UPDATE schema_migrations SET name = ${formerName} WHERE name = ${name}`.execute(
        database.db,
      );
    }
    expect(await migrateToLatest(database)).toEqual([]);
    expect(await recorded(database)).toEqual([...NAMES].sort());
  });

  it('runs what it lacked, in order, when it stopped part-way (processes starting together)', async () => {
    const fresh = (await freshDatabase()).open();
    await migrateToLatest(fresh);

    // Stopped after 004_perf_cache_counts_grams: the run of 003_console_staff_audit and the 005s
    // are still to come, in the order the old object listed them.
    const stoppedAt = Object.keys(LEGACY).indexOf('004_perf_cache_counts_grams') + 1;
    const database = await freshDatabase();
    const first = database.open();
    await legacyMigrate(first, stoppedAt);
    const second = database.open();
    const ran = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
    const remaining = NAMES.slice(stoppedAt);
    expect(ran.map((r) => r.length).sort()).toEqual([0, remaining.length]);
    expect(ran.find((r) => r.length)).toEqual(remaining);
    expect(await recorded(first)).toEqual([...NAMES].sort());
    expect(await dump(first)).toEqual(await dump(fresh));
  });
});

describe('the search indexes a migration adds', () => {
  /**
   * A database migrated up to (not including) `migration`, holding documents with `titles` in one
   * section, then migrated to the latest: their ids in the order given.
   */
  async function titledBefore(migration: string, titles: string[]) {
    const handle = (await freshDatabase()).open();
    const before = MIGRATIONS.slice(0, NAMES.indexOf(migration));
    await handle.exclusive((runner) => runMigrations(runner, Date.now(), before));
    const section = await handle.db
      .insertInto('one_classes')
      .values({ name: '动画素材', sort: 1, entitlement: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = await insertTitledDocuments(
      handle.db,
      titles.map((title) => [title, section.id] as const),
    );
    await migrateToLatest(handle);
    return { handle, ids: titles.map((title) => ids.get(title)!) };
  }

  it('find the titles already there, then follow edits and deletions (0043: several words on SQLite)', async () => {
    const { handle, ids } = await titledBefore('0043_sqlite_bigram_search', [
      '赛博朋克城市交通背景',
      'AE模板 赛博风 交通工具',
      '古风山水',
    ]);
    const [cyber, template, landscape] = ids as [number, number, number];
    const search = (...words: string[]) => searchDocumentIds(handle.db, { words }, 10);

    expect(await search('赛博', '交通')).toEqual([template, cyber]);
    expect(await search('城市交通', '赛博朋克')).toEqual([cyber]);
    expect(await search('ae模板', '工具')).toEqual([template]);
    expect(await search('"赛博"', '交通')).toEqual([]); // a quote is a character, not syntax

    await handle.db
      .updateTable('documents')
      .set({ title: '古风城市夜景' })
      .where('id', '=', cyber)
      .execute();
    expect(await search('赛博', '交通')).toEqual([template]);
    expect(await search('古风', '城市')).toEqual([cyber]);
    await handle.db.deleteFrom('documents').where('id', '=', template).execute();
    expect(await search('赛博', '交通')).toEqual([]);
    expect(await search('古风', '山水')).toEqual([landscape]);
  });

  it('find the pinyin keys already there, then follow edits and deletions (0044: 5+ pinyin letters on SQLite)', async () => {
    const { handle, ids } = await titledBefore('0044_sqlite_pinyin_grams', [
      '赛博朋克城市交通背景',
      '赛博风交通工具模板',
      '古风山水',
    ]);
    const [cyber, tools] = ids as [number, number];
    const search = (...words: string[]) =>
      pinyinMatchingIds(handle.db, { han: [], pinyin: words.map((word) => [word]) }, 10);

    expect(await search('jiaotong')).toEqual([tools, cyber]);
    expect(await search('saibopengke')).toEqual([cyber]);
    expect(await search('jiaotonggongju', 'saibo')).toEqual([tools]);

    const title = '古风城市夜景';
    await handle.db
      .updateTable('documents')
      .set({ title, title_pinyin: pinyinKey(title) })
      .where('id', '=', cyber)
      .execute();
    expect(await search('jiaotong')).toEqual([tools]);
    expect(await search('chengshiye')).toEqual([cyber]);
    await handle.db.deleteFrom('documents').where('id', '=', tools).execute();
    expect(await search('jiaotong')).toEqual([]);
  });
});
