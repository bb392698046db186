import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { Client, createTestApp, DEMO, expectFailure, loggedIn, type TestApp } from './helpers.js';

// The site inlines a small script (its route preloads) into index.html.
const INLINE_SCRIPT = '(function () { document.documentElement.dataset.booted = "yes"; })()';

describe('serving the built site', () => {
  let t: TestApp;
  let siteDist: string;
  beforeAll(async () => {
    siteDist = mkdtempSync(join(tmpdir(), 'dongman-site-'));
    mkdirSync(join(siteDist, 'assets'));
    writeFileSync(
      join(siteDist, 'index.html'),
      `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
    );
    writeFileSync(
      join(siteDist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('素材'.repeat(2000))});`,
    );
    writeFileSync(join(siteDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ siteDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching and with the security headers the site needs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    // Scripts from this site, and the one inline script the build wrote, by its hash only.
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    // Images from this site and data: only: stored HTML cannot make the browser call other hosts.
    expect(csp).toContain("img-src 'self' data:;");
    expect(csp).not.toMatch(/img-src[^;]*https:/);
    expect(csp).toContain("frame-ancestors 'none'");
    // GeeTest's hosts only with CAPTCHA_PROVIDER=geetest (test/captcha-hosted.test.ts).
    expect(csp).not.toContain('geetest');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined(); // plain HTTP here
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('keeps the API at /api and answers unknown files with 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notice' })).json()).toMatchObject({
      code: 200,
    });
    expect((await t.app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });

  it('sends site routes typed without the hash to the page, keeping the query', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/home' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/#/home');
    const search = await t.app.inject({ method: 'GET', url: '/search?q=%E8%B5%9B%E5%8D%9A' });
    expect(search.headers.location).toBe('/#/search?q=%E8%B5%9B%E5%8D%9A');
    expect((await t.app.inject({ method: 'GET', url: '/twoClass/3/12' })).headers.location).toBe(
      '/#/twoClass/3/12',
    );
    // The API keeps its JSON 404, and nothing but a plain path is echoed into a redirect.
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404 });
    const odd = await t.app.inject({ method: 'GET', url: '//evil.example/x' });
    expect(odd.headers.location).toBeUndefined();
    expect((await t.app.inject({ method: 'POST', url: '/home' })).headers.location).toBeUndefined();
  });

  it('answers /favicon.ico with an icon', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header
    expect(bytes.subarray(22, 26).toString('latin1')).toBe('\x89PNG');
  });
});

describe('the first answers written into index.html', () => {
  let t: TestApp;
  let siteDist: string;
  // The build names the public reads; anything but a relative /api read is ignored.
  const URLS = './api/notice ./api/one/class?x=1 ./api/user/info ../secret ./api/nothing';
  const block = (html: string) =>
    /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html)?.[1];
  beforeAll(async () => {
    siteDist = mkdtempSync(join(tmpdir(), 'dongman-site-'));
    writeFileSync(
      join(siteDist, 'index.html'),
      `<!doctype html><html><head><script type="application/json" id="first-answers" data-urls="${URLS}">{}</script></head><body><div id="root"></div></body></html>`,
    );
    t = await createTestApp({ siteDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('are the public reads’ own answers, safe inside the page; a read that fails is left out', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const json = block(page.body) ?? '';
    // The notices hold HTML (<p>…): no "<" inside the block, so none can close it.
    expect(json).not.toContain('<');
    const answers = JSON.parse(json) as Record<string, unknown>;
    // A member read (401 without a session) and an unknown path answer no 200: not written.
    expect(Object.keys(answers).sort()).toEqual(['./api/notice', './api/one/class?x=1']);
    const notices = await t.app.inject({ method: 'GET', url: '/api/notice' });
    expect(answers['./api/notice']).toEqual(notices.json());
    expect(JSON.stringify(answers['./api/notice'])).toContain('<p>');
    // The CSP hashes real scripts only: the data block allows no inline script.
    expect(String(page.headers['content-security-policy'])).not.toContain('sha256-');
  });

  it('are revalidated by ETag and change as soon as the content does', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/index.html' });
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    await sql`INSERT INTO notices (title, notice_content, create_time) VALUES (${'维护通知'}, ${'<p>今晚维护</p>'}, ${Date.now()})`.execute(
      t.app.ctx.db,
    );
    const changed = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('维护通知');
  });

  it('read a query of several parameters as the build writes it in the attribute (&amp;)', async () => {
    writeFileSync(
      join(siteDist, 'index.html'),
      `<!doctype html><html><head><script type="application/json" id="first-answers" data-urls="./api/two/class/1?page=1&amp;size=12">{}</script></head><body></body></html>`,
    );
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const answers = JSON.parse(block(page.body) ?? '') as Record<string, unknown>;
    const listing = await t.app.inject({ method: 'GET', url: '/api/two/class/1?page=1&size=12' });
    expect(answers['./api/two/class/1?page=1&size=12']).toEqual(listing.json());
  });

  it('follow a site rebuilt under the running server', async () => {
    writeFileSync(
      join(siteDist, 'index.html'),
      `<!doctype html><html><head><title>rebuilt</title><script type="application/json" id="first-answers" data-urls="./api/notice">{}</script></head><body></body></html>`,
    );
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.body).toContain('<title>rebuilt</title>');
    expect(Object.keys(JSON.parse(block(page.body) ?? '') as object)).toEqual(['./api/notice']);
  });
});

