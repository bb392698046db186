import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Built by scripts/lighthouse.mjs with the same Vite and React plugin as the site.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'error',
  build: { target: 'es2022', modulePreload: { polyfill: false } },
});
