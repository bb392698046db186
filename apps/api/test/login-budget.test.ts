import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  DEMO,
  expectFailure,
  expectOk,
  newMember,
  TEST_CAPTCHA,
  testClock,
  type ApiResponse,
  type TestApp,
} from './helpers.js';

// The login failure budget under concurrency, and the ways it must not be usable against the
// account's owner or everyone behind one address (docs/adr/0008-login-attempt-budget.md).

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    now: clock.now,
    captchaPerMinute: 10_000,
    registerPerHour: 10_000,
    rateLimitPerMinute: 10_000,
    loginLimits: {
      perAccountAddress: 5,
      perAddress: 100,
      slowdownAfter: 5,
      maxDelayMs: 60_000,
      windowMs: 15 * 60_000,
    },
  });
});
afterAll(() => t.close());

/** A visitor at `address` holding a fresh captcha. */
async function visitorAt(address: string): Promise<Client> {
  const client = new Client(t.app);
  await client.request({ method: 'GET', url: '/api/captcha/user', remoteAddress: address });
  return client;
}

function attempt(client: Client, address: string, name: string, password: string) {
  return client.request({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { name, password, captchaCode: TEST_CAPTCHA, role: 'user' },
  });
}

/** Attempts whose password was actually checked: a 400 “wrong password” or a 200. */
const checked = (responses: ApiResponse[]) =>
  responses.filter((r) => r.status === 200 || r.body.message === '账号或密码错误').length;

let accounts = 0;
async function freshAccount(): Promise<{ name: string; password: string }> {
  accounts += 1;
  const name = `budget_${accounts}`;
  const client = await newMember(t.app, name, 'right-password');
  await client.post('/api/user/logout');
  return { name, password: 'right-password' };
}

describe('the budget holds under concurrency', () => {
  it('checks at most 5 of 50 simultaneous attempts on one account from one address', async () => {
    const account = await freshAccount();
    const clients = await Promise.all(Array.from({ length: 50 }, () => visitorAt('10.1.0.1')));
    const responses = await Promise.all(
      clients.map((client, i) =>
        attempt(client, '10.1.0.1', account.name, i === 49 ? account.password : `wrong-${i}`),
      ),
    );
    expect(checked(responses)).toBeLessThanOrEqual(5);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(45);
    for (const response of refused) expectFailure('login', response, 429);
    expect(responses.every((r) => [200, 400, 429].includes(r.status))).toBe(true);
  });

  it('checks at most 5 of 50 simultaneous attempts spread over 50 addresses', async () => {
    clock.advance(16 * 60_000);
    const account = await freshAccount();
    const clients = await Promise.all(
      Array.from({ length: 50 }, (_, i) => visitorAt(`10.2.0.${i + 1}`)),
    );
    const responses = await Promise.all(
      clients.map((client, i) => attempt(client, `10.2.0.${i + 1}`, account.name, `wrong-${i}`)),
    );
    expect(checked(responses)).toBeLessThanOrEqual(5);
    const slowed = responses.filter((r) => r.status === 429);
    expect(slowed.length).toBeGreaterThanOrEqual(45);
    expect(slowed[0]?.body.message).toMatch(/该账号登录失败次数较多，请\d+秒后再试/);
  });
});

describe('the budget cannot be turned against the owner', () => {
  it('lets the owner in from another address while the attacker’s address is locked', async () => {
    clock.advance(16 * 60_000);
    const account = await freshAccount();
    for (let i = 0; i < 5; i += 1) {
      const attacker = await visitorAt('10.3.0.1');
      expectFailure('login', await attempt(attacker, '10.3.0.1', account.name, 'guess-word'), 400);
    }
    // The attacker's address is locked for this account, even with the right password…
    const attacker = await visitorAt('10.3.0.1');
    expectFailure(
      'login',
      await attempt(attacker, '10.3.0.1', account.name, account.password),
      429,
      '登录失败次数过多',
    );
    // …while the owner elsewhere only waits out a short delay.
    const owner = await visitorAt('10.3.0.2');
    expectFailure('login', await attempt(owner, '10.3.0.2', account.name, account.password), 429);
    clock.advance(1000);
    const again = await visitorAt('10.3.0.2');
    expectOk('login', await attempt(again, '10.3.0.2', account.name, account.password));
  });

  it('spaces out guesses from many addresses with a growing delay, capped', async () => {
    clock.advance(16 * 60_000);
    const account = await freshAccount();
    const waits: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const address = `10.4.0.${i + 1}`;
      const guesser = await visitorAt(address);
      const response = await attempt(guesser, address, account.name, 'guess-word');
      if (response.status === 429) {
        const seconds = Number(/请(\d+)秒后再试/.exec(response.body.message)?.[1]);
        waits.push(seconds);
        clock.advance(seconds * 1000);
        const retry = await visitorAt(address);
        expectFailure('login', await attempt(retry, address, account.name, 'guess-word'), 400);
      } else {
        expectFailure('login', response, 400);
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60]);
  });

  it('does not lock everyone behind one address (a school NAT) after a few mistakes', async () => {
    clock.advance(16 * 60_000);
    for (let i = 0; i < 30; i += 1) {
      const someone = await visitorAt('10.5.0.1');
      expectFailure('login', await attempt(someone, '10.5.0.1', `nobody_${i}`, 'guess-word'), 400);
    }
    const classmate = await visitorAt('10.5.0.1');
    expectOk('login', await attempt(classmate, '10.5.0.1', DEMO.name, DEMO.password));
  });

  it('does not count a wrong captcha as a password guess', async () => {
    clock.advance(16 * 60_000);
    const account = await freshAccount();
    for (let i = 0; i < 8; i += 1) {
      const client = await visitorAt('10.6.0.1');
      const response = await client.request({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '10.6.0.1',
        payload: { ...account, captchaCode: 'XXXX', role: 'user' },
      });
      expectFailure('login', response, 402);
    }
    const owner = await visitorAt('10.6.0.1');
    expectOk('login', await attempt(owner, '10.6.0.1', account.name, account.password));
  });
});
