/** Test helper (not exported): a fake API answering like the server, one handler per path. */
export type Handler = (request: Request) => Response | Promise<Response>;

export function envelope(data: unknown, code = 200, message = 'ok'): Response {
  return new Response(JSON.stringify({ code, message, data }), {
    status: code === 200 ? 200 : code >= 500 ? 500 : 200,
    headers: { 'content-type': 'application/json', 'x-xsrf-token': 'issued-token' },
  });
}

export function fakeApi(handlers: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    const path = new URL(request.url).pathname;
    const handler = handlers[`${request.method} ${path}`];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(request);
  };
  return { fetch: fetch as typeof globalThis.fetch, requests };
}

export const CAPTCHA = 'data:image/png;base64,iVBORw0KGgo=';
