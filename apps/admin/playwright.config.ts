import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { createE2EDatabaseSync, shownUrl } from '../../scripts/e2e-postgres.mjs';
import { freePortSync } from '../../scripts/free-port.mjs';
import { postgresNotRunBanner, type ConsoleServer } from './e2e/servers';

// The built console served by the REAL API server, on both databases in one run: the project
// `sqlite` talks to a server on a fresh SQLite file, the project `postgres` to a second server on a
// fresh PostgreSQL database (made on TEST_POSTGRES_URL's server, dropped in the global teardown).
// Every spec runs once per database, the two projects side by side (one worker each: a project's
// specs share its server's data). Where no PostgreSQL server answers, the `postgres` project is not
// made and the run says so in a banner at its start and end (`npm test` still passes on SQLite).
// Ports, data directories and the database are chosen once by the runner (the first to load this
// file); its workers inherit them through ADMIN_E2E_* variables.
if (!process.env.ADMIN_E2E_DATA) {
  process.env.ADMIN_E2E_DATA = mkdtempSync(join(tmpdir(), 'dongman-admin-e2e-'));
  process.env.ADMIN_E2E_PORT = String(freePortSync());
  process.env.ADMIN_E2E_POSTGRES_PORT = String(freePortSync());
  const database = createE2EDatabaseSync('dongman_admin_e2e');
  if (typeof database.notRun === 'string') {
    process.env.ADMIN_E2E_NOT_ON_POSTGRES = database.notRun;
    console.log(postgresNotRunBanner(database.notRun));
  } else {
    process.env.ADMIN_E2E_DATABASE_URL = database.url;
    console.log(`console e2e: on SQLite and on PostgreSQL (${shownUrl(database.url)})`);
  }
}

export const CAPTCHA = 'AB12';
const dataRoot = process.env.ADMIN_E2E_DATA;
const servers: ConsoleServer[] = [
  {
    database: 'sqlite',
    port: Number(process.env.ADMIN_E2E_PORT),
    dataDir: join(dataRoot, 'sqlite'),
    databaseUrl: null,
  },
];
if (process.env.ADMIN_E2E_DATABASE_URL)
  servers.push({
    database: 'postgres',
    port: Number(process.env.ADMIN_E2E_POSTGRES_PORT),
    dataDir: join(dataRoot, 'postgres'),
    databaseUrl: process.env.ADMIN_E2E_DATABASE_URL,
  });

export default defineConfig({
  testDir: './e2e',
  outputDir: fileURLToPath(new URL('./test-results', import.meta.url)),
  // Whole flows (several sign-ins, two browsers) beside the API suite's workers: at load 20 a
  // whole-suite run ran four console flows out of a 60-second budget. No test asserts speed.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  // One worker per project (below), so the two databases' runs go side by side.
  workers: servers.length,
  reporter: [['list']],
  globalTeardown: './e2e/global-teardown.ts',
  use: {
    locale: 'zh-CN',
    // CI keeps nothing but its log, so it records no trace (a quarter of an e2e run's CPU, as
    // measured on the site's suite); locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Debian's Chromium: Playwright must never download its own browser here.
    launchOptions: chromiumLaunchOptions(),
  },
  projects: servers.map((server) => ({
    name: server.database,
    // A project's specs share its server's data (pending members, the dashboard's counts): one at a time.
    workers: 1,
    metadata: server,
    use: { baseURL: `http://127.0.0.1:${server.port}` },
  })),
  webServer: servers.map((server) => ({
    name: `api (${server.database})`,
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${server.port}/api/notice`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The servers log warnings only (LOG_LEVEL): a failed background job is in the run's output.
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      NODE_ENV: 'test',
      CAPTCHA_TEST_CODE: CAPTCHA,
      ADMIN_DIST: fileURLToPath(new URL('./dist', import.meta.url)),
      SEED_DOCUMENTS: '40',
      LOG_LEVEL: 'warn',
      // New accounts start pending, so e2e/review.spec.ts can approve one.
      REGISTRATION_REVIEW: '1',
      // One browser address runs a project's whole run: lift the per-address abuse limits (their
      // own behaviour is covered by the API's tests). Under the default 600 requests a minute,
      // the SQLite project run alone (quicker) failed site-content.spec's write three times of
      // three; lifted, it passed.
      RATE_LIMIT_PER_MINUTE: '100000',
      CAPTCHA_PER_MINUTE: '100000',
      REGISTER_PER_HOUR: '100000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
    },
  })),
});
