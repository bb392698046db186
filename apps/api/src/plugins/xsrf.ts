import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cookieSameSite } from '../config.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../lib/errors.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,64}$/;

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit XSRF protection: a readable XSRF-TOKEN cookie (the site's HTTP layer copies it
 * into X-XSRF-TOKEN); every non-GET request must carry matching values, which another origin
 * cannot read or set.
 *
 * A token is minted only when the request has none (or a malformed one), so responses to a
 * returning browser carry no Set-Cookie. Every /api response also names the current token in the
 * X-XSRF-TOKEN header: a page on a listed CORS origin cannot read this server's cookies, but it can
 * read that header (exposed by the CORS plugin to listed origins only) and send it back.
 */
export function installXsrf(app: FastifyInstance, ctx: AppContext): void {
  // Callback style (no promise per request): nothing here waits.
  app.addHook('onRequest', (request, reply, done) => {
    let token = request.cookies[XSRF_COOKIE];
    if (!token || !TOKEN_SHAPE.test(token)) {
      const minted = randomBytes(32).toString('base64url');
      reply.setCookie(XSRF_COOKIE, minted, {
        path: '/',
        httpOnly: false,
        sameSite: cookieSameSite(ctx.config),
        secure: ctx.config.https,
      });
      if (request.url.startsWith('/api/')) reply.header(XSRF_HEADER, minted);
      token = undefined;
    } else if (request.url.startsWith('/api/')) {
      reply.header(XSRF_HEADER, token);
    }
    if (SAFE_METHODS.has(request.method)) return done();
    // Provider notifications carry a signature instead (no browser sends them).
    const route = request.routeOptions.config;
    if (route.signedNotification || route.xsrfExempt) return done();
    const header = request.headers[XSRF_HEADER];
    if (!token || typeof header !== 'string' || !same(header, token)) {
      return done(
        forbidden('安全校验失败：缺少或不匹配的 XSRF 令牌（X-XSRF-TOKEN），请刷新页面后重试'),
      );
    }
    done();
  });
}
