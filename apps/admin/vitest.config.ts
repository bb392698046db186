import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';
import { workspaceSourceAliases } from '../../scripts/workspace-sources.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        // Unit tests of the console's own components (jsdom); the console's screens are tested
        // end to end in e2e/ (Playwright against the real server) and as stories (below).
        plugins: [react()],
        resolve: { alias: workspaceSourceAliases },
        define: { __OPERATION_ROLES__: '{}' },
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // The first render loads TipTap and ProseMirror: seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // Every console screen story (src/**/*.stories.tsx, under Console/ in the repo's
        // Storybook) is a test: it renders the console against the in-memory API, runs its play
        // function and the axe checks (a11y violations are errors, see .storybook/preview.tsx).
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
            'dompurify',
            'openapi-fetch',
            'chart.js',
            '@tiptap/react',
            '@tiptap/starter-kit',
            '@tiptap/extension-image',
          ],
        },
        test: {
          name: 'storybook',
          // A shared two-core machine: generous limits; no test here asserts speed.
          testTimeout: 60_000,
          exclude: ['**/node_modules/**', '**/packages/**', '**/apps/site/**'],
          // One page for all story files: the console's modules load once. Each story starts its
          // own console (fresh in-memory API and session), so nothing carries over.
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
