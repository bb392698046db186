import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { CAPTCHA, e2eEnvironment, type ApiServer } from './e2e/support/environment';

// End-to-end tests drive the built site served by the REAL API server (fresh databases per run),
// on both databases without running the suite twice: the desktop projects talk to an API server on
// SQLite, the phone projects to a second one on PostgreSQL (a database made on TEST_POSTGRES_URL's
// server for this run, dropped in the global teardown). Every spec thus runs once per device and
// once per database. Where no PostgreSQL server answers, the phone server runs on SQLite too and
// the run prints "site phone e2e on PostgreSQL NOT RUN" at its start and end (npm test still
// passes). Ports, data directories and the database are chosen once in the runner and handed to
// workers through env vars (e2e/support/environment.ts).
const {
  siteDir,
  outputDir,
  desktop: desktopApi,
  phone: phoneApi,
} = e2eEnvironment(
  fileURLToPath(new URL('./dist', import.meta.url)),
  fileURLToPath(new URL('./test-results', import.meta.url)),
);
const isCI = !!process.env.CI;

// Debian's Chromium: Playwright must never download its own browser here.
const chromium = chromiumLaunchOptions();
// Each device for its setup project (which logs in) and for its tests, with the device's server:
// specs and helpers reach the API through the project's baseURL, never a fixed port.
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
  baseURL: desktopApi.baseURL,
};
const mobile = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  launchOptions: chromium,
  baseURL: phoneApi.baseURL,
};

/** One API server for one device's projects: its own port, data directory and database. */
function apiServer(name: string, api: ApiServer) {
  return {
    name,
    command: 'node ../api/dist/server.js',
    url: `${api.baseURL}/api/notice`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    env: {
      PORT: String(api.port),
      HOST: '127.0.0.1',
      DATA_DIR: api.dataDir,
      ...(api.databaseUrl ? { DATABASE_URL: api.databaseUrl } : {}),
      // Honoured only outside production: every captcha answer is this code.
      NODE_ENV: 'test',
      CAPTCHA_TEST_CODE: CAPTCHA,
      SITE_DIST: siteDir,
      LOG_LEVEL: 'warn',
      // One browser address runs the whole suite: lift the per-address abuse limits (their own
      // behaviour is covered by the API's tests) so they can't fail unrelated flows.
      RATE_LIMIT_PER_MINUTE: '100000',
      CAPTCHA_PER_MINUTE: '100000',
      REGISTER_PER_HOUR: '100000',
      SMS_PER_ADDRESS_PER_HOUR: '100000',
      // Lets a test move its own browser's clock (X-Test-Clock-Offset); ignored in production.
      TEST_CLOCK: '1',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir,
  // 2 shared cores: generous per-test time, no retries (flakiness gets fixed, not hidden).
  // Whole flows (sign-ins, several pages) beside the API suite's workers: at load 20 a whole-suite
  // run ran phone-login out of a 60-second budget. No test asserts speed.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  reporter: isCI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // A trace records every action (DOM snapshots, a screencast): a quarter of this suite's CPU.
    // CI keeps nothing but its log, so it records none; locally a failed test keeps its trace.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'setup-desktop',
      testMatch: /auth\.setup\.ts/,
      use: desktop,
    },
    {
      name: 'setup-mobile',
      testMatch: /auth\.setup\.ts/,
      use: mobile,
    },
    {
      name: 'desktop',
      testMatch: /\.spec\.ts/,
      testIgnore: /\.mobile\.spec\.ts/,
      dependencies: ['setup-desktop'],
      use: desktop,
    },
    {
      name: 'mobile',
      testMatch: /\.spec\.ts/,
      testIgnore: /\.desktop\.spec\.ts/,
      dependencies: ['setup-mobile'],
      use: mobile,
    },
  ],
  webServer: [
    apiServer('api desktop (SQLite)', desktopApi),
    apiServer(`api phone (${phoneApi.databaseUrl ? 'PostgreSQL' : 'SQLite'})`, phoneApi),
  ],
});
