import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import {
  createE2EDatabaseSync,
  notRunBanner,
  shownUrl,
} from '../../../../scripts/e2e-postgres.mjs';
import { freePortSync } from '../../../../scripts/free-port.mjs';

/** The captcha answer the server is started with (CAPTCHA_TEST_CODE). */
export const CAPTCHA = process.env.E2E_CAPTCHA ?? 'AB12';

/** One API server of the run: its own port, data directory and database. */
export interface ApiServer {
  port: number;
  /** The server's DATA_DIR (its SQLite file, or the files kept beside a PostgreSQL database). */
  dataDir: string;
  baseURL: string;
  /** DATABASE_URL when the server runs on PostgreSQL; null on SQLite. */
  databaseUrl: string | null;
}

export interface E2EEnvironment {
  /** Fresh temporary directory of the run: both servers' data, the site snapshot, login states. */
  runDir: string;
  siteDir: string;
  /** This run's own folder under test-results/ (runs at the same time must not wipe each other's). */
  outputDir: string;
  /** The desktop projects' server: always SQLite. */
  desktop: ApiServer;
  /** The phone projects' server: PostgreSQL, or SQLite when no PostgreSQL server answers. */
  phone: ApiServer;
  /** Why the phone server is not on PostgreSQL (null when it is). */
  phoneNotOnPostgres: string | null;
}

const HOUR = 60 * 60 * 1000;

/** Removes result folders of earlier runs (older than a few hours, so never one still running). */
function pruneOldRuns(resultsDir: string): void {
  if (!existsSync(resultsDir)) return;
  for (const entry of readdirSync(resultsDir)) {
    const dir = join(resultsDir, entry);
    if (entry.startsWith('run-') && Date.now() - statSync(dir).mtimeMs > 6 * HOUR) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Ports, data directories, the phone server's PostgreSQL database and the site snapshot of this
 * run. Chosen once by the runner (the first to load the config); workers inherit the env vars and
 * so agree with it: E2E_PORT / E2E_PHONE_PORT, E2E_DATA_DIR (the run directory) and
 * E2E_PHONE_DATABASE_URL or E2E_PHONE_NOT_ON_POSTGRES (the reason).
 */
export function e2eEnvironment(siteDist: string, resultsDir: string): E2EEnvironment {
  if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePortSync());
  if (!process.env.E2E_PHONE_PORT) process.env.E2E_PHONE_PORT = String(freePortSync());
  if (!process.env.E2E_DATA_DIR) {
    pruneOldRuns(resultsDir);
    if (!existsSync(join(siteDist, 'index.html'))) {
      throw new Error(`No built site in ${siteDist}: build it first (npx turbo run build).`);
    }
    const runDir = mkdtempSync(join(tmpdir(), 'dongman-e2e-'));
    // Serve a snapshot of the build: a rebuild during the run (turbo, another terminal) empties
    // dist/ and would break lazy-loaded pages half-way through.
    cpSync(siteDist, join(runDir, 'site'), { recursive: true });
    process.env.E2E_DATA_DIR = runDir;
    const database = createE2EDatabaseSync('dongman_site_e2e');
    if (typeof database.notRun === 'string') {
      process.env.E2E_PHONE_NOT_ON_POSTGRES = database.notRun;
      console.log(phoneNotOnPostgresBanner(database.notRun));
    } else {
      process.env.E2E_PHONE_DATABASE_URL = database.url;
      console.log(`site e2e: desktop on SQLite, phone on PostgreSQL (${shownUrl(database.url)})`);
    }
  }
  const runDir = process.env.E2E_DATA_DIR;
  const server = (port: number, name: string, databaseUrl: string | null): ApiServer => ({
    port,
    dataDir: join(runDir, `api-${name}`),
    baseURL: `http://127.0.0.1:${port}`,
    databaseUrl,
  });
  return {
    runDir,
    siteDir: join(runDir, 'site'),
    outputDir: join(resultsDir, `run-${basename(runDir).replace('dongman-e2e-', '')}`),
    desktop: server(Number(process.env.E2E_PORT), 'desktop', null),
    phone: server(
      Number(process.env.E2E_PHONE_PORT),
      'phone',
      process.env.E2E_PHONE_DATABASE_URL ?? null,
    ),
    phoneNotOnPostgres: process.env.E2E_PHONE_NOT_ON_POSTGRES ?? null,
  };
}

/** Printed when the run starts and again when it ends, so neither end of a CI log misses it. */
export function phoneNotOnPostgresBanner(reason: string): string {
  return notRunBanner(
    '站点手机 e2e（PostgreSQL）未运行 / site phone e2e on PostgreSQL NOT RUN',
    reason,
    'The phone projects run against a second SQLite server instead (desktop: SQLite as always).',
  );
}
