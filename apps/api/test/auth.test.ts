import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../src/config.js';
import { DEFAULT_HASH_COST } from '../src/services/password.js';
import {
  askSmsCode,
  Client,
  createTestApp,
  DEMO,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  registrationCode,
  TEST_CAPTCHA,
  testClock,
  uniquePhone,
  type TestApp,
  type UserInfo,
} from './helpers.js';

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    loginLimits: {
      perAccountAddress: 3,
      perAddress: 1000,
      slowdownAfter: 1000,
      maxDelayMs: 60_000,
      windowMs: 15 * 60_000,
    },
  });
});
afterAll(() => t.close());

const loginBody = (over: Record<string, unknown> = {}) => ({
  ...DEMO,
  captchaCode: TEST_CAPTCHA,
  role: 'user',
  ...over,
});

describe('getCaptcha', () => {
  it('returns a PNG data URL and binds the answer to a new visitor session cookie', async () => {
    const client = new Client(t.app);
    const response = await client.get<string>('/api/captcha/user');
    const image = expectOk('getCaptcha', response);
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.split(',')[1] as string, 'base64');
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG'); // pixels, not readable markup
    expect(String(response.raw.headers['set-cookie'])).toMatch(
      /sid=[\w-]+;.*HttpOnly; SameSite=Lax/,
    );
  });

  it('refuses an unknown scene with a 400 that names the field', async () => {
    const response = await new Client(t.app).get('/api/captcha/admin');
    expectFailure('getCaptcha', response, 400, '验证码场景');
  });
});

describe('captcha rules at login', () => {
  it('accepts the answer case-insensitively', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectOk('login', await client.post('/api/login', loginBody({ captchaCode: 'test' })));
  });

  it('answers 402 for a wrong captcha, and the answer cannot be retried', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ captchaCode: 'ZZZZ' })),
      402,
      '验证码错误',
    );
    // Single use: even the right answer fails now until a new image is fetched.
    expectFailure('login', await client.post('/api/login', loginBody()), 402, '验证码已过期');
  });

  it('answers 402 without a captcha fetched first', async () => {
    expectFailure('login', await new Client(t.app).post('/api/login', loginBody()), 402);
  });

  it('expires the answer after 5 minutes', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    clock.advance(5 * 60_000 + 1);
    expectFailure('login', await client.post('/api/login', loginBody()), 402, '验证码已过期');
  });

  it('binds the answer to the session that fetched it', async () => {
    const fetcher = new Client(t.app);
    await fetcher.get('/api/captcha/user');
    const other = new Client(t.app);
    await other.get('/api/notice');
    expectFailure('login', await other.post('/api/login', loginBody()), 402);
  });

  it('checks a real random answer when no test code is configured', async () => {
    const real = await createTestApp({ captchaTestCode: null });
    try {
      const client = new Client(real.app);
      await client.get('/api/captcha/user');
      const sid = client.cookies.get('sid') as string;
      const row = await real.app.ctx.db
        .selectFrom('captchas')
        .select('answer')
        .where('session_id', '=', createHash('sha256').update(sid).digest('hex'))
        .executeTakeFirstOrThrow();
      expect(row.answer).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
      expect(row.answer).not.toBe(TEST_CAPTCHA);
      expectOk(
        'login',
        await client.post('/api/login', loginBody({ captchaCode: row.answer.toLowerCase() })),
      );
    } finally {
      await real.close();
    }
  });

  it('refuses to start in production with CAPTCHA_TEST_CODE set', () => {
    expect(() =>
      resolveConfig(
        {},
        {
          CAPTCHA_TEST_CODE: 'AB12',
          NODE_ENV: 'production',
          PUBLIC_URL: 'https://a.example',
          HTTPS: '1',
        },
      ),
    ).toThrow(/CAPTCHA_TEST_CODE/);
    expect(resolveConfig({}, { CAPTCHA_TEST_CODE: 'ab12', NODE_ENV: 'test' }).captchaTestCode).toBe(
      'AB12',
    );
  });
});

