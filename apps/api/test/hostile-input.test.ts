import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectEnvelope,
  expectFailure,
  loggedIn,
  type Client,
  type TestApp,
} from './helpers.js';

// The inputs an adversarial run against every operation answered with 500 or with Fastify's own
// body: each now answers a 4xx envelope with a message a person can act on.

let t: TestApp;
let member: Client;
beforeAll(async () => {
  t = await createTestApp();
  member = await loggedIn(t.app);
});
afterAll(() => t.close());

const PAGED = [
  ['getTwoClassSection', '/api/two/class/1'],
  ['getTwoClassChildSection', '/api/two/class/children/1'],
  ['listUserLogs', '/api/user/log'],
  ['listRechargeRecords', '/api/user/money/recharge'],
  ['listConsumeRecords', '/api/user/money/consume'],
  ['listPluginActivations', '/api/user/plugin/activate'],
  ['listReports', '/api/user/report'],
] as const;

describe('page parameters that overflow or are not numbers', () => {
  for (const [operationId, url] of PAGED) {
    for (const page of ['1e309', '99999999999999999999', 'huge', '10001', 'NaN', '-1']) {
      it(`${operationId}?page=${page} → 400 naming the page`, async () => {
        const response = await member.get(url, { page });
        expectFailure(operationId, response, 400, '页码（page）');
      });
    }
  }
});

const JSON_OPERATIONS = [
  ['login', 'POST', '/api/login', { name: 'demo', password: 'demo123456', captchaCode: 'TEST' }],
  ['search', 'POST', '/api/search', { searchContent: '国潮' }],
  ['activatePlugin', 'POST', '/api/user/plugin/activate', { machineCode: 'ABCDEF0123456789' }],
  ['createReport', 'POST', '/api/user/report', { title: '标题', content: '内容', images: [] }],
  ['updateReport', 'PUT', '/api/user/report', { id: 1, title: '标题', content: '内容' }],
  ['redeemDubbingCard', 'POST', '/api/user/dubbing/crypto/use', { cardCode: 'DUB-7D-DEMO-0001' }],
  [
    'updatePassword',
    'POST',
    '/api/user/password/update',
    { oldPassword: 'x', newPassword: 'y', confirmPassword: 'y' },
  ],
] as const;

describe('bodies that are not JSON', () => {
  for (const [operationId, method, url, body] of JSON_OPERATIONS) {
    it(`${operationId} with a text/plain body → 415`, async () => {
      const response = await member.request({
        method,
        url,
        payload: JSON.stringify(body),
        headers: { 'content-type': 'text/plain' },
      });
      expectFailure(operationId, response, 415, 'application/json');
    });
  }

  it('a body over the size limit → 413', async () => {
    const response = await member.request({
      method: 'POST',
      url: '/api/search',
      payload: JSON.stringify({ searchContent: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expectFailure('search', response, 413, '请求体过大');
  });
});

describe('control characters', () => {
  it('a NUL byte in the search text → 400 naming the field', async () => {
    const response = await member.post('/api/search', { searchContent: '国潮\u0000' });
    expectFailure('search', response, 400, '搜索内容（searchContent）包含不允许的控制字符');
  });

  it('a NUL byte in a login name → 400, before any password check', async () => {
    await member.get('/api/captcha/user');
    const response = await member.post('/api/login', {
      name: 'demo\u0000',
      password: 'demo123456',
      captchaCode: 'TEST',
      role: 'user',
    });
    expectFailure('login', response, 400, '控制字符');
  });

  it('a NUL byte in a path or query parameter → 400', async () => {
    expectFailure('checkDownload', await member.get('/api/user/download/check/d1%00'), 400);
    expectFailure(
      'listPluginActivations',
      await member.get('/api/user/plugin/activate', { machineCode: 'AB\u0000CD' }),
      400,
      '控制字符',
    );
  });

  it('keeps tabs and line breaks in multi-line text', async () => {
    const response = await member.post('/api/user/report', {
      title: '换行',
      content: '第一行\n第二行\r\n\t缩进',
      images: [],
    });
    expect(response.body.code).toBe(200);
  });
});

describe('numbers JSON.stringify never writes', () => {
  for (const token of ['1e400', '123456789012345678901234567890']) {
    it(`voiceId ${token} → 400`, async () => {
      const response = await member.request({
        method: 'POST',
        url: '/api/user/dubbing/collect',
        payload: `{"voiceId":${token}}`,
        headers: { 'content-type': 'application/json' },
      });
      expectFailure('addDubbingFavourite', response, 400);
    });
  }
});

describe('URLs Fastify cannot route', () => {
  for (const url of [
    '/api/two/class/%E0%A4%A',
    '/api/two/class/%u0000',
    `/api/two/class/${'9'.repeat(600)}`,
    '/api/no/such/operation',
  ]) {
    it(`${url.slice(0, 40)} → a 4xx envelope`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      expectEnvelope(url, response.statusCode, response.body);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });
  }
});
