import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DIR_KEY } from './database-templates.js';
import { POSTGRES_ADMIN_URL, TEST_RUN_KEY, testDatabasePattern } from './services.js';

// One folder per vitest run for the database templates (./database-templates.ts) and an id that
// every PostgreSQL database of the run carries in its name. Each file drops its own databases
// (./per-file.ts); afterwards whatever is left — the templates, and the databases of a file that
// was stopped (a timeout, a crashed worker) — is dropped by that name, and the folder removed.
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'dongman-templates-'));
  const run = randomBytes(3).toString('hex');
  project.provide(TEMPLATE_DIR_KEY, dir);
  project.provide(TEST_RUN_KEY, run);
  return async () => {
    await dropRunDatabases(run);
    rmSync(dir, { recursive: true, force: true });
  };
}

/** Drops every database whose name carries `run` (its templates and each app's). */
async function dropRunDatabases(run: string): Promise<void> {
  const admin = new pg.Client({
    connectionString: POSTGRES_ADMIN_URL,
    connectionTimeoutMillis: 2_000,
  });
  try {
    await admin.connect();
  } catch {
    return; // no PostgreSQL server: the run used PGlite, which keeps nothing
  }
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [testDatabasePattern(run)],
    );
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
