import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';

/**
 * The role list of every console operation (`x-roles` in openapi.yaml), compiled into the app
 * (vite.config.ts, and Storybook's console screens) so menus and buttons follow the same rules
 * the server enforces. The server still decides.
 */
export function operationRoles(): Record<string, string[]> {
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
