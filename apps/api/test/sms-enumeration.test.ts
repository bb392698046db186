import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/services/sms-provider.js';
import {
  askSmsCode,
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  newMember,
  TEST_CAPTCHA,
  testClock,
  uniquePhone,
  type ApiResponse,
  type TestApp,
} from './helpers.js';

// Issue 24, as an attacker would probe it: the SMS forms must not tell which numbers have
// accounts, no text goes out without the image captcha, and a member's reset code cannot be burnt
// by someone else's guesses.

let t: TestApp;
const clock = testClock();
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(() => t.close());

const outbox = () => readOutbox(t.app.ctx.config.smsOutboxFile);
const lastTo = async (phone: string) => (await outbox()).find((m) => m.phone === phone);

/** What a prober sees of an answer: status and the whole envelope. */
const seen = (response: ApiResponse<unknown>) => ({ status: response.status, body: response.body });

type SmsUrl = '/api/register/code' | '/api/password/reset/code';
let address = 0;
/** Each probe from its own address, so only the per-phone limits are in play. */
const probe = (url: SmsUrl, phone: string) =>
  askSmsCode(new Client(t.app), url, phone, `198.51.100.${(address += 1)}`);

describe('no enumeration through the SMS forms', () => {
  it('register: a registered and a new number get the same answer; only the phone learns which', async () => {
    const registered = uniquePhone();
    await newMember(t.app, 'enum_owner', 'secret123', registered);
    clock.advance(61_000);
    const fresh = uniquePhone();

    const first = [
      await probe('/api/register/code', registered),
      await probe('/api/register/code', fresh),
    ];
    expect(seen(first[0]!)).toEqual(seen(first[1]!));
    expect(first[0]!.body).toMatchObject({ code: 200, data: null });

    // The owner's phone is told it already has an account; the new number gets a code.
    const notice = await lastTo(registered);
    expect(notice).toMatchObject({ template: 'notice', code: '' });
    expect(notice!.text).toContain('该手机号已注册');
    expect(notice!.text).not.toMatch(/\d{6}/);
    expect((await lastTo(fresh))!.code).toMatch(/^\d{6}$/);

    // The same limits: a second request within the minute is refused alike.
    const again = [
      await probe('/api/register/code', registered),
      await probe('/api/register/code', fresh),
    ];
    expect(seen(again[0]!)).toEqual(seen(again[1]!));
    expect(again[0]!.body).toMatchObject({ code: 429 });
  });

  it('reset: a member’s number and an unknown one get the same answer, status and limits', async () => {
    const member = uniquePhone();
    await newMember(t.app, 'enum_member', 'secret123', member);
    // An hour on, so the member's registration text no longer counts in the hourly limit.
    clock.advance(61 * 60_000);
    const unknown = uniquePhone();

    const first = [
      await probe('/api/password/reset/code', member),
      await probe('/api/password/reset/code', unknown),
    ];
    expect(seen(first[0]!)).toEqual(seen(first[1]!));
    expect(first[0]!.body).toMatchObject({ code: 200 });
    expect((await lastTo(member))!.code).toMatch(/^\d{6}$/);
    const notice = await lastTo(unknown);
    expect(notice).toMatchObject({ template: 'notice', code: '' });
    expect(notice!.text).toContain('该手机号未注册');

    const again = [
      await probe('/api/password/reset/code', member),
      await probe('/api/password/reset/code', unknown),
    ];
    expect(seen(again[0]!)).toEqual(seen(again[1]!));
    expect(again[0]!.body).toMatchObject({ code: 429 });

    // The hourly per-number limit is counted alike too.
    const limit = t.app.ctx.config.smsPerPhonePerHour;
    const answers: [ApiResponse<unknown>, ApiResponse<unknown>][] = [];
    for (let i = 1; i < limit + 1; i += 1) {
      clock.advance(61_000);
      answers.push([
        await probe('/api/password/reset/code', member),
        await probe('/api/password/reset/code', unknown),
      ]);
    }
    for (const [a, b] of answers) expect(seen(a)).toEqual(seen(b));
    expect(answers.at(-1)![0].body).toMatchObject({ code: 429 });
    clock.advance(61 * 60_000);
  });

  it('a registered number cannot be found by submitting the register form either', async () => {
    const registered = uniquePhone();
    await newMember(t.app, 'enum_form', 'secret123', registered);
    const fresh = uniquePhone();
    const submit = async (phone: string) => {
      const client = new Client(t.app);
      await askSmsCode(client, '/api/register/code', phone);
      return client.post('/api/register', {
        name: `form_${phone.slice(-6)}`,
        password: 'secret123',
        confirmPassword: 'secret123',
        phone,
        smsCode: '123456',
      });
    };
    const [a, b] = [await submit(registered), await submit(fresh)];
    expect(seen(a)).toEqual(seen(b));
    expectFailure('register', a, 400, '短信验证码错误或已过期');
  });
});

