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
 * Sends the XSRF-TOKEN cookie back as the X-XSRF-TOKEN header on state-changing requests to our own
 * origin. Never on absolute URLs: the token must not leak to another site.
 */
export function xsrfMiddleware(baseUrl: string, getCookies: () => string): Middleware {
  const sameOrigin = isRelativeUrl(baseUrl);
  return {
    onRequest({ request }) {
      if (!sameOrigin || SAFE_METHODS.has(request.method)) return undefined;
      const token = readCookie(getCookies(), XSRF_COOKIE);
      if (token && !request.headers.has(XSRF_HEADER)) request.headers.set(XSRF_HEADER, token);
      return request;
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