describe('login', () => {
  it('logs in, rotates the session id, records the login and returns the user info record', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    const visitorSid = client.cookies.get('sid');
    const response = await client.post<UserInfo>('/api/login', loginBody());
    const info = expectOk('login', response);
    expect(response.body.message).toBe('登录成功');
    expect(client.cookies.get('sid')).toBeDefined();
    expect(client.cookies.get('sid')).not.toBe(visitorSid);
    expect(info.usersInfo).toMatchObject({
      name: 'demo',
      levelName: '普通会员',
      lastLoginIp: '127.0.0.1',
      money: 30_000,
    });
    expect(info.usersInfo.lastLoginTime).toBe(new Date(clock.now()).toISOString());
    expect(info.usersLevelInfo).toMatchObject({ sourceMaterial: true, template: false, price: 0 });
    expect(JSON.stringify(info)).not.toMatch(/password|scrypt/);

    // The visitor session is gone: the old cookie is worthless.
    const stale = new Client(t.app);
    stale.cookies.set('sid', visitorSid as string);
    expectFailure('getSession', await stale.get('/api/user/session'), 401);

    const logs = expectOk(
      'listUserLogs',
      await client.get<{ list: { action: string; ip: string }[] }>('/api/user/log'),
    );
    expect(logs.list[0]).toMatchObject({ action: 'login', ip: '127.0.0.1' });
  });

  it('rejects a wrong password with a message that does not say which part was wrong', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ name: 'pending', password: 'wrong-password' })),
      400,
      '账号或密码错误',
    );
    await client.get('/api/captcha/user');
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ name: 'nobody_here', password: 'whatever1' })),
      400,
      '账号或密码错误',
    );
  });

  it('tells a locked account 账号已锁定 and a pending one 账号审核中 (403, no session)', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ name: 'locked', password: 'locked123456' })),
      403,
      '账号已锁定',
    );
    await client.get('/api/captcha/user');
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ name: 'pending', password: 'pending123456' })),
      403,
      '账号审核中',
    );
    expectFailure('getSession', await client.get('/api/user/session'), 401);
  });

  it('validates the payload with the spec messages (400)', async () => {
    const client = new Client(t.app);
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ name: 'ab' })),
      400,
      '请正确填写账号，最少3个字符，最多32个字符',
    );
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ password: '12345' })),
      400,
      '请正确填写密码，不能少于6个字符',
    );
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ captchaCode: 'ABCDE' })),
      400,
      '验证码必须是4个字符',
    );
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ role: 'admin' })),
      400,
      /角色（role）的取值无效/,
    );
    const { captchaCode: _omit, ...noCaptcha } = loginBody();
    expectFailure(
      'login',
      await client.post('/api/login', noCaptcha),
      400,
      '缺少必填字段：验证码（captchaCode）',
    );
    expectFailure(
      'login',
      await client.post('/api/login', { ...loginBody(), extra: 1 }),
      400,
      '不支持的字段：extra',
    );
    expectFailure(
      'login',
      await client.post('/api/login', loginBody({ name: 12345 })),
      400,
      '账号',
    );
  });

  it('rate-limits failed logins per account from one address (429) and lets the window expire', async () => {
    const client = await newMember(t.app, 'ratelimited');
    await client.post('/api/user/logout');
    for (let i = 0; i < 3; i += 1) {
      await client.get('/api/captcha/user');
      expectFailure(
        'login',
        await client.post('/api/login', loginBody({ name: 'ratelimited', password: 'wrong-one' })),
        400,
      );
    }
    await client.get('/api/captcha/user');
    const blocked = await client.post(
      '/api/login',
      loginBody({ name: 'ratelimited', password: 'secret123' }),
    );
    expectFailure('login', blocked, 429, '登录失败次数过多');
    // Another account from the same address is not affected.
    expectOk('login', await new Client(t.app).login(DEMO));
    clock.advance(15 * 60_000 + 1);
    await client.get('/api/captcha/user');
    expectOk(
      'login',
      await client.post('/api/login', loginBody({ name: 'ratelimited', password: 'secret123' })),
    );
  });

  it('rate-limits failed logins per address', async () => {
    const limited = await createTestApp({
      loginLimits: {
        perAccountAddress: 100,
        perAddress: 2,
        slowdownAfter: 100,
        maxDelayMs: 60_000,
        windowMs: 60_000,
      },
    });
    try {
      const client = new Client(limited.app);
      for (const name of ['nobody_1', 'nobody_2']) {
        await client.get('/api/captcha/user');
        expectFailure(
          'login',
          await client.post('/api/login', loginBody({ name, password: 'whatever' })),
          400,
        );
      }
      await client.get('/api/captcha/user');
      expectFailure('login', await client.post('/api/login', loginBody()), 429);
    } finally {
      await limited.close();
    }
  });
});