describe('without a built site', () => {
  it('serves the API alone and says so at /', async () => {
    const t = await createTestApp({ siteDist: join(tmpdir(), 'no-such-site-dist') });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('站点尚未构建');
      expect(response.body).toContain('apps/site/dist');
    } finally {
      await t.close();
    }
  });
});

describe('bad requests never become 500s', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logger: true, logStream: { write: (line) => logs.push(line) } });
  });
  afterAll(() => t.close());

  async function raw(body: string, contentType: string) {
    const client = new Client(t.app);
    return client.request({
      method: 'POST',
      url: '/api/search',
      payload: body,
      headers: { 'content-type': contentType },
    });
  }

  it('answers broken JSON and an empty body with 400, a wrong media type with 415', async () => {
    expectFailure(
      'search',
      await raw('{"searchContent": ', 'application/json'),
      400,
      '请求体不是有效的 JSON',
    );
    expectFailure('search', await raw('', 'application/json'), 400, '请求体不能为空');
    expectFailure(
      'search',
      await raw('searchContent=x', 'application/x-www-form-urlencoded'),
      415,
      '不支持的请求体类型',
    );
    // Media types the contract names for responses only (CSV exports, audio, text) are refused as
    // request bodies like any other, and the server starts without a warning about them.
    for (const type of ['text/csv', 'audio/wav', 'text/plain'])
      expectFailure('search', await raw('searchContent', type), 415, '不支持的请求体类型');
    expect(logs.filter((line) => line.includes('ContentTypeParser'))).toEqual([]);
    expectFailure(
      'search',
      await raw('[1,2]', 'application/json'),
      400,
      '请求体格式不正确，应为对象',
    );
  });

  it('refuses oversized bodies with a 413 envelope', async () => {
    const big = JSON.stringify({ searchContent: 'x'.repeat(2 * 1024 * 1024) });
    expectFailure('search', await raw(big, 'application/json'), 413, '请求体过大');
  });
});

