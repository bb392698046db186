import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { createE2EDatabaseSync } from '../../scripts/e2e-postgres.mjs';

// The built console served by the REAL API server on a fresh database (one desktop project:
// the console is a desktop tool). Port and data directory are chosen once by the runner.
if (!process.env.ADMIN_E2E_PORT) {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  process.env.ADMIN_E2E_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  process.env.ADMIN_E2E_DATA = mkdtempSync(join(tmpdir(), 'dongman-admin-e2e-'));
}
// ADMIN_E2E_DB=postgres runs the same specs on a fresh PostgreSQL database (dropped afterwards,
// ../../scripts/e2e-postgres.mjs, shared with the site's e2e).
if (process.env.ADMIN_E2E_DB === 'postgres' && !process.env.ADMIN_E2E_DATABASE_URL) {
  const database = createE2EDatabaseSync('dongman_admin_e2e');
  if (!database.url) throw new Error(`ADMIN_E2E_DB=postgres: ${database.notRun}`);
  process.env.ADMIN_E2E_DATABASE_URL = database.url;
}
const databaseUrl = process.env.ADMIN_E2E_DATABASE_URL;
const port = Number(process.env.ADMIN_E2E_PORT);
export const CAPTCHA = 'AB12';

export default defineConfig({
  testDir: './e2e',
  outputDir: fileURLToPath(new URL('./test-results', import.meta.url)),
  // Whole flows (several sign-ins, two browsers) beside the API suite's workers: at load 20 a
  // whole-suite run ran four console flows out of a 60-second budget. No test asserts speed.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  retries: 0,
  workers: 1,
  reporter: [['list']],
  globalTeardown: databaseUrl ? './e2e/postgres-teardown.ts' : undefined,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    // Debian's Chromium: Playwright must never download its own browser here.
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    command: 'node ../api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/notice`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.ADMIN_E2E_DATA ?? '',
      NODE_ENV: 'test',
      CAPTCHA_TEST_CODE: CAPTCHA,
      ADMIN_DIST: fileURLToPath(new URL('./dist', import.meta.url)),
      SEED_DOCUMENTS: '40',
      LOG_LEVEL: 'warn',
      // New accounts start pending, so e2e/review.spec.ts can approve one.
      REGISTRATION_REVIEW: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  },
});
