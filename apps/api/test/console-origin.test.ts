import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_ORIGIN_MESSAGES } from '../src/plugins/console-origin.js';
import { ADMIN, staffLogin } from './staff-helpers.js';
import { Client, createTestApp, TEST_CAPTCHA, type TestApp } from './helpers.js';

// The console on its own origin (ADR 0034), as a browser and an attacker would meet it: the
// member site's host refuses /api/admin/* and /admin/, the console's host serves both and takes
// console calls only from its own pages, and the staff cookie never reaches the member host.

const CONSOLE_PAGE = '<!doctype html><title>运营后台</title><div id="console-root"></div>';

function consoleBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), CONSOLE_PAGE);
  return dir;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: { code: number; message: string; data: unknown };
}

/** One HTTP/1.1 request over a real socket, with every header as given (Host, Origin…). */
function send(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Answer['json'];
          try {
            json = JSON.parse(text) as Answer['json'];
          } catch {
            json = { code: res.statusCode ?? 0, message: text, data: null };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A browser tab on one origin: a real cookie jar (host-only cookies stay on their host, Domain
 * cookies spread), the XSRF header copied from the cookie, Origin and Sec-Fetch-Site as a
 * browser sets them for a page of `pageOrigin` calling `port` on `host`.
 */
class Tab {
  constructor(
    readonly jar: CookieJar,
    readonly pageOrigin: string,
  ) {}

  async call(
    target: { port: number; origin: string },
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer> {
    const url = `${target.origin}${path}`;
    const cookie = await this.jar.getCookieString(url);
    const xsrf = (await this.jar.getCookies(url)).find((c) => c.key === 'XSRF-TOKEN')?.value;
    const sameOrigin = this.pageOrigin === target.origin;
    const headers: Record<string, string> = {
      host: new URL(target.origin).host,
      'sec-fetch-site': sameOrigin ? 'same-origin' : 'same-site',
      ...(cookie ? { cookie } : {}),
      ...(method !== 'GET' ? { origin: this.pageOrigin } : {}),
      ...(method !== 'GET' && xsrf ? { 'x-xsrf-token': xsrf } : {}),
    };
    const answer = await send(target.port, { method, path, headers, body });
    const setCookie = answer.headers['set-cookie'] ?? [];
    for (const line of setCookie) await this.jar.setCookie(line, url);
    return answer;
  }
}

describe('ADMIN_PORT: the console on a second port of the same process', () => {
  let t: TestApp;
  let adminDist: string;
  let member: { port: number; origin: string };
  let console_: { port: number; origin: string };

  beforeAll(async () => {
    vi.stubEnv('HOST', '127.0.0.1');
    adminDist = consoleBuild();
    t = await createTestApp({ adminPort: 0, adminDist });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.addresses()[0];
    const memberPort = typeof address === 'object' ? address.port : 0;
    const consolePort = t.app.consolePort ?? 0;
    expect(consolePort).toBeGreaterThan(0);
    expect(consolePort).not.toBe(memberPort);
    // Two host names for the one machine, as a deployment has (www… and admin…): the browser's
    // cookie jar keeps them apart; the requests go to 127.0.0.1 with these Host headers.
    member = { port: memberPort, origin: `http://127.0.0.1:${memberPort}` };
    console_ = { port: consolePort, origin: `http://localhost:${consolePort}` };
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.close();
    rmSync(adminDist, { recursive: true, force: true });
  });

  it('the member port answers /api/admin/* with the envelope refusal and does not serve /admin/', async () => {
    const tab = new Tab(new CookieJar(), member.origin);
    const session = await tab.call(member, 'GET', '/api/admin/session');
    expect(session.status).toBe(404);
    expect(session.json).toEqual({
      code: 404,
      message: CONSOLE_ORIGIN_MESSAGES.notHere,
      data: null,
    });

    await tab.call(member, 'GET', '/api/captcha/user');
    const login = await tab.call(member, 'POST', '/api/admin/login', {
      ...ADMIN,
      captchaCode: TEST_CAPTCHA,
    });
    expect(login.status).toBe(404);
    expect(login.json.code).toBe(404);
    expect(login.headers['set-cookie'] ?? []).not.toContainEqual(
      expect.stringContaining('staff_sid'),
    );

    for (const path of ['/admin/', '/admin', '/admin/index.html']) {
      const page = await tab.call(member, 'GET', path);
      expect(page.status, path).toBe(404);
      expect(page.text).not.toContain('console-root');
    }
    // The member site itself is untouched.
    const notices = await tab.call(member, 'GET', '/api/notice');
    expect(notices.status).toBe(200);
  });

  it('the console port serves /admin/ and the sign-in (captcha included); the staff cookie is host-only and never sent to the member origin', async () => {
    const jar = new CookieJar();
    const consoleTab = new Tab(jar, console_.origin);
    const page = await consoleTab.call(console_, 'GET', '/admin/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('console-root');

    // What the console's login page calls outside /api/admin: the image captcha.
    const captcha = await consoleTab.call(console_, 'GET', '/api/captcha/user');
    expect(captcha.status).toBe(200);
    const login = await consoleTab.call(console_, 'POST', '/api/admin/login', {
      ...ADMIN,
      captchaCode: TEST_CAPTCHA,
    });
    expect(login.json).toMatchObject({ code: 200 });
    const staffCookie = (login.headers['set-cookie'] ?? []).find((c) => c.startsWith('staff_sid='));
    expect(staffCookie).toBeDefined();
    expect(staffCookie).not.toMatch(/;\s*domain=/i);
    expect(staffCookie).toMatch(/;\s*path=\/api\/admin/i);
    expect(staffCookie).toMatch(/;\s*httponly/i);
    expect(staffCookie).toMatch(/;\s*samesite=strict/i);

    const session = await consoleTab.call(console_, 'GET', '/api/admin/session');
    expect(session.json).toMatchObject({ code: 200, data: { name: 'admin' } });

    // The browser keeps the cookie to the console's host: a member page's request carries none.
    expect(await jar.getCookieString(`${console_.origin}/api/admin/session`)).toContain(
      'staff_sid',
    );
    expect(await jar.getCookieString(`${member.origin}/api/admin/session`)).not.toContain(
      'staff_sid',
    );
    // Cookies do not tell ports apart: were the member port on the console's host name, it would
    // be handed the cookie — and refuse it all the same.
    const cookie = await jar.getCookieString(`${console_.origin}/api/admin/session`);
    const handed = await send(member.port, {
      path: '/api/admin/session',
      headers: { host: `localhost:${member.port}`, cookie },
    });
    expect(handed.status).toBe(404);
    expect(handed.json.message).toBe(CONSOLE_ORIGIN_MESSAGES.notHere);
  });

  it('a script on the member origin cannot drive the console port, even holding the cookie and the XSRF token', async () => {
    const jar = new CookieJar();
    const consoleTab = new Tab(jar, console_.origin);
    await consoleTab.call(console_, 'GET', '/api/captcha/user');
    const login = await consoleTab.call(console_, 'POST', '/api/admin/login', {
      ...ADMIN,
      captchaCode: TEST_CAPTCHA,
    });
    expect(login.json.code).toBe(200);

    // The same browser, a page of the member site: fetch(console, {credentials: 'include'}).
    const memberScript = new Tab(jar, member.origin);
    const staff = { name: 'injected_owner', role: 'owner', password: 'owner-pass-1' };
    const created = await memberScript.call(console_, 'POST', '/api/admin/staff', staff);
    expect(created.status).toBe(403);
    expect(created.json).toEqual({
      code: 403,
      message: CONSOLE_ORIGIN_MESSAGES.crossOrigin,
      data: null,
    });
    // A GET from the member page (an <img>, a link) is refused by Sec-Fetch-Site too.
    const read = await memberScript.call(console_, 'GET', '/api/admin/staff');
    expect(read.status).toBe(403);
    const rows = await t.app.ctx.db
      .selectFrom('staff')
      .select('name')
      .where('name', '=', staff.name)
      .execute();
    expect(rows).toEqual([]);

    // The console's own page does it (the refusal was about the origin, not the account).
    const own = await consoleTab.call(console_, 'POST', '/api/admin/staff', staff);
    expect(own.json).toMatchObject({ code: 200 });
  });

  it('the console port takes no member calls (sign-in, registration)', async () => {
    const tab = new Tab(new CookieJar(), console_.origin);
    await tab.call(console_, 'GET', '/api/captcha/user');
    const memberLogin = await tab.call(console_, 'POST', '/api/login', {
      name: 'demo',
      password: 'demo123456',
      captchaCode: TEST_CAPTCHA,
      role: 'user',
    });
    expect(memberLogin.status).toBe(404);
    expect(memberLogin.json.message).toBe(CONSOLE_ORIGIN_MESSAGES.memberCall);
    // Public reads the console shows (the update notice) are served.
    expect((await tab.call(console_, 'GET', '/api/update/notice')).status).toBe(200);
  });
});

describe('ADMIN_ORIGIN: one listener, the console chosen by Host', () => {
  const ADMIN_HOST = 'admin.example.test';
  const MEMBER_HOST = 'www.example.test';
  const adminOrigin = `https://${ADMIN_HOST}`;
  const memberOrigin = `https://${MEMBER_HOST}`;
  let t: TestApp;
  let adminDist: string;

  beforeAll(async () => {
    adminDist = consoleBuild();
    t = await createTestApp({
      adminOrigin,
      adminDist,
      corsOrigins: ['https://shop.example.test'],
      payments: { publicUrl: memberOrigin },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(adminDist, { recursive: true, force: true });
  });

  const onConsole = () => new Client(t.app, { host: ADMIN_HOST, origin: adminOrigin });

  it('requests whose Host is the member origin are refused, on /api/admin/* and /admin/', async () => {
    const memberTab = new Client(t.app, { host: MEMBER_HOST, origin: memberOrigin });
    const login = await staffLogin(memberTab, ADMIN);
    expect(login.status).toBe(404);
    expect(login.body).toEqual({ code: 404, message: CONSOLE_ORIGIN_MESSAGES.notHere, data: null });
    expect(memberTab.cookies.has('staff_sid')).toBe(false);
    const page = await memberTab.get('/admin/');
    expect(page.status).toBe(404);
    expect(page.raw.body).not.toContain('console-root');

    // Signed in on the console's host, the same cookie sent to the member host is refused.
    const staff = onConsole();
    expect((await staffLogin(staff, ADMIN)).body).toMatchObject({ code: 200 });
    expect((await staff.get('/admin/')).raw.body).toContain('console-root');
    expect((await staff.get('/api/admin/session')).body).toMatchObject({ code: 200 });
    const moved = new Client(t.app, { host: MEMBER_HOST });
    for (const [name, value] of staff.cookies) moved.cookies.set(name, value);
    const refused = await moved.get('/api/admin/session');
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(CONSOLE_ORIGIN_MESSAGES.notHere);
  });

  it('a member page cannot pass itself off as the console host with X-Forwarded-Host', async () => {
    const proxied = await createTestApp({
      adminOrigin,
      trustProxy: true,
      payments: { publicUrl: memberOrigin },
    });
    try {
      // fetch() may set X-Forwarded-Host (not a forbidden header); the browser sets Host.
      const script = new Client(proxied.app, {
        host: MEMBER_HOST,
        'x-forwarded-host': ADMIN_HOST,
      });
      const login = await staffLogin(script, ADMIN);
      expect(login.status).toBe(404);
      expect(login.body.message).toBe(CONSOLE_ORIGIN_MESSAGES.notHere);
    } finally {
      await proxied.close();
    }
  });

  it('a cross-origin POST from the member origin to the console host is refused, and nothing is written', async () => {
    const staff = onConsole();
    expect((await staffLogin(staff, ADMIN)).body).toMatchObject({ code: 200 });
    const before = await t.app.ctx.db.selectFrom('staff').select('id').execute();
    // The console's own page may create an owner…
    const own = await staff.post('/api/admin/staff', {
      name: 'owner_by_console',
      role: 'owner',
      password: 'owner-pass-1',
    });
    expect(own.body).toMatchObject({ code: 200 });
    // …a member page's fetch with the operator's cookie and token may not (Origin: member site).
    const script = new Client(t.app, { host: ADMIN_HOST, origin: memberOrigin });
    for (const [name, value] of staff.cookies) script.cookies.set(name, value);
    const injected = await script.post('/api/admin/staff', {
      name: 'owner_by_member_page',
      role: 'owner',
      password: 'owner-pass-1',
    });
    expect(injected.status).toBe(403);
    expect(injected.body).toEqual({
      code: 403,
      message: CONSOLE_ORIGIN_MESSAGES.crossOrigin,
      data: null,
    });
    const after = await t.app.ctx.db.selectFrom('staff').select('id').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('a listed CORS origin gets no CORS answer from the console host', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/staff',
      headers: {
        host: ADMIN_HOST,
        origin: 'https://shop.example.test',
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // On the member host the same origin is still served (widgets), the console API is not.
    const widget = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        host: MEMBER_HOST,
        origin: 'https://shop.example.test',
        'access-control-request-method': 'POST',
      },
    });
    expect(widget.headers['access-control-allow-origin']).toBe('https://shop.example.test');
  });
});

describe('neither set (development): one origin serves the site and the console', () => {
  let t: TestApp;
  let adminDist: string;
  beforeAll(async () => {
    adminDist = consoleBuild();
    t = await createTestApp({ adminDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(adminDist, { recursive: true, force: true });
  });

  it('serves /admin/ and the console sign-in on the site port', async () => {
    const client = new Client(t.app, { host: 'localhost:3000' });
    expect((await client.get('/admin/')).raw.body).toContain('console-root');
    expect((await staffLogin(client, ADMIN)).body).toMatchObject({ code: 200 });
    expect((await client.get('/api/admin/session')).body).toMatchObject({ code: 200 });
  });
});
