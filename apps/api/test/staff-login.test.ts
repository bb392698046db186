// Staff sign-in to the console: captcha and password, the staff cookie, logout, the second factor
// at login (and STAFF_REQUIRE_2FA), and the owner created on first start.

import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, staffClient, staffLogin } from './staff-helpers.js';
import { Client, createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('staff login', () => {
  it('the seeded admin owner logs in with a captcha and gets a cookie only the console API sees', async () => {
    const client = new Client(t.app);
    const result = await staffLogin(client, ADMIN);
    expect(expectOk('adminLogin', result)).toMatchObject({ name: 'admin', role: 'owner' });
    const cookie = String(result.raw.headers['set-cookie']);
    expect(cookie).toMatch(
      /staff_sid=[\w-]+; Max-Age=\d+; Path=\/api\/admin; HttpOnly; SameSite=Strict/,
    );
    expect(expectOk('adminGetSession', await client.get('/api/admin/session'))).toMatchObject({
      role: 'owner',
      totpEnabled: false,
    });
  });

  it('refuses a wrong captcha (402) and a wrong password (400); members are not staff', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'adminLogin',
      await client.post('/api/admin/login', { ...ADMIN, captchaCode: 'XXXX' }),
      402,
    );
    const wrong = await staffLogin(client, { name: 'admin', password: 'wrong-password' });
    expectFailure('adminLogin', wrong, 400, '账号或密码错误');
    const member = await staffLogin(client, { name: 'demo', password: 'demo123456' });
    expectFailure('adminLogin', member, 400, '账号或密码错误');
  });

  // The sign-in budget (a delay, never a lock) is tested with a clock in staff-login-budget.test.ts.

  it('logout ends the staff session', async () => {
    const client = await staffClient(t.app, 'editor');
    expectOk('adminLogout', await client.post('/api/admin/logout'));
    expectFailure('adminGetSession', await client.get('/api/admin/session'), 401);
  });
});

describe('two-factor login', () => {
  it('once enabled, login needs the current TOTP code', async () => {
    const { createStaff } = await import('../src/services/staff-auth.js');
    await createStaff(t.app.ctx, { name: 'twofa', role: 'finance', password: 'twofa-pass-1' });
    const client = new Client(t.app);
    expectOk('adminLogin', await staffLogin(client, { name: 'twofa', password: 'twofa-pass-1' }));
    const setup = expectOk(
      'adminStartTotp',
      await client.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
    );
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: setup.secret });
    expectFailure(
      'adminEnableTotp',
      await client.post('/api/admin/session/totp/enable', { code: '000000' }),
      400,
    );
    expectOk(
      'adminEnableTotp',
      await client.post('/api/admin/session/totp/enable', {
        code: totp.generate(),
        password: 'twofa-pass-1',
      }),
    );

    const next = new Client(t.app);
    const missing = await staffLogin(next, { name: 'twofa', password: 'twofa-pass-1' });
    expectFailure('adminLogin', missing, 400, '两步验证码');
    const good = await staffLogin(next, {
      name: 'twofa',
      password: 'twofa-pass-1',
      // The code used to enable is spent: the next step's code (within the ±1 step window).
      totpCode: totp.generate({ timestamp: Date.now() + 30_000 }),
    });
    expectOk('adminLogin', good);
  });

  it('STAFF_REQUIRE_2FA=1: an owner without TOTP can only set it up', async () => {
    const strict = await createTestApp({ staffRequire2fa: true, seedDocuments: 5 });
    try {
      const client = new Client(strict.app);
      const login = expectOk('adminLogin', await staffLogin(client, ADMIN));
      expect(login.mustSetUpTotp).toBe(true);
      expectFailure('adminDashboard', await client.get('/api/admin/dashboard'), 403, '两步验证');
      const setup = expectOk(
        'adminStartTotp',
        await client.post<{ secret: string; uri: string }>('/api/admin/session/totp'),
      );
      const code = new TOTP({ secret: setup.secret }).generate();
      expectOk(
        'adminEnableTotp',
        await client.post('/api/admin/session/totp/enable', { code, password: ADMIN.password }),
      );
      expectOk('adminDashboard', await client.get('/api/admin/dashboard'));
    } finally {
      await strict.close();
    }
  });
});

describe('bootstrap', () => {
  it('creates the owner admin from ADMIN_INITIAL_PASSWORD on first start only', async () => {
    const fresh = await createTestApp({ adminInitialPassword: 'first-start-pw', seedDocuments: 5 });
    try {
      const client = new Client(fresh.app);
      expectOk(
        'adminLogin',
        await staffLogin(client, { name: 'admin', password: 'first-start-pw' }),
      );
    } finally {
      await fresh.close();
    }
    const none = await createTestApp({ adminInitialPassword: null, seedDocuments: 5 });
    try {
      const rows = await none.app.ctx.db.selectFrom('staff').selectAll().execute();
      expect(rows).toEqual([]);
    } finally {
      await none.close();
    }
  });
});
