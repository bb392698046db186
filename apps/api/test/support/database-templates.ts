import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { inject } from 'vitest';
import type { BuildOptions } from '../../src/app.js';
import { resolveConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { migrateToLatest } from '../../src/db/migrations.js';
import { seedDatabase } from '../../src/seed/index.js';
import { createTestDatabase } from './services.js';

// Every test app starts on a database migrated and seeded exactly as a first start leaves it.
// Doing that per app repeated the same migrations and demo seed (scrypt hashes, 360 documents)
// some 180 times a run. The first app of a kind now migrates and seeds a template, through the
// same migrateToLatest and seedDatabase a server runs, and every later app of that kind starts
// from a copy: the file copied on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. buildApp
// still runs both on the copy and finds nothing to do. A kind is what the seed depends on: the
// database, the document count, demo data or not, and the clock when the test sets one.
// Templates live for one vitest run (test/support/global-setup.ts makes the folder, drops them).

export const TEMPLATE_DIR_KEY = 'databaseTemplateDir';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplateDir: string;
  }
}

export interface TemplateRecord {
  dialect: 'sqlite' | 'postgres';
  /** SQLite: the template file. PostgreSQL: the template database's name. */
  source: string;
}

const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 120_000;

function templateDir(): string | null {
  // TEST_DATABASE_TEMPLATES=off: every app migrates and seeds its own (to compare, or to debug).
  if (process.env.TEST_DATABASE_TEMPLATES === 'off') return null;
  try {
    return inject(TEMPLATE_DIR_KEY) ?? null;
  } catch {
    return null; // run outside the configured vitest projects: every app seeds its own
  }
}

function keyFor(dialect: string, options: BuildOptions): string {
  const config = resolveConfig(options);
  const clock = options.now ? String(options.now()) : 'real';
  return `${dialect}-${config.seedDocuments}-${config.seedDemo ? 'demo' : 'bare'}-${config.passwordHashCost}-${clock}`;
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** Migrates and seeds a new database the way buildApp's first start does. */
async function migrateAndSeed(
  connection: { dbFile: string; databaseUrl: string | null },
  options: BuildOptions,
): Promise<void> {
  const config = resolveConfig(options);
  const now = config.now();
  const handle = openDatabase({ ...connection, poolSize: 2 });
  try {
    await migrateToLatest(handle, now);
    await seedDatabase(handle, {
      documents: config.seedDocuments,
      now,
      demo: config.seedDemo,
      passwordHashCost: config.passwordHashCost,
    });
  } finally {
    await handle.close();
  }
}

async function buildTemplate(
  dir: string,
  key: string,
  dialect: 'sqlite' | 'postgres',
  options: BuildOptions,
): Promise<TemplateRecord | null> {
  if (dialect === 'sqlite') {
    const building = join(dir, `${key}.building`);
    mkdirSync(building);
    await migrateAndSeed({ dbFile: join(building, 'site.db'), databaseUrl: null }, options);
    // Closed: the file and its write-ahead log (when one is left) are the whole database.
    renameSync(building, join(dir, key));
    return { dialect, source: join(dir, key, 'site.db') };
  }
  const database = await createTestDatabase();
  if (database.kind !== 'server') {
    // PGlite (no PostgreSQL server) holds one database: each app seeds its own, as before.
    await database.drop();
    return null;
  }
  await migrateAndSeed({ dbFile: '', databaseUrl: database.url }, options);
  return { dialect, source: new URL(database.url).pathname.slice(1) };
}

/**
 * The template for an app built with `options` on `dialect`: made by the first caller of the run
 * (other test processes wait for it), null when there is none to use.
 */
export async function databaseTemplate(
  dialect: 'sqlite' | 'postgres',
  options: BuildOptions,
): Promise<TemplateRecord | null> {
  const dir = templateDir();
  if (!dir || options.dbFile !== undefined || options.databaseUrl !== undefined) return null;
  let key: string;
  try {
    key = keyFor(dialect, options);
  } catch {
    return null; // settings buildApp refuses: let it say so
  }
  const recordFile = join(dir, `${key}.json`);
  const read = () => JSON.parse(readFileSync(recordFile, 'utf8')) as TemplateRecord | null;
  try {
    mkdirSync(join(dir, `${key}.lock`)); // the one builder of this kind
  } catch {
    for (let waited = 0; waited < WAIT_LIMIT_MS; waited += WAIT_STEP_MS) {
      if (existsSync(recordFile)) return read();
      await sleep(WAIT_STEP_MS);
    }
    return null; // the builder never finished: seed this app's own database
  }
  let record: TemplateRecord | null = null;
  try {
    record = await buildTemplate(dir, key, dialect, options);
  } finally {
    // Written even when building failed, so nobody waits; null makes each app seed its own.
    writeFileSync(`${recordFile}.tmp`, JSON.stringify(record));
    renameSync(`${recordFile}.tmp`, recordFile);
  }
  return record;
}

/** Puts a copy of the SQLite template where the app will open its database file. */
export function copySqliteTemplate(template: TemplateRecord, dbFile: string): void {
  mkdirSync(dirname(dbFile), { recursive: true });
  copyFileSync(template.source, dbFile);
  if (existsSync(`${template.source}-wal`)) copyFileSync(`${template.source}-wal`, `${dbFile}-wal`);
}
