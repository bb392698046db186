import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieSession, startServerProcess } from './support/server-process.js';

// Two real server processes on one database file, as in a multi-process deployment: a concurrent
// first start migrates and seeds once, sessions are shared, and concurrent upgrades through both
// never overdraw (BEGIN IMMEDIATE + busy_timeout).

const dataDir = mkdtempSync(join(tmpdir(), 'dongman-multi-'));
const servers: ChildProcess[] = [];

async function startServer() {
  return (await startServerProcess({ DATA_DIR: dataDir }, servers)).base;
}

/** A cookie-keeping client of either server. */
function session(cookies = new Map<string, string>()) {
  const { request } = cookieSession({}, cookies);
  const call = <T>(base: string, method: string, path: string, body?: unknown) =>
    request<T>(base + path, method, body);
  return { cookies, call };
}

let a: string;
let b: string;
beforeAll(async () => {
  // Both start on the same fresh file at once: one migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([startServer(), startServer()]);
}, 120_000);

afterAll(() => {
  for (const child of servers) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('two server processes, one database', () => {
  it('share sessions and never overdraw under concurrent upgrades', async () => {
    const s = session();
    await s.call(a, 'GET', '/api/captcha/user');
    const login = await s.call(a, 'POST', '/api/login', {
      name: 'demo',
      password: 'demo123456',
      captchaCode: 'TEST',
      role: 'user',
    });
    expect(login.code).toBe(200);
    expect((await s.call(b, 'GET', '/api/user/session')).code).toBe(200);
    const classes = await s.call<unknown[]>(b, 'GET', '/api/one/class');
    expect(classes.data).toHaveLength(7); // seeded once, not twice

    const order = await s.call<{ orderNo: string }>(b, 'POST', '/api/user/pay/online', {
      payOptionId: 5,
      payType: 'wechat',
    });
    // Paid at the sandbox cashier of the other process: the notification it delivers is signed
    // with the sandbox key both processes share through the database.
    const cashier = await fetch(`${a}/pay/sandbox/${order.data.orderNo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'result=pay',
    });
    expect(await cashier.text()).toContain('支付成功');
    const paid = await Promise.all(
      [a, b, a, b].map((base) =>
        s.call<{ money: number }>(base, 'POST', '/api/user/pay/completed', {
          orderNo: order.data.orderNo,
        }),
      ),
    );
    const balance = 30_000 + 60_000;
    expect(paid.map((p) => p.data.money)).toEqual(Array(4).fill(balance));

    // 900.00: level 2 (199) then level 3 (499) is affordable (698), but not more.
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        s.call(i % 2 ? a : b, 'POST', '/api/user/level/upgrade', { levelId: i % 3 === 0 ? 3 : 2 }),
      ),
    );
    expect(attempts.every((r) => [200, 400, 403].includes(r.code))).toBe(true);
    const info = await s.call<{ usersInfo: { money: number; levelId: number } }>(
      a,
      'GET',
      '/api/user/session',
    );
    const consumed = await s.call<{ list: { amount: number }[]; total: number }>(
      b,
      'GET',
      '/api/user/money/consume?size=100',
    );
    expect(info.data.usersInfo.money).toBeGreaterThanOrEqual(0);
    expect(info.data.usersInfo.levelId).toBe(3);
    expect(consumed.data.total).toBe(attempts.filter((r) => r.code === 200).length);
    expect(balance - info.data.usersInfo.money).toBe(
      consumed.data.list.reduce((sum, r) => sum + r.amount, 0),
    );
  });
});
