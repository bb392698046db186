import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// The machine is shared (2 cores, other suites and browsers running): generous time limits so a
// slow moment is not a failure. No test here asserts speed.
const testTimeout = 60_000;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          // One jsdom and module graph per worker, not per file: 135 s of CPU became 51 s (26
          // files, 2 cores). The first setup file puts back what a file may leave behind.
          isolate: false,
          setupFiles: ['../../scripts/fresh-test-window.ts', './vitest.setup.ts'],
        },
      },
      {
        // Every screen story (src/**/*.stories.tsx, under Site/ in the repo's Storybook) is a test:
        // it renders, runs its play function and the axe checks (a11y violations are errors, see
        // .storybook/preview.tsx). The library's own stories run in packages/ui.
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        // Pre-bundled up front: a dependency found mid-run (a lazily loaded page's) reloads the
        // page under the running test.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-router-dom',
            'styled-components',
            'qrcode.react',
            'dompurify',
            'openapi-fetch',
          ],
        },
        test: {
          name: 'storybook',
          testTimeout,
          // The library's stories run in packages/ui, the console's in apps/admin.
          exclude: ['**/node_modules/**', '**/packages/**', '**/apps/admin/**'],
          // One page for all story files: the app's modules load once, not once per file. Each story
          // starts its own app (fresh in-memory API and session), so nothing carries over.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // Debian's Chromium (no tool downloads its own browser here); quiet and offline.
            provider: playwright({
              launchOptions: chromiumLaunchOptions(),
              contextOptions: { reducedMotion: 'reduce', locale: 'zh-CN', deviceScaleFactor: 1 },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
          },
        },
      },
    ],
  },
});