describe('session and logout', () => {
  it('returns the member with the session and 401 without', async () => {
    const client = await loggedIn(t.app);
    const info = expectOk('getSession', await client.get<UserInfo>('/api/user/session'));
    expect(info.usersInfo.name).toBe('demo');
    expectFailure(
      'getSession',
      await new Client(t.app).get('/api/user/session'),
      401,
      '未登录或登录已过期',
    );
  });

  it('expires sessions after their lifetime', async () => {
    const client = await loggedIn(t.app);
    clock.advance(8 * 24 * 3_600_000);
    expectFailure('getSession', await client.get('/api/user/session'), 401);
  });

  it('logout deletes the session and clears the cookie', async () => {
    const client = await loggedIn(t.app);
    const sid = client.cookies.get('sid') as string;
    const response = await client.post('/api/user/logout');
    expectOk('logout', response);
    expect(response.body.message).toBe('退出成功');
    expect(client.cookies.has('sid')).toBe(false);
    const replay = new Client(t.app);
    replay.cookies.set('sid', sid);
    expectFailure('getSession', await replay.get('/api/user/session'), 401);
  });

  it('ends the session when the account gets locked', async () => {
    const client = await newMember(t.app, 'tobelocked');
    await t.app.ctx.db
      .updateTable('users')
      .set({ status: 'locked' })
      .where('name', '=', 'tobelocked')
      .execute();
    expectFailure('getSession', await client.get('/api/user/session'), 401);
  });
});

