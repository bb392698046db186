// An in-memory server answering in the API's envelope `{ code, message, data }`, for Storybook
// screens (the site's and the console's): routes are openapi.yaml path templates, a handler
// answers data or a Refusal. No network; the apps' real clients talk to it through `fetch`.

/** The server says no: answered as `{ code, message, data: null }` with that HTTP status. */
export class Refusal {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}
export const refuse = (code: number, message: string) => new Refusal(code, message);

/** What a handler gets: path parameters by their name in openapi.yaml, the query and the body. */
export interface MemoryCall<Db> {
  path: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  db: Db;
}

export interface MemoryRoute<Db> {
  method: string;
  /** An openapi.yaml path template (`/api/admin/documents/{id}`). */
  template: string;
  /** None: the route is known but not answered (404, with a warning). */
  handler?: (call: MemoryCall<Db>) => unknown;
}

export interface MemoryServerOptions<Db> {
  /** Named in the warning for a call nobody answers. */
  name: string;
  db: Db;
  routes: MemoryRoute<Db>[];
  /** A refusal before the handler runs (a call that needs a signed-in user, say). */
  guard?: (url: URL, db: Db) => Refusal | undefined;
}

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

/** The in-memory server's `fetch`. */
export function createMemoryServerFetch<Db>(options: MemoryServerOptions<Db>) {
  const { name, db, guard } = options;
  const routes = options.routes
    .map((route) => ({
      ...route,
      method: route.method.toUpperCase(),
      pattern: new RegExp(`^${route.template.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
      // Fixed segments win over parameters (/api/two/class/children before /{oneClassId}).
      params: (route.template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);

  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const route = routes.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route?.handler) {
      console.warn(`[${name}] no answer for ${request.method} ${url.pathname}`);
      return envelope(404, { code: 404, message: 'Not found', data: null });
    }
    request.signal.throwIfAborted();
    const answer =
      guard?.(url, db) ??
      (await route.handler({
        path: { ...url.pathname.match(route.pattern)?.groups },
        query: url.searchParams,
        body: await bodyOf(request),
        db,
      }));
    request.signal.throwIfAborted();
    return answer instanceof Refusal
      ? envelope(answer.code >= 400 && answer.code < 600 ? answer.code : 200, {
          code: answer.code,
          message: answer.message,
          data: null,
        })
      : envelope(200, { code: 200, message: '操作成功', data: answer ?? null });
  };
}
