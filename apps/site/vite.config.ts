import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { zhCN } from './src/i18n/zh-CN.ts';
import { styledCss } from './build/styledCss.ts';

/**
 * index.html gets the default locale's site name as its first title (the app sets it per page)
 * and the home introduction as its description (search engines and link previews).
 */
function siteTitle(): Plugin {
  return {
    name: 'dongman-site-title',
    transformIndexHtml: (html) =>
      html.replace('%SITE_NAME%', zhCN.siteName).replace('%SITE_DESCRIPTION%', zhCN.homeIntro),
  };
}

// react-router's exports map always points at its development build (dev warnings and checks);
// production builds take the production files the package ships beside it.
const require = createRequire(import.meta.url);
const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/production/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(reactRouterDir, 'dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ mode }) => ({
  resolve: { alias: mode === 'production' ? reactRouterProduction : [] },
  plugins: [react(), siteTitle(), styledCss()],
  // Relative asset URLs so the built site works wherever the API server mounts it.
  base: './',
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Maps are built for error tracking but not advertised to every visitor's browser.
    sourcemap: 'hidden',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // styled-components definitions have no side effects until rendered; saying so lets unused
      // components of @dongman/ui drop out of the bundle (styled.x`` calls aren't provably pure).
      treeshake: { manualPureFunctions: ['styled', 'css', 'keyframes', 'createGlobalStyle'] },
      output: {
        // Everything the first page needs in one chunk: one request, and gzip compresses the
        // whole better than many small pieces. Pages and dialogs stay in their own lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'app', test: /rolldown[\\/]runtime/ },
            { name: 'app', tags: ['$initial'] },
          ],
        },
      },
    },
  },
}));