describe('register', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    name: 'newcomer',
    usersName: '新同学',
    password: 'secret123',
    confirmPassword: 'secret123',
    phone: uniquePhone(),
    captchaCode: TEST_CAPTCHA,
    smsCode: '000000',
    ...over,
  });
  /** A body with a real code sent to its phone. */
  const coded = async (client: Client, over: Record<string, unknown> = {}) => {
    const phone = uniquePhone();
    return body({ phone, smsCode: await registrationCode(client, phone), ...over });
  };

  it('creates an active member at the lowest level who can then log in', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    const result = expectOk('register', await client.post('/api/register', await coded(client)));
    expect(result).toMatchObject({ name: 'newcomer', status: 'active' });
    const info = expectOk('login', await client.login({ name: 'newcomer', password: 'secret123' }));
    expect(info.usersInfo).toMatchObject({ levelId: 1, money: 0 });
    expect(info.usersInfo).toMatchObject({ name: 'newcomer' });
    const logs = expectOk(
      'listUserLogs',
      await client.get<{ list: { action: string }[] }>('/api/user/log'),
    );
    expect(logs.list.map((l) => l.action)).toEqual(['login', 'register']);
  });

  it('at production’s password hashing cost, members register and sign in, and a wrong password or name is refused', async () => {
    // The suite hashes at PASSWORD_HASH_COST=1024 (vitest.config.ts); this app at the default.
    const real = await createTestApp({ now: clock.now, passwordHashCost: DEFAULT_HASH_COST });
    try {
      const client = new Client(real.app);
      expectOk('login', await client.login(DEMO));
      await client.get('/api/captcha/user');
      expectOk('register', await client.post('/api/register', await coded(client)));
      expectOk('login', await client.login({ name: 'newcomer', password: 'secret123' }));
      const stored = await real.app.ctx.db
        .selectFrom('users')
        .select('password_hash')
        .where('name', '=', 'newcomer')
        .executeTakeFirstOrThrow();
      expect(stored.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
      for (const wrong of [
        { name: 'newcomer', password: 'secret124' },
        { name: 'nobody_here', password: 'secret123' },
      ])
        expectFailure('login', await new Client(real.app).login(wrong), 400, '账号或密码错误');
    } finally {
      await real.close();
    }
  });

  it('refuses a taken name (409, case-insensitive)', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'DEMO' })),
      409,
      '已被注册',
    );
  });

  it('asks the captcha for the phone code (402 without it) and matching passwords (400)', async () => {
    const client = new Client(t.app);
    expectFailure(
      'sendRegisterCode',
      await client.post('/api/register/code', { phone: uniquePhone(), captchaCode: TEST_CAPTCHA }),
      402,
    );
    expectFailure(
      'sendRegisterCode',
      await client.post('/api/register/code', { phone: uniquePhone() }),
      400,
      '验证码',
    );
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'mismatch', confirmPassword: 'other123' })),
      400,
      '密码和确认密码不一致，请检查',
    );
  });

  it('validates name, phone and password lengths', async () => {
    const client = new Client(t.app);
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'a b c' })),
      400,
      '账号只能包含字母、数字、下划线或中文',
    );
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'x'.repeat(33) })),
      400,
      '账号',
    );
    expectFailure(
      'register',
      await client.post('/api/register', body({ phone: '12345' })),
      400,
      '手机号格式不正确',
    );
    expectFailure(
      'register',
      await client.post('/api/register', body({ smsCode: '123' })),
      400,
      '短信验证码（smsCode）格式不正确',
    );
    expectFailure(
      'register',
      await client.post('/api/register', body({ password: '123', confirmPassword: '123' })),
      400,
      '密码',
    );
  });

  it('accepts Chinese account names', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    expectOk(
      'register',
      await client.post('/api/register', await coded(client, { name: '动画小王' })),
    );
  });

  it('needs the code sent to that phone: wrong, another phone’s or used codes are refused', async () => {
    const client = new Client(t.app);
    const phone = uniquePhone();
    const code = await registrationCode(client, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await client.get('/api/captcha/user');
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'coded_a', phone, smsCode: wrong })),
      400,
      '短信验证码错误或已过期',
    );
    const other = uniquePhone();
    await client.get('/api/captcha/user');
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'coded_a', phone: other, smsCode: code })),
      400,
      '短信验证码错误或已过期',
    );
    await client.get('/api/captcha/user');
    const sms = await t.app.ctx.db
      .selectFrom('sms_codes')
      .select(['code_hash', 'scene'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ scene: 'register' });
    expect(sms.code_hash).not.toContain(code);
    expectOk(
      'register',
      await client.post('/api/register', body({ name: 'coded_a', phone, smsCode: code })),
    );
    // The number is taken now: the same answer, but the phone gets a notice, not a code, and the
    // used code cannot open a second account.
    clock.advance(61_000);
    expectOk('sendRegisterCode', await askSmsCode(client, '/api/register/code', phone));
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'coded_b', phone, smsCode: code })),
      400,
      '短信验证码错误或已过期',
    );
  });

  it('expires registration codes after 10 minutes', async () => {
    const client = new Client(t.app);
    const phone = uniquePhone();
    const code = await registrationCode(client, phone);
    clock.advance(11 * 60_000);
    await client.get('/api/captcha/user');
    expectFailure(
      'register',
      await client.post('/api/register', body({ name: 'late_comer', phone, smsCode: code })),
      400,
      '已过期',
    );
  });

  it('rate-limits codes: one a minute per phone, a few an hour per address', async () => {
    const client = new Client(t.app);
    const phone = uniquePhone();
    await registrationCode(client, phone);
    expectFailure(
      'sendRegisterCode',
      await askSmsCode(client, '/api/register/code', phone),
      429,
      '60 秒',
    );
    const fromOneAddress = (to: string) =>
      askSmsCode(client, '/api/register/code', to, '192.0.2.77');
    const limit = t.app.ctx.config.smsPerAddressPerHour;
    for (let i = 0; i < limit; i += 1)
      expectOk('sendRegisterCode', await fromOneAddress(uniquePhone()));
    expectFailure('sendRegisterCode', await fromOneAddress(uniquePhone()), 429, '一小时后');
  });
});

