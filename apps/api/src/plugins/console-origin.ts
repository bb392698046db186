import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, notFound } from '../lib/errors.js';
import { tlsServerOptions } from '../lib/tls.js';
import { clientErrorHandler } from './envelope.js';

export const CONSOLE_ORIGIN_MESSAGES = {
  /** The member site's host (or port) asked for the console or its API. */
  notHere: '管理后台不在此地址提供',
  /** A page of another origin called the console API. */
  crossOrigin: '管理后台接口只接受后台自己页面的请求',
  /** The console's host asked for a member call (sign-in, orders…). */
  memberCall: '后台地址不提供会员接口，请在会员站操作',
} as const;

/** Set on requests that arrived on the ADMIN_PORT listener. */
const ON_CONSOLE_PORT = Symbol('dongman.consolePort');
type Marked = { [ON_CONSOLE_PORT]?: true };

const READS = new Set(['GET', 'HEAD']);

const pathOf = (url: string) => url.split('?', 1)[0] ?? '/';
/**
 * The Host the client sent (HTTP/2: :authority). Not `request.host`: with TRUST_PROXY that is
 * X-Forwarded-Host, which a script on a member page may set on its own requests (it is not a
 * forbidden header) and which proxies pass through unless told otherwise.
 */
const hostOf = (request: FastifyRequest) => {
  const host = request.headers.host ?? request.headers[':authority'];
  return (typeof host === 'string' ? host : '').toLowerCase();
};
const isConsoleApi = (path: string) => path === '/api/admin' || path.startsWith('/api/admin/');
const isConsolePage = (path: string) => path === '/admin' || path.startsWith('/admin/');

/**
 * The console on its own origin (ADR 0034). With ADMIN_ORIGIN and/or ADMIN_PORT set, every
 * request is on one side:
 * - the **console side** (the ADMIN_PORT listener; without it, a request whose Host is
 *   ADMIN_ORIGIN's) serves `/admin/` and `/api/admin/*`, the latter only to pages of the console's
 *   own origin (`Origin` and `Sec-Fetch-Site` checked: a script on the member site cannot drive
 *   it, even one on the same host with another port). Besides, it serves what the console reads
 *   (captcha, public reads, files, the site's pages for 预览) and refuses every other call;
 * - the **site side** answers `/admin/` and `/api/admin/*` with a 404 envelope, so the staff
 *   cookie (host-only, path /api/admin) is worth nothing to a script on a member page.
 * Neither set (development): one origin serves both, as before.
 */
export function installConsoleOrigin(app: FastifyInstance, ctx: AppContext): void {
  const { adminOrigin, adminPort } = ctx.config;
  app.decorate('consolePort', null as number | null);
  if (adminOrigin === null && adminPort === null) return;
  const adminHost = adminOrigin === null ? null : new URL(adminOrigin).host;

  const onConsoleSide = (request: FastifyRequest) =>
    adminPort !== null
      ? (request.raw as unknown as Marked)[ON_CONSOLE_PORT] === true
      : hostOf(request) === adminHost;
  // Without ADMIN_ORIGIN the console's origin is the one the request was addressed to.
  const consoleOriginOf = (request: FastifyRequest) =>
    adminOrigin ?? `${ctx.config.https ? 'https' : request.protocol}://${hostOf(request)}`;
  const crossOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== consoleOriginOf(request)) return true;
    // Sent by browsers even where Origin is not (GET): `same-site` is a sibling host or port.
    const site = request.headers['sec-fetch-site'];
    return site !== undefined && site !== 'same-origin' && site !== 'none';
  };

  // Callback style: decided from the request line and headers alone.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request.url);
    if (!onConsoleSide(request)) {
      if (isConsoleApi(path) || isConsolePage(path))
        return done(notFound(CONSOLE_ORIGIN_MESSAGES.notHere));
      return done();
    }
    if (isConsoleApi(path))
      return done(
        crossOrigin(request) ? forbidden(CONSOLE_ORIGIN_MESSAGES.crossOrigin) : undefined,
      );
    // Sign-in, orders, SMS, notifications… belong to the member site (and its CORS allowlist).
    if (!READS.has(request.method)) return done(notFound(CONSOLE_ORIGIN_MESSAGES.memberCall));
    done();
  });

  if (adminPort !== null) installConsoleListener(app, ctx, adminPort);
}

/**
 * ADMIN_PORT: a second listener whose requests go through the same routes, marked as the console
 * side. Bound when the app is ready, so a port in use stops the start like PORT does.
 */
function installConsoleListener(app: FastifyInstance, ctx: AppContext, port: number): void {
  let server: Server | Http2SecureServer | null = null;
  const route = (request: IncomingMessage, response: ServerResponse) => {
    (request as unknown as Marked)[ON_CONSOLE_PORT] = true;
    app.routing(request, response);
  };
  app.addHook('onReady', async () => {
    const { tls, settings } = ctx.config;
    const listener = tls
      ? createSecureServer(await tlsServerOptions(tls), route as never)
      : createServer(route);
    listener.on('clientError', clientErrorHandler);
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject).listen(port, settings.HOST, () => resolve());
    });
    server = listener;
    app.consolePort = (listener.address() as AddressInfo).port;
    app.log.info(`console: listening on ${settings.HOST}:${app.consolePort} (ADMIN_PORT)`);
  });
  app.addHook('onClose', async () => {
    const listener = server;
    if (!listener) return;
    await new Promise<void>((resolve) => {
      listener.close(() => resolve());
      if ('closeIdleConnections' in listener) listener.closeIdleConnections();
    });
  });
}
