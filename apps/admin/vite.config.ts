import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from 'yaml';

/**
 * The role list of every console operation (`x-roles` in openapi.yaml), compiled into the app so
 * menus and buttons follow the same rules the server enforces. The server still decides.
 */
function operationRoles(): Record<string, string[]> {
  const file = fileURLToPath(new URL('../../openapi.yaml', import.meta.url));
  const document = parse(readFileSync(file, 'utf8')) as {
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
  // Served by the API at /admin/; relative asset URLs work there and in `vite preview`.
  base: './',
  define: { __OPERATION_ROLES__: JSON.stringify(operationRoles()) },
  server: { proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } } },
  build: { outDir: 'dist', target: 'es2022', sourcemap: 'hidden' },
});
