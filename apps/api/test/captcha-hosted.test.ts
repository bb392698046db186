import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig, type CaptchaProviderConfig } from '../src/config.js';
import { Client, createTestApp, DEMO, expectFailure, expectOk, type TestApp } from './helpers.js';

// GeeTest v4 behind CaptchaProvider (CAPTCHA_PROVIDER=geetest), against a stand-in for GeeTest's
// /validate made here (no network): it knows which results "the browser" obtained, checks the
// sign_token as GeeTest does (HMAC-SHA256 of lot_number with the captcha key) and accepts each
// result once. The login goes through the real provider and fetch, as in production.

const CAPTCHA_ID = 'a'.repeat(32);
const CAPTCHA_KEY = randomBytes(16).toString('hex');

interface Result {
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

class FakeGeetest {
  readonly issued = new Map<string, Result>();
  readonly used = new Set<string>();
  requests = 0;
  server: Server;

  constructor() {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.requests += 1;
        const url = new URL(req.url ?? '/', 'http://stub');
        const form = new URLSearchParams(body);
        const answer = this.validate(req.method ?? '', url, form, req.headers['content-type']);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
  }

  private validate(method: string, url: URL, form: URLSearchParams, type?: string) {
    if (
      method !== 'POST' ||
      url.pathname !== '/validate' ||
      type !== 'application/x-www-form-urlencoded'
    )
      return { status: 'error', code: '-50001', msg: 'bad request' };
    if (url.searchParams.get('captcha_id') !== CAPTCHA_ID)
      return { status: 'error', code: '-50005', msg: 'captcha_id not exist' };
    const lot = form.get('lot_number') ?? '';
    const sign = createHmac('sha256', CAPTCHA_KEY).update(lot).digest('hex');
    if (form.get('sign_token') !== sign)
      return { status: 'success', result: 'fail', reason: 'sign_token mismatch' };
    const issued = this.issued.get(lot);
    const same =
      issued &&
      (['captcha_output', 'pass_token', 'gen_time'] as const).every(
        (k) => form.get(k) === issued[k],
      );
    if (!same) return { status: 'success', result: 'fail', reason: 'pass_token invalid' };
    if (this.used.has(lot)) return { status: 'success', result: 'fail', reason: 'pass_token used' };
    this.used.add(lot);
    return { status: 'success', result: 'success', reason: '', captcha_args: {} };
  }

  /** What gt4.js hands the page after a person solves the challenge. */
  solve(): string {
    const result: Result = {
      lot_number: randomBytes(16).toString('hex'),
      captcha_output: randomBytes(48).toString('base64'),
      pass_token: randomBytes(32).toString('hex'),
      gen_time: String(Math.floor(Date.now() / 1000)),
    };
    this.issued.set(result.lot_number, result);
    return JSON.stringify(result);
  }

  async start(): Promise<string> {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

const geetest = new FakeGeetest();
let apiServer: string;
let t: TestApp;

function settings(overrides: Partial<CaptchaProviderConfig> = {}): CaptchaProviderConfig {
  return {
    kind: 'geetest',
    captchaId: CAPTCHA_ID,
    captchaKey: CAPTCHA_KEY,
    apiServer,
    timeoutMs: 2000,
    failOpen: false,
    ...overrides,
  } as CaptchaProviderConfig;
}

async function login(app: TestApp['app'], captchaCode: string, client = new Client(app)) {
  const captcha = await client.get<string>('/api/captcha/user');
  expect(captcha.body.data).toBe(`geetest4:${CAPTCHA_ID}`);
  return client.post('/api/login', { ...DEMO, captchaCode, role: 'user' });
}

beforeAll(async () => {
  apiServer = await geetest.start();
  t = await createTestApp({ captchaProvider: settings() });
});
afterAll(async () => {
  await t.close();
  await new Promise((done) => geetest.server.close(done));
});

describe('GeeTest v4 captcha', () => {
  it('lets a member in with a result GeeTest confirms, once', async () => {
    const solved = geetest.solve();
    expectOk('login', await login(t.app, solved));
    // The same result again (a replay) is refused by GeeTest, so by us.
    expectFailure('login', await login(t.app, solved), 402, '人机验证未通过，请重新验证');
  });

  it('refuses forged results; a malformed one never reaches GeeTest', async () => {
    const forged = JSON.parse(geetest.solve()) as Result;
    forged.pass_token = randomBytes(32).toString('hex');
    expectFailure(
      'login',
      await login(t.app, JSON.stringify(forged)),
      402,
      '人机验证未通过，请重新验证',
    );
    const before = geetest.requests;
    for (const code of ['ABCD', '{"lot_number":"x"}', '[1,2,3,4]', `{"lot_number":"a\\u0000"}`])
      expectFailure('login', await login(t.app, code), 402, '请先完成人机验证');
    expect(geetest.requests).toBe(before);
  });

  it('is refused when the server holds the wrong captcha key (sign_token)', async () => {
    const wrong = await createTestApp({ captchaProvider: settings({ captchaKey: 'not-the-key' }) });
    try {
      expectFailure(
        'login',
        await login(wrong.app, geetest.solve()),
        402,
        '人机验证未通过，请重新验证',
      );
    } finally {
      await wrong.close();
    }
  }, 120_000); // builds its own apps: slow with PostgreSQL on a shared machine

  it('guards the console login the same way', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'adminLogin',
      await client.post('/api/admin/login', {
        name: 'admin',
        password: 'admin123456',
        captchaCode: 'TEST',
      }),
      402,
      '请先完成人机验证',
    );
    expectOk(
      'adminLogin',
      await client.post('/api/admin/login', {
        name: 'admin',
        password: 'admin123456',
        captchaCode: geetest.solve(),
      }),
    );
  });

  it('fails closed when GeeTest cannot be reached, unless CAPTCHA_FAIL_OPEN', async () => {
    const down = 'http://127.0.0.1:9'; // discard port: connection refused
    const closed = await createTestApp({ captchaProvider: settings({ apiServer: down }) });
    const open = await createTestApp({
      captchaProvider: settings({ apiServer: down, failOpen: true }),
    });
    try {
      expectFailure(
        'login',
        await login(closed.app, geetest.solve()),
        402,
        '验证服务暂时不可用，请稍后再试',
      );
      expectOk('login', await login(open.app, geetest.solve()));
      // Fail-open still needs a well-formed result.
      expectFailure('login', await login(open.app, 'ABCD'), 402, '请先完成人机验证');
    } finally {
      await closed.close();
      await open.close();
    }
  }, 120_000); // builds its own apps: slow with PostgreSQL on a shared machine

  it('is configured by environment, and refuses to start half-configured', () => {
    const env = {
      CAPTCHA_PROVIDER: 'geetest',
      GEETEST_CAPTCHA_ID: CAPTCHA_ID,
      GEETEST_CAPTCHA_KEY: CAPTCHA_KEY,
    };
    expect(resolveConfig({}, env).captchaProvider).toEqual({
      kind: 'geetest',
      captchaId: CAPTCHA_ID,
      captchaKey: CAPTCHA_KEY,
      apiServer: 'https://gcaptcha4.geetest.com',
      timeoutMs: 5000,
      failOpen: false,
    });
    expect(resolveConfig({}, {}).captchaProvider).toEqual({ kind: 'builtin' });
    expect(() => resolveConfig({}, { ...env, GEETEST_CAPTCHA_KEY: '' })).toThrow(
      /GEETEST_CAPTCHA_KEY/,
    );
    expect(() => resolveConfig({}, { CAPTCHA_PROVIDER: 'recaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
  });
});