describe('abuse limits and HTTPS', () => {
  it('limits captcha images per address with a 429 envelope', async () => {
    const t = await createTestApp({ captchaPerMinute: 2 });
    try {
      const client = new Client(t.app);
      expect((await client.get('/api/captcha/user')).body.code).toBe(200);
      expect((await client.get('/api/captcha/user')).body.code).toBe(200);
      expectFailure('getCaptcha', await client.get('/api/captcha/user'), 429, '请求过于频繁');
    } finally {
      await t.close();
    }
  });

  it('marks cookies Secure and sends HSTS when served over HTTPS', async () => {
    const t = await createTestApp({ https: true });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/captcha/user' });
      const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
      expect(cookies.length).toBe(2);
      expect(cookies.every((c) => c.includes('; Secure'))).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      expect(String(response.headers['content-security-policy'])).toContain(
        'upgrade-insecure-requests',
      );
      const sid = cookies.find((c) => c.startsWith('sid=')) ?? '';
      expect(sid).toMatch(/HttpOnly/);
      expect(sid).toMatch(/SameSite=Lax/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await t.close();
    }
  });

  it('lets IMAGE_HOSTS add image origins to the CSP and refuses anything but origins', async () => {
    const t = await createTestApp({
      imageHosts: resolveConfig({}, { IMAGE_HOSTS: 'https://cdn.example.com' }).imageHosts,
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/notice' });
      expect(String(response.headers['content-security-policy'])).toContain(
        "img-src 'self' data: https://cdn.example.com;",
      );
    } finally {
      await t.close();
    }
    expect(() => resolveConfig({}, { IMAGE_HOSTS: 'https:' })).toThrow('IMAGE_HOSTS');
    expect(() => resolveConfig({}, { IMAGE_HOSTS: 'https://cdn.example.com/path' })).toThrow();
  });
});

describe('logs', () => {
  it('never contain passwords, session ids or XSRF tokens', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      logger: true,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const client = await loggedIn(t.app);
      const sid = client.cookies.get('sid') as string;
      await client.post('/api/user/password/update', {
        oldPassword: DEMO.password,
        newPassword: 'brand-new-secret',
        confirmPassword: 'brand-new-secret',
      });
      const log = lines.join('');
      expect(log).toContain('"url":"/api/login"');
      for (const secret of [
        DEMO.password,
        'brand-new-secret',
        client.cookies.get('XSRF-TOKEN') as string,
        sid,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });

  it('write one line for a write, naming its request, and none for an ordinary read', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      logger: true,
      logLevel: 'info',
      // Slow reads are logged too; a busy test machine must not make this one slow.
      logSlowMs: 60_000,
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const visitor = new Client(t.app);
      await visitor.get('/api/notice');
      await visitor.get('/api/one/class');
      expect(lines.join('')).not.toContain('request completed');
      await visitor.post('/api/logout', {});
      const completed = lines
        .map((line) => JSON.parse(line) as { msg: string })
        .filter((entry) => entry.msg === 'request completed');
      expect(completed).toEqual([
        expect.objectContaining({
          reqId: expect.any(String),
          req: expect.objectContaining({ method: 'POST', url: '/api/logout' }),
        }),
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('database lifecycle', () => {
  it('migrates and seeds once: a restart on the same directory keeps the data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dongman-restart-'));
    try {
      const first = await createTestApp({ dataDir, seedDocuments: 40 }, { fromTemplate: false });
      const client = await loggedIn(first.app);
      const sid = client.cookies.get('sid') as string;
      const count = async (t: TestApp) =>
        Number(
          (
            await t.app.ctx.db
              .selectFrom('documents')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count(first)).toBe(40);
      await first.close();

      const second = await createTestApp({ dataDir, seedDocuments: 999 });
      expect(await count(second)).toBe(40);
      const users = await second.app.ctx.db
        .selectFrom('users')
        .select('name')
        .orderBy('id')
        .execute();
      expect(users.map((u) => u.name)).toEqual(['demo', 'locked', 'pending']);
      // Sessions live in the database: they survive the restart.
      const again = new Client(second.app);
      again.cookies.set('sid', sid);
      expect((await again.get('/api/user/session')).body.code).toBe(200);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('shares sessions between two server instances on one database file', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dongman-shared-'));
    try {
      const a = await createTestApp({ dataDir });
      const b = await createTestApp({ dataDir });
      const client = await loggedIn(a.app);
      const onB = new Client(b.app);
      for (const [k, v] of client.cookies) onB.cookies.set(k, v);
      expect((await onB.get('/api/user/session')).body.code).toBe(200);
      await onB.post('/api/user/logout');
      expectFailure('getSession', await client.get('/api/user/session'), 401);
      await a.close();
      await b.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps money as integer cents (SQLite in WAL mode, its file mapped for reads)', async () => {
    const t = await createTestApp();
    try {
      const { db } = t.app.ctx;
      if (t.app.ctx.dialect === 'sqlite') {
        const mode = await sql<{ journal_mode: string }>`PRAGMA journal_mode`.execute(db);
        expect(mode.rows).toEqual([{ journal_mode: 'wal' }]);
        // Searches at a million read megabytes of index lists: mapped, not copied page by page.
        const mapped = await sql<{ mmap_size: number }>`PRAGMA mmap_size`.execute(db);
        expect(mapped.rows[0]?.mmap_size).toBeGreaterThanOrEqual(2 ** 30);
        const type = await sql<{
          t: string;
        }>`SELECT typeof(money) AS t FROM users WHERE name = 'demo'`.execute(db);
        expect(type.rows[0]?.t).toBe('integer');
      } else {
        const type = await sql<{
          t: string;
        }>`SELECT pg_typeof(money)::text AS t FROM users WHERE name = 'demo'`.execute(db);
        expect(type.rows[0]?.t).toBe('bigint');
      }
      const demo = await db
        .selectFrom('users')
        .select('money')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow();
      expect(demo.money).toBe(30_000); // cents, read back as a number on both databases
    } finally {
      await t.close();
    }
  });
});
