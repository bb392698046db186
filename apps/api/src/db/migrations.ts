import type { DatabaseHandle, SqlRunner } from './connection.js';
import { MIGRATIONS } from './migrations/index.js';
import { statementFor, type Migration } from './migrations/types.js';

// Migrations live one per file in src/db/migrations/ (NNNN_what.ts), run in the order
// src/db/migrations/index.ts lists them; each statement is written for both databases
// (test/postgres/schema.test.ts proves the two schemas match). See docs/adr (migrations).

const MIGRATIONS_TABLE = {
  sqlite:
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
  postgres:
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)',
};

async function applied(runner: SqlRunner): Promise<Set<string>> {
  const rows = await runner.all<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(rows.map((r) => r.name));
}

/**
 * A database migrated before migrations had one file each recorded their old keys
 * ('003_console_staff_audit'…), and 0024–0036 recorded the numbers they landed under before the
 * renumbering ('0041_zip_contents'…): those rows take the new names, so nothing runs twice.
 */
async function renameLegacy(runner: SqlRunner, migrations: readonly Migration[]): Promise<void> {
  const done = await applied(runner);
  for (const { name, legacyName, formerName } of migrations) {
    for (const earlier of [legacyName, formerName]) {
      if (earlier && done.has(earlier) && !done.has(name)) {
        await runner.run('UPDATE schema_migrations SET name = ? WHERE name = ?', [name, earlier]);
        done.add(name);
      }
    }
  }
}

/** Runs every migration not yet applied, in `runner`'s transaction; returns their names. */
export async function runMigrations(
  runner: SqlRunner,
  now: number,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<string[]> {
  await runner.exec(MIGRATIONS_TABLE[runner.dialect]);
  await renameLegacy(runner, migrations);
  const done = await applied(runner);
  const ran: string[] = [];
  for (const { name, statements } of migrations) {
    if (done.has(name)) continue;
    for (const statement of statements) {
      if (typeof statement === 'object' && 'run' in statement) {
        await statement.run(runner);
        continue;
      }
      const text = statementFor(statement, runner.dialect);
      if (text !== null) await runner.exec(text);
    }
    await runner.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [name, now]);
    ran.push(name);
  }
  return ran;
}

/**
 * Brings the schema up to date in one exclusive transaction: when several server processes
 * start on a fresh database at once, one migrates and the others wait, then find nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle, now = Date.now()): Promise<string[]> {
  try {
    return await handle.exclusive((runner) => runMigrations(runner, now));
  } catch (error) {
    throw new Error(`数据库迁移失败：${(error as Error).message}`, { cause: error });
  }
}

export { recountDownloads } from './migrations/0016_listing_sort_filters.js';
