// An in-memory API server for the Storybook screens: the site's real client (createApiClient) with
// a fetch that answers every operation of openapi.yaml from typed handlers, in the server's
// envelope. No network. Handlers get the request and a small database they may change, so a
// screen behaves as it would against the server (an order is paid, a report appears in the list).
import { OPERATIONS, createApiClient, type ApiClient, type OperationId } from '@dongman/api-client';
import { MATERIAL_OPERATIONS } from '@dongman/api-client/materials';
import { createMemoryServerFetch, type MemoryRoute } from '@dongman/api-client/memory-server';
import { defaultHandlers } from './memoryHandlers';
import { createDatabase, type DatabaseSeed, type MemoryDatabase } from './memoryDatabase';
import type { Handlers } from './memoryProtocol';

export { refuse, type Handlers } from './memoryProtocol';

export interface MemoryApiOptions {
  /** The member logged in (null: a guest). */
  user?: DatabaseSeed['member'];
  /** What the database starts with besides the demo data. */
  seed?: Partial<DatabaseSeed>;
  /** Answers that replace the default ones (a refusal, an empty list, a slow answer). */
  handlers?: Handlers;
}

/** The in-memory server's fetch, and its database (for a story that wants to look inside). */
export function createMemoryFetch(options: MemoryApiOptions = {}) {
  const db = createDatabase({ ...options.seed, member: options.user ?? null });
  const handlers: Handlers = { ...defaultHandlers, ...options.handlers };
  const fetch = createMemoryServerFetch({
    name: 'memory api',
    db,
    routes: Object.entries({ ...OPERATIONS, ...MATERIAL_OPERATIONS }).map(
      ([id, [method, template]]) => ({
        method,
        template,
        handler: handlers[id as OperationId] as MemoryRoute<MemoryDatabase>['handler'],
      }),
    ),
  });
  return { fetch, db };
}

/** The site's own API client, talking to the in-memory server. */
export function createMemoryApi(options: MemoryApiOptions = {}): {
  api: ApiClient;
  db: MemoryDatabase;
} {
  const { fetch, db } = createMemoryFetch(options);
  return { api: createApiClient({ fetch, getCookies: () => '', logger: console }), db };
}
