import { createServer, type Server } from 'node:http';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import type { DatabaseHandle } from '../db/connection.js';

/**
 * What an operator's tooling watches: GET /healthz (the process answers), GET /readyz (the
 * database and, when configured, Redis and the file storage answer; 503 naming what failed) and
 * GET /metrics (Prometheus text). None of them goes through the rate limit or the site's page.
 */

export type ReadinessProbe = () => Promise<unknown>;

/** Counters the services bump (payments credited, refunds), kept per app. */
export interface BusinessMetrics {
  paymentCredited(provider: string, late: boolean): void;
  refund(provider: string, outcome: 'succeeded' | 'failed'): void;
}

const probes = new WeakMap<FastifyInstance, Map<string, ReadinessProbe>>();

/** Adds a dependency /readyz checks (Redis registers itself when REDIS_URL is set). */
export function addReadinessProbe(app: FastifyInstance, name: string, probe: ReadinessProbe) {
  const list = probes.get(app) ?? new Map<string, ReadinessProbe>();
  list.set(name, probe);
  probes.set(app, list);
}

const PROBE_TIMEOUT_MS = 2_000;

function withTimeout(probe: ReadinessProbe): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    probe(),
    new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${PROBE_TIMEOUT_MS} ms`)),
        PROBE_TIMEOUT_MS,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

function metricsRegistry(app: FastifyInstance, handle: DatabaseHandle): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'dongman_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'dongman_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'dongman_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: a label per document id would grow without bound.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
  if (handle.poolStats) {
    const stats = handle.poolStats;
    new Gauge({
      name: 'dongman_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        for (const [state, value] of Object.entries(stats())) this.set({ state }, value);
      },
    });
  }
  return register;
}

function businessMetrics(register: Registry): BusinessMetrics {
  const payments = new Counter({
    name: 'dongman_payments_credited_total',
    help: 'Payments credited to a balance, by provider (late: after the order had closed)',
    labelNames: ['provider', 'late'],
    registers: [register],
  });
  const refunds = new Counter({
    name: 'dongman_refunds_total',
    help: 'Refunds sent to a provider, by provider and outcome',
    labelNames: ['provider', 'outcome'],
    registers: [register],
  });
  return {
    paymentCredited: (provider, late) => payments.inc({ provider, late: String(late) }),
    refund: (provider, outcome) => refunds.inc({ provider, outcome }),
  };
}

function bearer(request: { headers: Record<string, unknown> }): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

const NO_LIMIT = { rateLimit: false } as const;

export function installOperations(app: FastifyInstance, ctx: AppContext, handle: DatabaseHandle) {
  const register = metricsRegistry(app, handle);
  ctx.metrics = businessMetrics(register);
  const { METRICS_TOKEN: token, METRICS_PORT: metricsPort, HOST: host } = ctx.config.settings;
  addReadinessProbe(app, 'database', () => sql`SELECT 1`.execute(ctx.db));
  addReadinessProbe(app, 'storage', () => ctx.storage.exists('.readyz'));

  // Any page may load it (Cross-Origin-Resource-Policy: cross-origin, unlike the rest): a widget on
  // a site missing from CORS_ORIGINS probes it to tell "not allowed" from "down" (@dongman/widgets).
  app.get('/healthz', { config: NO_LIMIT }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send({ status: 'ok', uptime: process.uptime() }),
  );

  app.get('/readyz', { config: NO_LIMIT }, async (_request, reply) => {
    const checks = [...(probes.get(app) ?? new Map<string, ReadinessProbe>())];
    const results = await Promise.allSettled(checks.map(([, probe]) => withTimeout(probe)));
    const failed: Record<string, string> = {};
    results.forEach((result, i) => {
      if (result.status === 'rejected')
        failed[checks[i]![0]] = (result.reason as Error)?.message ?? String(result.reason);
    });
    const ok = Object.keys(failed).length === 0;
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ok ? 'ready' : 'unavailable', checks: checks.map(([name]) => name), failed });
  });

  const scrape = async (reply: FastifyReply) =>
    reply
      .header('content-type', register.contentType)
      .header('cache-control', 'no-store')
      .send(await register.metrics());

  if (metricsPort === undefined) {
    app.get('/metrics', { config: NO_LIMIT }, async (request: FastifyRequest, reply) => {
      if (token ? bearer(request) !== token : ctx.config.production)
        return reply
          .code(token ? 401 : 403)
          .header('cache-control', 'no-store')
          .send(
            token
              ? { status: 'unauthorized', message: 'Authorization: Bearer METRICS_TOKEN required' }
              : {
                  status: 'forbidden',
                  message: 'set METRICS_TOKEN or METRICS_PORT to expose metrics',
                },
          );
      return scrape(reply);
    });
    return;
  }

  // A listener of its own, for a scraper on a private network; started with the server.
  let server: Server | null = null;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      if (token && bearer(request) !== token) {
        response.writeHead(401).end();
        return;
      }
      void register.metrics().then(
        (text) => response.writeHead(200, { 'content-type': register.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject).listen(metricsPort, host, () => resolve());
    });
    app.log.info(`metrics: http://${host}:${metricsPort}/metrics`);
  });
  app.addHook('onClose', async () => {
    if (server) await new Promise((resolve) => server!.close(resolve));
  });
}
