import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { addReadinessProbe } from './operations.js';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppContext } from '../context.js';
import { tooMany } from '../lib/errors.js';
import { inlineScriptSources } from '../lib/inline-scripts.js';

/**
 * helmet's headers depend on the options only, so they are worked out once at start; the
 * @fastify/helmet plugin rebuilt the middleware (and re-parsed the CSP) on every request.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/** Security headers, compression and a per-address request budget. */
export async function installSecurity(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { https } = ctx.config;
  // GeeTest's gt4.js loads its challenge scripts, styles and images from static.geetest.com and
  // talks to gcaptcha4.geetest.com (JSONP and fetch); allowed only when it is the captcha in use.
  const geetest =
    ctx.config.captchaProvider.kind === 'geetest'
      ? ['https://static.geetest.com', 'https://gcaptcha4.geetest.com']
      : [];
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: [
          "'self'",
          ...inlineScriptSources([ctx.config.siteDist, ctx.config.adminDist]),
          ...geetest,
        ],
        // styled-components injects <style> elements at runtime.
        styleSrc: ["'self'", "'unsafe-inline'", ...geetest],
        // data: for the captcha and inline images. No https: — stored rich text must not make the
        // browser call other hosts (the sanitiser drops such images too); IMAGE_HOSTS adds some.
        imgSrc: ["'self'", 'data:', ...ctx.config.imageHosts, ...geetest],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...geetest],
        ...(geetest.length ? { frameSrc: geetest } : {}),
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: true,
    // With REDIS_URL every replica counts in the same place, so a client cannot multiply its
    // budget by the number of replicas; without it, each process counts in memory.
    ...(await sharedCounters(app, ctx)),
    max: ctx.config.rateLimitPerMinute,
    timeWindow: 60_000,
    // The built site's and console's hashed files are read from disk and cached by the browser
    // for a year; a first visit loads dozens of them. Counted, one page load of the console from
    // an office behind one address used up the budget its API calls need (a blank page).
    allowList: (request) => isHashedAsset(request.method, request.url),
    errorResponseBuilder: (_request, context) =>
      tooMany(`请求过于频繁，请${Math.max(1, Math.ceil(context.ttl / 1000))}秒后再试`),
  });
}

const HASHED_ASSET = /^\/(?:admin\/)?assets\/[^/?#]+(?:[?#]|$)/;

function isHashedAsset(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && HASHED_ASSET.test(url);
}

async function sharedCounters(app: FastifyInstance, ctx: AppContext) {
  const { redisUrl, redisKeyPrefix } = ctx.config;
  if (!redisUrl) return {};
  // Loaded only with REDIS_URL (start time).
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, {
    // Fail fast rather than queue requests while Redis is away (skipOnError lets them through).
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis: %s', error.message));
  try {
    await redis.connect(); // a wrong REDIS_URL stops the start instead of silently not limiting
  } catch (error) {
    redis.disconnect();
    throw new Error(`无法连接 Redis（REDIS_URL）：${(error as Error).message}`, { cause: error });
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  addReadinessProbe(app, 'redis', () => redis.ping());
  // Redis down: serve requests unlimited (and log) rather than answer every request with 500.
  return { redis, nameSpace: `${redisKeyPrefix}rate:`, skipOnError: true };
}
