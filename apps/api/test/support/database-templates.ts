import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
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
import { seedMaterialFiles } from '../../src/seed/materials.js';
import { storageFor } from '../../src/storage/configured.js';
import { createTestDatabase } from './services.js';

// Every test app starts on a database migrated and seeded exactly as a first start leaves it.
// Doing that per app repeated the same migrations and demo seed (scrypt hashes, 360 documents)
// some 180 times a run. The first app of a kind now migrates and seeds a template, through the
// same migrateToLatest and seedDatabase a server runs, and every later app of that kind starts
// from a copy: the file copied on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL. buildApp
// still runs both on the copy and finds nothing to do. A kind is what the seed depends on: the
// database, the document count, demo data or not, and the clock when the test sets one.
// With local storage the template also holds the demo's material files (a ZIP, a cover and a
// scene per document, written by seedMaterialFiles on a first start): writing them again per app
// was most of each app's start (1.2 of 1.9 s at 360 documents on PostgreSQL, 72 s at 20 000), so
// an app gets a copy of the files folder beside its copy of the database.
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
  /** The local storage's folder as the material seed left it (null: the app seeds its own). */
  files: string | null;
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

/** The material seed goes into the template only with plain local storage. */
const seedsFiles = (options: BuildOptions) =>
  options.fileStorage === undefined && resolveConfig(options).storage.kind === 'local';

function keyFor(dialect: string, options: BuildOptions): string {
  const config = resolveConfig(options);
  const clock = options.now ? String(options.now()) : 'real';
  const files = seedsFiles(options)
    ? `files-${config.seedCovers}-${config.seedMedia}-${config.previewWatermark ?? ''}`
    : 'nofiles';
  return `${dialect}-${config.seedDocuments}-${config.seedDemo ? 'demo' : 'bare'}-${config.passwordHashCost}-${clock}-${createHash('sha256').update(files).digest('hex').slice(0, 12)}`;
}

async function sleep(ms: number) {
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Migrates and seeds a new database the way buildApp's first start does, with the demo's
 * material files in `dataDir/files` when the kind has them (the same seedMaterialFiles).
 */
async function migrateAndSeed(
  connection: { dbFile: string; databaseUrl: string | null },
  dataDir: string,
  options: BuildOptions,
): Promise<string | null> {
  const config = resolveConfig({ ...options, dataDir });
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
    if (!config.seedDemo || !seedsFiles(options)) return null;
    await seedMaterialFiles({ db: handle.db, config, storage: await storageFor(config) });
    return join(dataDir, 'files');
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
    const files = await migrateAndSeed(
      { dbFile: join(building, 'site.db'), databaseUrl: null },
      building,
      options,
    );
    // Closed: the file and its write-ahead log (when one is left) are the whole database.
    renameSync(building, join(dir, key));
    return {
      dialect,
      source: join(dir, key, 'site.db'),
      files: files && join(dir, key, 'files'),
    };
  }
  const database = await createTestDatabase();
  if (database.kind !== 'server') {
    // PGlite (no PostgreSQL server) holds one database: each app seeds its own, as before.
    await database.drop();
    return null;
  }
  const files = await migrateAndSeed(
    { dbFile: '', databaseUrl: database.url },
    join(dir, `${key}.files`),
    options,
  );
  return { dialect, source: new URL(database.url).pathname.slice(1), files };
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

/** Puts a copy of the template's material files in the app's data folder (when it has them). */
export function copyTemplateFiles(template: TemplateRecord | null, dataDir: string): void {
  if (template?.files) cpSync(template.files, join(dataDir, 'files'), { recursive: true });
}
