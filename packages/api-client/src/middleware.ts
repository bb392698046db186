import type { Middleware } from 'openapi-fetch';
import type { EventHub } from './events';
import { operationIdOf } from './operationTable';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** True for a base URL that stays on the page's own origin ('' or '/api'), false for 'https://…' or '//…'. */
export function isRelativeUrl(url: string): boolean {
  return !/^[a-z][a-z\d+\-.]*:/i.test(url) && !url.startsWith('//');
}

export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/**
 * Double-submit XSRF on state-changing requests.
 * - Same origin ('' or '/api'): the XSRF-TOKEN cookie goes back as the X-XSRF-TOKEN header.
 * - Another origin (an absolute base URL, e.g. a widget on a partner site): the page cannot read
 *   that server's cookie, so the token that server names in its own X-XSRF-TOKEN response header
 *   is kept in memory and sent back to that server only. This page's cookie never goes there.
 */
export function xsrfMiddleware(baseUrl: string, getCookies: () => string): Middleware {
  const sameOrigin = isRelativeUrl(baseUrl);
  const apiOrigin = sameOrigin ? null : new URL(baseUrl, globalThis.location?.href).origin;
  let issued: string | undefined;
  const fromApi = (url: string) => apiOrigin !== null && new URL(url).origin === apiOrigin;
  return {
    onRequest({ request }) {
      if (SAFE_METHODS.has(request.method) || request.headers.has(XSRF_HEADER)) return undefined;
      const token = sameOrigin
        ? readCookie(getCookies(), XSRF_COOKIE)
        : fromApi(request.url)
          ? issued
          : undefined;
      if (token) request.headers.set(XSRF_HEADER, token);
      return request;
    },
    onResponse({ request, response }) {
      if (sameOrigin || !fromApi(request.url)) return undefined;
      const token = response.headers.get(XSRF_HEADER);
      if (token) issued = token;
      return undefined;
    },
  };
}

interface EnvelopeLike {
  code: number;
  message?: unknown;
}
export function isEnvelope(body: unknown): body is EnvelopeLike {
  return (
    typeof body === 'object' && body !== null && typeof (body as EnvelopeLike).code === 'number'
  );
}

/**
 * Envelope rules: code 200 is success, a null body is ignored, 401 is reported as `unauthorized`
 * and any other code above 200 as `failure` with the server's message.
 */
export function envelopeMiddleware(events: EventHub): Middleware {
  return {
    async onResponse({ request, response, schemaPath }) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (!isEnvelope(body) || body.code <= 200) return undefined;
      const operationId = operationIdOf(request.method, schemaPath);
      const message = typeof body.message === 'string' ? body.message : '';
      if (body.code === 401) events.emit('unauthorized', { operationId, message });
      else events.emit('failure', { operationId, code: body.code, message });
      return undefined;
    },
  };
}
