import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { routePreloads } from './build/routePreloads.ts';
import { storageKeys } from './src/app/config.ts';
import { FIRST_ANSWERS_ID, FIRST_FETCHES_KEY } from './src/app/firstAnswers.ts';
import { FIRST_PAGE_READS } from './src/app/firstPageReads.ts';
import { SECTION_EAGER_COVERS, SECTION_PAGE_SIZE } from './src/features/catalog/sectionPageSize.ts';
import { IMAGE_LAYOUT } from './src/lib/imageSizes.ts';
import { homeZhCN } from './src/features/home/copy/zh-CN.ts';
import { shellZhCN } from './src/shell/copy/zh-CN.ts';
import { workspaceSourceAliases } from '../../scripts/workspace-sources.ts';

/**
 * index.html gets the default locale's site name as its first title (the app sets it per page)
 * and the home introduction as its description (search engines and link previews).
 */
function siteTitle(): Plugin {
  return {
    name: 'dongman-site-title',
    transformIndexHtml: (html) =>
      html
        .replace('%SITE_NAME%', shellZhCN.siteName)
        .replace('%SITE_DESCRIPTION%', homeZhCN.homeIntro),
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

// Translations: the site's load parts (src/i18n) and catalogues (copy/zh-CN.ts and copy/en.ts
// beside each feature), and the library's catalogues and its built English chunks.
const translations = /[\\/]i18n[\\/]|[\\/]copy[\\/](zh-CN|en)\.ts$|[\\/]en-\w+\.js$/;

// The document view with the rich-text view, HTML sanitiser and image lightbox under it: only
// document pages show stored HTML and zoom previews, so section pages and lists, which share the
// 'pages' chunk, do not wait for them.
const documentView =
  /[\\/]dompurify[\\/]|[\\/]richText[\\/]|[\\/]Lightbox[\\/]|[\\/]features[\\/]catalog[\\/]document[\\/]/;

// What a section page opened directly waits on besides the first bundle: its route module and
// the default language's 'pages' copy (src/i18n/parts/pages).
const sectionFirstPaint =
  /[\\/]features[\\/]catalog[\\/]SectionPage\.tsx$|[\\/]i18n[\\/]parts[\\/]pages[\\/]zh-CN\.ts$/;

// styled-components' own transform, built into Vite's Oxc (the port of the SWC / Babel plugin):
// CSS minified, definitions marked pure (unused ones drop out of the bundle), readable class
// names (file and component) in development. @dongman/ui comes from its sources (.tsx); its built
// .js (plain .js, which Oxc otherwise leaves alone) would go through it too.
const uiBuild = /[\\/]packages[\\/]ui[\\/]dist[\\/].*\.js$/;
const styledComponents = (production: boolean) => ({
  displayName: !production,
  fileName: !production,
  ssr: false,
  minify: true,
  pure: true,
});

export default defineConfig(({ mode }) => ({
  // Our packages from their sources (scripts/workspace-sources.ts): `npm start` builds no package.
  resolve: {
    alias: [...workspaceSourceAliases, ...(mode === 'production' ? reactRouterProduction : [])],
  },
  oxc: {
    include: [/\.(m?ts|[jt]sx)$/, uiBuild],
    exclude: /[\\/]node_modules[\\/].*\.js$/,
    plugins: { styledComponents: styledComponents(mode === 'production') },
  },
  plugins: [
    react(),
    siteTitle(),
    routePreloads({
      pageSize: SECTION_PAGE_SIZE,
      eagerCovers: SECTION_EAGER_COVERS,
      coverLayout: IMAGE_LAYOUT.card,
      localeKey: storageKeys.locale,
      fetchesKey: FIRST_FETCHES_KEY,
      answersId: FIRST_ANSWERS_ID,
      writtenReads: FIRST_PAGE_READS,
    }),
  ],
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
    // Maps are built for error tracking but not advertised to every visitor's browser. `npm start`
    // (NO_SOURCEMAPS=1: a local server, no error tracker) skips them, a third of its build.
    sourcemap: process.env.NO_SOURCEMAPS === '1' ? false : 'hidden',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk: one request, and gzip compresses the
        // whole better than many small pieces. Pages and dialogs stay in their own lazy chunks.
        codeSplitting: {
          groups: [
            { name: 'app', test: /rolldown[\\/]runtime/ },
            { name: 'app', tags: ['$initial'] },
            // Code several lazy pages share (the library's root entry, the catalogue views) in
            // one chunk rather than a dozen small ones; translations and the HTML sanitiser stay
            // apart, loaded only where they are needed.
            // A section page opened directly (and home's lists) in one chunk: its route module,
            // the listing views it imports and the 'pages' copy in zh-CN, which every lazy page
            // loads with its code. It waited on three (its module, 'pages', the copy), each a
            // connection of its own over HTTP/1.1; other pages load this and 'pages' as they
            // loaded 'pages' and the copy.
            { name: 'section', test: sectionFirstPaint },
            {
              name: 'pages',
              minShareCount: 2,
              includeDependenciesRecursively: false,
              test: (id) => !(translations.test(id) || documentView.test(id)),
            },
          ],
        },
      },
    },
  },
}));