describe('the image captcha before any text message', () => {
  const urls = ['/api/register/code', '/api/password/reset/code'] as const;

  it.each(urls)(
    '%s: without a captcha, with a wrong or a used one, nothing is sent (402)',
    async (url) => {
      const phone = uniquePhone();
      const bot = new Client(t.app);
      // No captcha fetched: the answer "TEST" solves nothing.
      expectFailure(
        'sendRegisterCode',
        await bot.post(url, { phone, captchaCode: TEST_CAPTCHA }),
        402,
      );
      // A wrong answer.
      await bot.get('/api/captcha/user');
      expectFailure('sendRegisterCode', await bot.post(url, { phone, captchaCode: 'ZZZZ' }), 402);
      // One right answer buys one message: replaying it sends nothing more.
      await bot.get('/api/captcha/user');
      expectOk('sendRegisterCode', await bot.post(url, { phone, captchaCode: TEST_CAPTCHA }));
      const other = uniquePhone();
      expectFailure(
        'sendRegisterCode',
        await bot.post(url, { phone: other, captchaCode: TEST_CAPTCHA }),
        402,
      );
      // No answer at all is a validation error in the envelope.
      expectFailure('sendRegisterCode', await bot.post(url, { phone: other }), 400, 'captchaCode');
      expect((await outbox()).filter((m) => m.phone === phone)).toHaveLength(1);
      expect(await lastTo(other)).toBeUndefined();
    },
  );

  it('the phone-change code needs it too', async () => {
    const member = await newMember(t.app, 'captcha_changer');
    const phone = uniquePhone();
    expectFailure(
      'sendProfileCode',
      await member.post('/api/user/profile/code', { phone, captchaCode: 'ZZZZ' }),
      402,
    );
    expect(await lastTo(phone)).toBeUndefined();
    expectOk('sendProfileCode', await askSmsCode(member, '/api/user/profile/code', phone));
    expect((await lastTo(phone))!.code).toMatch(/^\d{6}$/);
  });
});

describe('a reset code belongs to the session that asked for it', () => {
  const reset = (client: Client, phone: string, smsCode: string) =>
    client.post('/api/password/reset', {
      phone,
      smsCode,
      newPassword: 'newpass123',
      confirmPassword: 'newpass123',
    });

  it('another client’s wrong guesses do not burn it, and the right code is useless to them', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'bound_reset', 'oldpass123', phone);
    const owner = new Client(t.app);
    expectOk('sendPasswordResetCode', await askSmsCode(owner, '/api/password/reset/code', phone));
    const code = (await lastTo(phone))!.code;
    const wrong = code === '000000' ? '111111' : '000000';

    const attacker = new Client(t.app);
    await attacker.get('/api/captcha/user'); // a session of its own
    for (let i = 0; i < 8; i += 1)
      expectFailure('resetPassword', await reset(attacker, phone, wrong), 400, '短信验证码错误');
    // Even the right code, sent from another session, opens nothing.
    expectFailure('resetPassword', await reset(attacker, phone, code), 400, '短信验证码错误');

    expect(expectOk('resetPassword', await reset(owner, phone, code))).toEqual({
      name: 'bound_reset',
    });
    expect((await owner.login({ name: 'bound_reset', password: 'newpass123' })).status).toBe(200);
  });

  it('the requester’s own five wrong tries still use it up', async () => {
    const phone = uniquePhone();
    await newMember(t.app, 'tries_reset', 'oldpass123', phone);
    const owner = new Client(t.app);
    expectOk('sendPasswordResetCode', await askSmsCode(owner, '/api/password/reset/code', phone));
    const code = (await lastTo(phone))!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await reset(owner, phone, wrong);
    expectFailure('resetPassword', await reset(owner, phone, code), 400, '短信验证码错误');
  });
});
