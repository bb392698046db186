import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/services/staff-auth.js';
import { ADMIN } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  TEST_CAPTCHA,
  testClock,
  type TestApp,
} from './helpers.js';

// The console's sign-in budget is its own (not registration's, not the member login's) and is
// never a lock: an attacker's failures cost the right person at most a short wait.

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    seedDocuments: 5,
    captchaPerMinute: 10_000,
    // The registration limit stays at its default: the console must not share it.
    registerPerHour: 30,
    rateLimitPerMinute: 10_000,
  });
});
afterAll(() => t.close());

async function signIn(address: string, name: string, password: string, captcha = TEST_CAPTCHA) {
  const client = new Client(t.app);
  await client.request({ method: 'GET', url: '/api/captcha/user', remoteAddress: address });
  return client.request({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: address,
    payload: { name, password, captchaCode: captcha },
  });
}

// Each case signs in dozens of times (scrypt on a shared machine): a generous timeout.
const SLOW = 180_000;

const waitOf = (message: string) => Number(/请(\d+)秒后再试/.exec(message)?.[1]);

describe('staff sign-in limits', () => {
  it(
    '30 failures for names that do not exist, from one address, do not keep the owner out',
    async () => {
      for (let i = 0; i < 30; i += 1) {
        const response = await signIn('10.9.0.1', `ghost_${i}`, 'guess-word');
        expectFailure('adminLogin', response, 400, '账号或密码错误');
      }
      expectOk('adminLogin', await signIn('10.9.0.1', ADMIN.name, ADMIN.password));
    },
    SLOW,
  );

  it(
    'many failures from one address only slow it down, capped, and the owner still gets in',
    async () => {
      clock.advance(16 * 60_000);
      let refused = 0;
      for (let i = 0; i < 80; i += 1) {
        const response = await signIn('10.9.0.2', `ghost_${i}`, 'guess-word');
        if (response.status === 429) {
          refused += 1;
          expectFailure('adminLogin', response, 429, '登录失败次数较多');
          expect(waitOf(response.body.message)).toBeLessThanOrEqual(30);
          clock.advance(waitOf(response.body.message) * 1000);
        } else {
          expectFailure('adminLogin', response, 400, '账号或密码错误');
        }
      }
      expect(refused).toBeGreaterThan(0);
      const early = await signIn('10.9.0.2', ADMIN.name, ADMIN.password);
      expectFailure('adminLogin', early, 429);
      // The wait never exceeds the cap: after it, the right password with a right captcha works.
      clock.advance(30_000);
      expectOk('adminLogin', await signIn('10.9.0.2', ADMIN.name, ADMIN.password));
    },
    SLOW,
  );

  it(
    'guesses at one name from many addresses get a growing delay, never a lock',
    async () => {
      clock.advance(16 * 60_000);
      await createStaff(t.app.ctx, {
        name: 'finance_b',
        role: 'finance',
        password: 'right-pass-1',
      });
      const waits: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const address = `10.9.1.${i + 1}`;
        const response = await signIn(address, 'finance_b', 'guess-word');
        if (response.status === 429) {
          const seconds = waitOf(response.body.message);
          waits.push(seconds);
          clock.advance(seconds * 1000);
          expectFailure('adminLogin', await signIn(address, 'finance_b', 'guess-word'), 400);
        } else expectFailure('adminLogin', response, 400);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
      clock.advance(30_000);
      expectOk('adminLogin', await signIn('10.9.2.1', 'finance_b', 'right-pass-1'));
    },
    SLOW,
  );

  it(
    'a wrong captcha is not a password failure, and members’ failures do not count',
    async () => {
      clock.advance(16 * 60_000);
      for (let i = 0; i < 10; i += 1)
        expectFailure(
          'adminLogin',
          await signIn('10.9.3.1', ADMIN.name, 'wrong-word', 'XXXX'),
          402,
        );
      for (let i = 0; i < 10; i += 1) {
        const client = new Client(t.app);
        await client.request({
          method: 'GET',
          url: '/api/captcha/user',
          remoteAddress: '10.9.3.1',
        });
        await client.request({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.9.3.1',
          payload: {
            name: ADMIN.name,
            password: 'wrong-word',
            captchaCode: TEST_CAPTCHA,
            role: 'user',
          },
        });
      }
      expectOk('adminLogin', await signIn('10.9.3.1', ADMIN.name, ADMIN.password));
    },
    SLOW,
  );

  it(
    'is not the registration limit: 40 sign-ins in an hour from one address all answer',
    async () => {
      clock.advance(16 * 60_000);
      for (let i = 0; i < 40; i += 1)
        expectOk('adminLogin', await signIn('10.9.4.1', ADMIN.name, ADMIN.password));
    },
    SLOW,
  );
});
