import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { freePortSync } from '../../scripts/free-port.mjs';

// Two origins on one machine: this app (vite preview) and the real API server, which lists the
// app's origin in CORS_ORIGINS. Ports and the data directory are chosen once by the runner and
// handed to workers through env vars.
process.env.CONSUMER_PORT ??= String(freePortSync());
process.env.CONSUMER_API_PORT ??= String(freePortSync());
process.env.CONSUMER_STRANGER_PORT ??= String(freePortSync());
process.env.CONSUMER_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'dongman-consumer-'));
const site = `http://127.0.0.1:${process.env.CONSUMER_PORT}`;
const api = `http://127.0.0.1:${process.env.CONSUMER_API_PORT}`;
export const crossSite = `http://localhost:${process.env.CONSUMER_PORT}`;
/** The same app on an origin the API does not list in CORS_ORIGINS. */
export const stranger = `http://127.0.0.2:${process.env.CONSUMER_STRANGER_PORT}`;
export const CAPTCHA = 'AB12';

export default defineConfig({
  testDir: './e2e',
  outputDir: join(process.env.CONSUMER_DATA_DIR, 'results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  workers: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: site,
    locale: 'zh-CN',
    actionTimeout: 15_000,
    // Debian's Chromium: Playwright must never download its own browser here.
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: [
    {
      command: 'node ../../apps/api/dist/server.js',
      url: `${api}/api/notice`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.CONSUMER_API_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.CONSUMER_DATA_DIR,
        SITE_DIST: join(process.env.CONSUMER_DATA_DIR, 'no-site'),
        NODE_ENV: 'test',
        CAPTCHA_TEST_CODE: CAPTCHA,
        // The same app as http://localhost:… is another site (cookies are not sent to 127.0.0.1
        // across sites over plain HTTP): the widget must say what the host has to do.
        CORS_ORIGINS: `${site},${crossSite}`,
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${process.env.CONSUMER_PORT} --strictPort`,
      url: site,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite preview --host 127.0.0.2 --port ${process.env.CONSUMER_STRANGER_PORT} --strictPort`,
      url: stranger,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
  metadata: { api },
});
