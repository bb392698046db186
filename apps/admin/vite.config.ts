import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { workspaceSourceAliases } from '../../scripts/workspace-sources.ts';
import { operationRoles } from './operationRoles.ts';

export default defineConfig({
  plugins: [react()],
  // Our packages from their sources (scripts/workspace-sources.ts): `npm start` builds no package.
  resolve: { alias: workspaceSourceAliases },
  // Served by the API at /admin/; relative asset URLs work there and in `vite preview`.
  base: './',
  define: { __OPERATION_ROLES__: JSON.stringify(operationRoles()) },
  server: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: {
    outDir: 'dist',
    target: 'es2022',
    // For error tracking, not advertised; `npm start` (NO_SOURCEMAPS=1) skips them (issue 13).
    sourcemap: process.env.NO_SOURCEMAPS === '1' ? false : 'hidden',
  },
});
