import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_HASH_COST } from '../src/services/password.js';
import { localStorage } from '../src/storage/local.js';
import { createTestApp, DEMO, loggedIn, recharge, TEST_DB, type TestApp } from './helpers.js';

/** A built site whose page would answer any unknown path: the probes must not get it. */
function fakeSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dongman-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>site</title>');
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ siteDist: fakeSite(), rateLimitPerMinute: 3 });
  });
  afterAll(() => t.close());

  it('GET /healthz answers JSON, not the site page, and is never rate limited', async () => {
    for (let i = 0; i < 6; i++) {
      const reply = await t.app.inject({ url: '/healthz' });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toContain('application/json');
      expect(reply.json()).toMatchObject({ status: 'ok' });
      // Loadable by any page: the widgets' probe from a site missing from CORS_ORIGINS.
      expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    for (let i = 0; i < 6; i++)
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    for (let i = 0; i < 6; i++)
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    // The site's own calls still are.
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await t.app.inject({ url: '/api/notice' })).statusCode);
    expect(codes).toContain(429);
  });

  it("does not count the site's and the console's hashed files against an address's budget", async () => {
    // A console's first load is dozens of files; the budget (3 here) is for the API.
    for (let i = 0; i < 8; i++) {
      for (const url of ['/assets/index-abc123.js', '/admin/assets/page-def456.js?v=1']) {
        const reply = await t.app.inject({ url, remoteAddress: '10.0.0.9' });
        expect(reply.statusCode, url).not.toBe(429);
      }
    }
    // Any other path still counts: what only looks like an asset, and the API itself.
    const codes = [];
    for (const url of ['/assets/../api/notice', '/x/assets/a.js', '/api/notice', '/api/notice'])
      codes.push((await t.app.inject({ url, remoteAddress: '10.0.0.9' })).statusCode);
    expect(codes).toContain(429);
  });

  it('GET /readyz checks the database and the storage', async () => {
    const reply = await t.app.inject({ url: '/readyz' });
    expect(reply.json()).toEqual({ status: 'ready', checks: ['database', 'storage'], failed: {} });
  });

  it('GET /metrics speaks Prometheus text: requests by route and status, process and event loop', async () => {
    await t.app.inject({ url: '/api/document/12345' });
    const reply = await t.app.inject({ url: '/metrics' });
    expect(reply.headers['content-type']).toContain('text/plain; version=0.0.4');
    const text = reply.body;
    expect(text).toMatch(
      /dongman_http_requests_total\{method="GET",route="\/api\/notice",status="429"\} \d+/,
    );
    // The route pattern, not the raw URL.
    expect(text).not.toContain('/api/document/12345');
    expect(text).toMatch(/dongman_http_request_duration_seconds_bucket\{le="0.005",method="GET"/);
    expect(text).toContain('dongman_process_cpu_user_seconds_total');
    expect(text).toContain('dongman_nodejs_eventloop_lag_seconds');
    expect(text).toContain('# TYPE dongman_payments_credited_total counter');
    expect(text).toContain('# TYPE dongman_refunds_total counter');
    if (TEST_DB === 'postgres')
      expect(text).toMatch(/dongman_db_pool_connections\{state="max"\} \d+/);
  });
});

describe('readiness failures', () => {
  it('answers 503 naming the dependency that failed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dongman-ready-'));
    const real = localStorage(join(dataDir, 'files'));
    let broken = false;
    const t = await createTestApp({
      dataDir,
      fileStorage: {
        ...real,
        kind: real.kind,
        exists: (key) => (broken ? Promise.reject(new Error('disk gone')) : real.exists(key)),
      },
    });
    try {
      broken = true;
      const reply = await t.app.inject({ url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({
        status: 'unavailable',
        failed: { storage: 'disk gone' },
      });
    } finally {
      await t.close();
    }
  });
});

describe('payment counters', () => {
  it('count a credited payment by provider', async () => {
    const t = await createTestApp();
    try {
      await recharge(await loggedIn(t.app, DEMO), 1);
      const text = (await t.app.inject({ url: '/metrics' })).body;
      expect(text).toMatch(/dongman_payments_credited_total\{provider="sandbox",late="false"\} 1/);
    } finally {
      await t.close();
    }
  });
});

describe('/metrics in production', () => {
  const production = {
    production: true,
    https: true,
    captchaTestCode: null,
    payments: { publicUrl: 'https://member.example.com' },
    // Production refuses the suite's cheaper PASSWORD_HASH_COST (vitest.config.ts).
    passwordHashCost: DEFAULT_HASH_COST,
  } as const;

  it('is closed without METRICS_TOKEN or METRICS_PORT', async () => {
    const t = await createTestApp(production);
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(403);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('needs the bearer token when METRICS_TOKEN is set', async () => {
    vi.stubEnv('METRICS_TOKEN', 'scrape-secret');
    const t = await createTestApp(production);
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      const wrong = { authorization: 'Bearer nope' };
      expect((await t.app.inject({ url: '/metrics', headers: wrong })).statusCode).toBe(401);
      const right = { authorization: 'Bearer scrape-secret' };
      const reply = await t.app.inject({ url: '/metrics', headers: right });
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toContain('dongman_http_requests_total');
    } finally {
      vi.unstubAllEnvs();
      await t.close();
    }
  });

  it('listens on METRICS_PORT instead of the site port', async () => {
    const port = await freePort();
    vi.stubEnv('METRICS_PORT', String(port));
    vi.stubEnv('HOST', '127.0.0.1');
    const t = await createTestApp(production);
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('dongman_process_cpu_user_seconds_total');
      const onSite = await t.app.inject({ url: '/metrics' });
      expect(onSite.statusCode).not.toBe(200);
      expect(onSite.body).not.toContain('dongman_');
    } finally {
      vi.unstubAllEnvs();
      await t.close();
    }
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});
