import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { zhCN } from './src/i18n/zh-CN.ts';
import { styledCss } from './build/styledCss.ts';

/** index.html gets the default locale's site name as its first title (the app sets it per page). */
function siteTitle(): Plugin {
  return {
    name: 'dongman-site-title',
    transformIndexHtml: (html) => html.replace('%SITE_NAME%', zhCN.siteName),
  };
}

export default defineConfig({
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
    sourcemap: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: one request, and gzip compresses the
        // whole better than many small pieces. Pages and dialogs stay in their own lazy chunks.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
});
