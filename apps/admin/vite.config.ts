import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { CORE_SCHEMA, load } from 'js-yaml';
import { workspaceSourceAliases } from '../../scripts/workspace-sources.ts';

/**
 * The role list of every console operation (`x-roles` in openapi.yaml), compiled into the app so
 * menus and buttons follow the same rules the server enforces. The server still decides.
 */
function operationRoles(): Record<string, string[]> {
  const file = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
  // js-yaml: several times faster than `yaml` on this document, and the console builds on every
  // first `npm start` (issue 13).
  const document = load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA }) as {
    paths: Record<string, Record<string, { operationId?: string; 'x-roles'?: string[] }>>;
  };
  const roles: Record<string, string[]> = {};
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item))
      if (operation?.operationId && operation['x-roles'])
        roles[operation.operationId] = operation['x-roles'];
  return roles;
}

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