describe('updatePassword', () => {
  it('checks the old password, then ends every session so the member logs in again', async () => {
    const client = await newMember(t.app, 'changer', 'oldpass1');
    const second = await loggedIn(t.app, { name: 'changer', password: 'oldpass1' });
    const payload = {
      oldPassword: 'oldpass1',
      newPassword: 'newpass2',
      confirmPassword: 'newpass2',
    };

    expectFailure(
      'updatePassword',
      await client.post('/api/user/password/update', { ...payload, oldPassword: 'wrongpass' }),
      400,
      '当前密码不正确',
    );
    expectFailure(
      'updatePassword',
      await client.post('/api/user/password/update', { ...payload, confirmPassword: 'different' }),
      400,
      '密码和确认密码不一致，请检查',
    );
    expectFailure(
      'updatePassword',
      await client.post('/api/user/password/update', { ...payload, newPassword: '123' }),
      400,
      '请正确填写新密码，不能少于6个字符',
    );

    const changed = await client.post('/api/user/password/update', payload);
    expectOk('updatePassword', changed);
    expect(changed.body.message).toBe('密码修改成功，请使用新密码重新登录');
    expectFailure('getSession', await client.get('/api/user/session'), 401);
    expectFailure('getSession', await second.get('/api/user/session'), 401);

    expectFailure('login', await client.login({ name: 'changer', password: 'oldpass1' }), 400);
    expectOk('login', await client.login({ name: 'changer', password: 'newpass2' }));
  });
});

describe('listUserLogs', () => {
  it('pages newest first and filters by China calendar day', async () => {
    const client = await newMember(t.app, 'logger');
    for (let i = 0; i < 3; i += 1) {
      clock.advance(24 * 3_600_000);
      await client.login({ name: 'logger', password: 'secret123' });
    }
    const page = expectOk(
      'listUserLogs',
      await client.get<{ list: { action: string; createTime: string }[]; total: number }>(
        '/api/user/log',
        { page: 1, size: 2 },
      ),
    );
    expect(page).toMatchObject({ total: 5, page: 1, size: 2 });
    expect(page.list).toHaveLength(2);
    expect(String(page.list[0]?.createTime) >= String(page.list[1]?.createTime)).toBe(true);

    const today = new Date(clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const filtered = expectOk(
      'listUserLogs',
      await client.get<{ total: number }>('/api/user/log', { startDate: today, endDate: today }),
    );
    expect(filtered.total).toBe(1);
    expectFailure(
      'listUserLogs',
      await client.get('/api/user/log', { startDate: '2025/01/01' }),
      400,
      '开始日期（startDate）格式不正确',
    );
    expectFailure(
      'listUserLogs',
      await client.get('/api/user/log', { page: 0 }),
      400,
      '页码（page）不能小于1',
    );
    expectFailure(
      'listUserLogs',
      await client.get('/api/user/log', { size: 101 }),
      400,
      '每页条数（size）不能大于100',
    );
  });
});
