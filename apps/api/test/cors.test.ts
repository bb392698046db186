import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { Client, createTestApp, DEMO, TEST_CAPTCHA, type TestApp } from './helpers.js';

const SHOP = 'http://shop.example.test:5174';
const OTHER = 'http://evil.example.test';

describe('CORS allowlist (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: [SHOP] });
  });
  afterAll(() => t.close());

  it('answers a listed origin with its own origin, credentials and the readable XSRF header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notice',
      headers: { origin: SHOP },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/x-xsrf-token/i);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-xsrf-token']).toMatch(/^[\w-]{43}$/);
  });

  it('answers the preflight of a listed origin for a state-changing call', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-xsrf-token',
    );
  });

  it('gives an unlisted origin no CORS headers, no credentials and no preflight', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/notice',
      headers: { origin: OTHER },
    });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(read.headers['cross-origin-resource-policy']).toBe('same-origin');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: OTHER, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('logs a member in from a listed origin with the token taken from the header, not the cookie', async () => {
    const client = new Client(t.app);
    client.sendXsrf = false; // a page on another origin cannot read this server's cookies
    const captcha = await client.request({
      method: 'GET',
      url: '/api/captcha/user',
      headers: { origin: SHOP },
    });
    const token = String(captcha.raw.headers['x-xsrf-token']);
    const login = await client.request({
      method: 'POST',
      url: '/api/login',
      payload: { ...DEMO, captchaCode: TEST_CAPTCHA, role: 'user' },
      headers: { origin: SHOP, 'x-xsrf-token': token },
    });
    expect(login.body.code).toBe(200);
    expect(login.raw.headers['access-control-allow-origin']).toBe(SHOP);
    const session = await client.request({
      method: 'GET',
      url: '/api/user/session',
      headers: { origin: SHOP },
    });
    expect(session.body.code).toBe(200);
  });
});

describe('without CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stays same-origin: no CORS headers for any origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notice',
      headers: { origin: SHOP },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('XSRF token delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('mints a token only when the request has none, and names the current one in a header', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/notice' });
    const token = String(first.headers['x-xsrf-token']);
    expect(String(first.headers['set-cookie'])).toContain(`XSRF-TOKEN=${token}`);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/notice',
      headers: { cookie: `XSRF-TOKEN=${token}` },
    });
    expect(String(again.headers['set-cookie'] ?? '')).not.toContain('XSRF-TOKEN');
    expect(again.headers['x-xsrf-token']).toBe(token);
  });
});

describe('CORS_ORIGINS parsing', () => {
  it('reads a comma-separated list of exact origins and refuses wildcards', () => {
    expect(
      resolveConfig({}, { CORS_ORIGINS: ' https://a.example/ , http://localhost:5174' })
        .corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5174']);
    expect(() => resolveConfig({}, { CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('sends cookies SameSite=None only over HTTPS with a cross-site allowlist', async () => {
    const t = await createTestApp({ corsOrigins: [SHOP], https: true });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/notice' });
      expect(String(response.headers['set-cookie'])).toMatch(/SameSite=None/);
      expect(String(response.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});
