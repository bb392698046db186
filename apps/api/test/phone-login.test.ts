import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/services/sms-provider.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
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
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

/** Messages the development SMS provider wrote for one number, newest first. */
async function smsTo(phone: string) {
  return (await readOutbox(t.app.ctx.config.smsOutboxFile)).filter((m) => m.phone === phone);
}

/** 短信登录 step one, with a fresh image captcha in the same session. */
async function requestLoginCode(client: Client, phone: string, captchaCode = TEST_CAPTCHA) {
  await client.get('/api/captcha/user');
  return client.post('/api/login/code', { phone, captchaCode });
}

describe('password login by phone number', () => {
  it('accepts the phone number as the login name, and the username still works', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'byphone', 'secret123', phone);
    const client = new Client(t.app);
    const info = expectOk('login', await client.login({ name: phone, password: 'secret123' }));
    // The number is shown masked; the account is the one registered with it.
    expect(info.usersInfo).toMatchObject({ name: 'byphone' });
    expectOk('getSession', await client.get('/api/user/session'));
    expectOk('login', await new Client(t.app).login({ name: 'byphone', password: 'secret123' }));
  });

  it('refuses a wrong password for a phone number with the same words as for a name', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'byphone2', 'secret123', phone);
    const client = new Client(t.app);
    expectFailure(
      'login',
      await client.login({ name: phone, password: 'wrong123' }),
      400,
      '账号或密码错误',
    );
    expectFailure('getSession', await client.get('/api/user/session'), 401);
  });
});

describe('SMS login', () => {
  it('needs the image captcha before any code is sent (402)', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'smscaptcha', 'secret123', phone);
    const before = (await smsTo(phone)).length;
    const client = new Client(t.app);
    expectFailure('sendLoginCode', await requestLoginCode(client, phone, 'ZZZZ'), 402);
    // No image fetched at all: refused too.
    expectFailure(
      'sendLoginCode',
      await client.post('/api/login/code', { phone, captchaCode: TEST_CAPTCHA }),
      402,
    );
    expect(await smsTo(phone)).toHaveLength(before);
  });

  it('answers the same for a number without an account, and texts it that it has none', async () => {
    const member = uniquePhone();
    await newMember(t.app, 'smssame', 'secret123', member);
    const stranger = uniquePhone();
    const known = await requestLoginCode(new Client(t.app), member);
    const unknown = await requestLoginCode(new Client(t.app), stranger);
    expectOk('sendLoginCode', known);
    expectOk('sendLoginCode', unknown);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const [notice] = await smsTo(stranger);
    expect(notice).toMatchObject({ template: 'notice', code: '' });
    expect(notice!.text).toContain('该手机号未注册');
    expect((await smsTo(member))[0]?.text).toContain('登录账号');
  });

  it('signs in with the code sent to the phone; the code is single use', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'smsmember', 'secret123', phone);
    const client = new Client(t.app);
    expectOk('sendLoginCode', await requestLoginCode(client, phone));
    const code = (await smsTo(phone))[0]!.code;

    const wrong = code === '000000' ? '111111' : '000000';
    expectFailure(
      'loginBySms',
      await client.post('/api/login/sms', { phone, smsCode: wrong }),
      400,
      '短信验证码错误',
    );
    expectFailure('getSession', await client.get('/api/user/session'), 401);

    const info = expectOk(
      'loginBySms',
      await client.post<UserInfo>('/api/login/sms', { phone, smsCode: code }),
    );
    expect(info.usersInfo).toMatchObject({ name: 'smsmember' });
    expectOk('getSession', await client.get('/api/user/session'));
    const logs = expectOk(
      'listUserLogs',
      await client.get<{ list: { action: string }[] }>('/api/user/log'),
    );
    expect(logs.list[0]?.action).toBe('login');

    // Used up: the same code does not open a second session.
    expectFailure(
      'loginBySms',
      await new Client(t.app).post('/api/login/sms', { phone, smsCode: code }),
      400,
      '短信验证码错误',
    );
  });

  it('tells a locked account 账号已锁定 after the right code, without a session', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'smslocked', 'secret123', phone);
    const client = new Client(t.app);
    expectOk('sendLoginCode', await requestLoginCode(client, phone));
    await t.app.ctx.db
      .updateTable('users')
      .set({ status: 'locked' })
      .where('name', '=', 'smslocked')
      .execute();
    const code = (await smsTo(phone))[0]!.code;
    expectFailure(
      'loginBySms',
      await client.post('/api/login/sms', { phone, smsCode: code }),
      403,
      '账号已锁定',
    );
    expectFailure('getSession', await client.get('/api/user/session'), 401);
  });
});

describe('registration signs the member in', () => {
  it('answers with a session cookie: the new member is signed in without logging in', async () => {
    const client = new Client(t.app);
    await client.get('/api/captcha/user');
    const phone = uniquePhone();
    const registered = await client.post('/api/register', {
      name: 'signedin',
      password: 'secret123',
      confirmPassword: 'secret123',
      phone,
      captchaCode: TEST_CAPTCHA,
      smsCode: await registrationCode(client, phone),
    });
    expect(expectOk('register', registered)).toMatchObject({ status: 'active' });
    expect(registered.body.message).toBe('注册成功，已为您登录');
    const session = expectOk('getSession', await client.get('/api/user/session'));
    expect(session).toMatchObject({ usersInfo: { name: 'signedin' } });
  });

  it('leaves an account under review signed out', async () => {
    const review = await createTestApp({ registrationReview: true });
    try {
      const client = new Client(review.app);
      await client.get('/api/captcha/user');
      const phone = uniquePhone();
      const registered = await client.post('/api/register', {
        name: 'waiting',
        password: 'secret123',
        confirmPassword: 'secret123',
        phone,
        captchaCode: TEST_CAPTCHA,
        smsCode: await registrationCode(client, phone),
      });
      expect(expectOk('register', registered)).toMatchObject({ status: 'pending' });
      expectFailure('getSession', await client.get('/api/user/session'), 401);
    } finally {
      await review.close();
    }
  });
});
