// An in-memory API server for the Storybook screens: the site's real client (createApiClient) with
// a fetch that answers every operation of openapi.yaml from typed handlers, in the server's
// envelope. No network. Handlers get the request and a small database they may change, so a
// screen behaves as it would against the server (an order is paid, a report appears in the list).
import { OPERATIONS, createApiClient, type ApiClient, type OperationId } from '@dongman/api-client';
import { MATERIAL_OPERATIONS } from '@dongman/api-client/materials';
import { defaultHandlers } from './memoryHandlers';
import { createDatabase, type DatabaseSeed, type MemoryDatabase } from './memoryDatabase';
import { Refusal, type Handler, type Handlers } from './memoryProtocol';

export { refuse, type Handlers } from './memoryProtocol';

interface Route {
  id: OperationId;
  method: string;
  pattern: RegExp;
  /** Fixed segments win over parameters (/api/two/class/children before /{oneClassId}). */
  params: number;
}

const ROUTES: Route[] = Object.entries({ ...OPERATIONS, ...MATERIAL_OPERATIONS })
  .map(([id, [method, template]]) => ({
    id: id as OperationId,
    method: method.toUpperCase(),
    pattern: new RegExp(`^${template.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
    params: (template.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  return undefined;
}

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
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = ROUTES.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    const handler = route && (handlers[route.id] as Handler<OperationId> | undefined);
    if (!route || !handler) {
      console.warn(`[memory api] no answer for ${request.method} ${url.pathname}`);
      return envelope(404, { code: 404, message: 'Not found', data: null });
    }
    request.signal.throwIfAborted();
    const answer = await handler({
      path: { ...url.pathname.match(route.pattern)?.groups },
      query: url.searchParams,
      body: (await bodyOf(request)) as never,
      db,
    });
    request.signal.throwIfAborted();
    return answer instanceof Refusal
      ? envelope(answer.code >= 400 && answer.code < 600 ? answer.code : 200, {
          code: answer.code,
          message: answer.message,
          data: null,
        })
      : envelope(200, { code: 200, message: '操作成功', data: answer ?? null });
  };
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
