import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { BrowserInstanceOption } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Debian's Chromium (no tool downloads its own browser here), quiet and offline; no font hinting,
// so screenshots match the committed baselines.
const chromium = () =>
  playwright({
    launchOptions: chromiumLaunchOptions(['--font-render-hinting=none']),
    // Stable rendering: reduced motion turns off our transitions/animations (see GlobalStyle).
    contextOptions: { reducedMotion: 'reduce', locale: 'zh-CN', deviceScaleFactor: 1 },
  });

// A fresh array per project: Vitest writes the project name into each instance object.
const instances = (): BrowserInstanceOption[] => [{ browser: 'chromium' }];

// The machine is shared (2 cores, other suites and browsers running): generous time limits so a
// slow moment is not a failure. No test here asserts speed.
const testTimeout = 30_000;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          testTimeout,
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.visual.test.tsx'],
          // One jsdom and module graph per worker, not per file: 110 s of CPU became 24 s (33 files,
          // 2 cores). The first setup file puts back what a file may leave behind.
          isolate: false,
          setupFiles: ['../../scripts/fresh-test-window.ts', 'src/test/setup-unit.ts'],
        },
      },
      {
        // Every story is a test: it renders, runs its play function and the axe checks
        // (`parameters.a11y.test = 'error'` in .storybook/preview.tsx).
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          testTimeout,
          // The story files share one page and module graph instead of a fresh iframe each: the
          // same 146 stories went from 62 s to 30 s of CPU (3:27 to 1:23 on the shared machine).
          // Each story still mounts on its own root with its own args, loaders and play.
          isolate: false,
          // .storybook/main.ts also lists the site's screens (Site/…): those run in the site's own
          // test task, which builds what they need; this package tests only its own stories.
          exclude: ['**/node_modules/**', '**/apps/**'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: instances(),
            viewport: { width: 1280, height: 800 },
          },
        },
      },
      {
        // Visual regression against committed baselines in src/test/__screenshots__/.
        plugins: [react()],
        // Pre-bundle everything up front: a dependency discovered mid-run reloads the page and
        // leaves two copies of React.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'styled-components',
            'dompurify',
            '@storybook/react-vite',
            '@storybook/react-dom-shim',
            'storybook/test',
            'storybook/preview-api',
          ],
        },
        test: {
          name: 'screenshots',
          testTimeout,
          include: ['src/**/*.visual.test.tsx'],
          setupFiles: ['src/test/setup-visual.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium(),
            instances: instances(),
            viewport: { width: 1024, height: 720 },
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                // Same Chromium + fonts render identically (checked over repeated runs), so no pixel
                // may differ beyond a tiny colour tolerance: even a recoloured icon fails.
                comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 0 },
                // Until two screenshots in a row match (5 s by default): on a loaded machine one
                // screenshot of a full page can take seconds.
                timeout: 20_000,
              },
            },
          },
        },
      },
    ],
  },
});
