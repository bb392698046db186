import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import sharp from 'sharp';
import { signSandboxNotification } from '../../src/payments/sandbox.js';
import {
  createTestDatabase,
  startTestRedis,
  type TestDatabase,
  type TestRedis,
} from '../support/services.js';
import { startTestS3, type TestS3 } from '../support/s3.js';
import { cookieSession, startServerProcess } from '../support/server-process.js';

// Two real server processes on one PostgreSQL database, one Redis and one S3 bucket (s3rver), as
// behind a load balancer: requests alternate between them. Each part of the test speaks from its own client
// address (X-Forwarded-For, trusted as behind nginx), so the per-address limits of one part do
// not touch another.

let database: TestDatabase;
let redis: TestRedis;
let s3: TestS3;
const servers: ChildProcess[] = [];
let replicas: string[] = [];

const CAPTCHA_PER_MINUTE = 8;

const dataDirs: string[] = [];
function dataDir() {
  dataDirs.push(mkdtempSync(join(tmpdir(), 'dongman-replica-')));
  return dataDirs.at(-1)!;
}

async function startServer() {
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    REDIS_KEY_PREFIX: redis.prefix,
    TRUST_PROXY: '1',
    CAPTCHA_PER_MINUTE: String(CAPTCHA_PER_MINUTE),
    RATE_LIMIT_PER_MINUTE: '100000',
    // Each replica with a data directory of its own: only S3 can give one the other's uploads.
    DATA_DIR: dataDir(),
    ...s3.env,
  };
  return (await startServerProcess(env, servers)).base;
}

/** A browser: its own cookies and client address; `call(i, …)` picks the replica. */
function browser(address: string) {
  const { cookies, request } = cookieSession({ 'x-forwarded-for': address });
  const call = <T>(replica: number, method: string, path: string, body?: unknown) =>
    request<T>(`${replicas[replica % replicas.length]}${path}`, method, body);
  async function login(replica: number, name = 'demo', password = 'demo123456') {
    await call(replica, 'GET', '/api/captcha/user');
    return call(replica + 1, 'POST', '/api/login', {
      name,
      password,
      captchaCode: 'TEST',
      role: 'user',
    });
  }
  return { cookies, call, login };
}

beforeAll(async () => {
  [database, redis, s3] = await Promise.all([
    createTestDatabase(),
    startTestRedis(),
    startTestS3(),
  ]);
  // Both start on the same empty database at once: one migrates and seeds, the other waits.
  replicas = await Promise.all([startServer(), startServer()]);
}, 600_000); // two servers migrating and seeding one PostgreSQL database beside CI's browsers: minutes

afterAll(async () => {
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(servers.map((c) => new Promise((r) => c.once('exit', r))));
  await database?.drop();
  await redis?.stop();
  await s3?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

describe('two replicas, one PostgreSQL, one Redis, one S3 bucket', () => {
  it('serves one seeded site: a login on one replica is valid on the other', async () => {
    const me = browser('10.0.0.1');
    expect((await me.login(0)).code).toBe(200); // captcha on replica 0, login on replica 1
    for (const replica of [0, 1, 0, 1]) {
      expect((await me.call(replica, 'GET', '/api/user/session')).code).toBe(200);
    }
    const classes = await me.call<unknown[]>(0, 'GET', '/api/one/class');
    expect(classes.data).toHaveLength(7); // seeded once, not twice
    expect((await me.call(1, 'POST', '/api/user/logout')).code).toBe(200);
    expect((await me.call(0, 'GET', '/api/user/session')).code).toBe(401);
  });

  it('shares uploads: an avatar uploaded through one replica is served by the other', async () => {
    const me = browser('10.0.0.6');
    expect((await me.login(0)).code).toBe(200);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${replicas[0]}/api/user/avatar`, {
      method: 'POST',
      headers: {
        'x-forwarded-for': '10.0.0.6',
        cookie: [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': me.cookies.get('XSRF-TOKEN') ?? '',
      },
      body: form,
    });
    const uploaded = (await upload.json()) as { code: number; data: { avatarUrl: string } };
    expect(uploaded.code).toBe(200);
    // Through the other replica, whose own data directory never saw the file.
    const image = await fetch(`${replicas[1]}${uploaded.data.avatarUrl}`);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('counts the rate limit across both replicas', async () => {
    const client = browser('10.0.0.2');
    const answers = [];
    for (let i = 0; i < CAPTCHA_PER_MINUTE + 4; i += 1) {
      answers.push((await client.call(i, 'GET', '/api/captcha/user')).status);
    }
    // Per process, each replica would have allowed 8 (16 in all).
    expect(answers.filter((s) => s === 200)).toHaveLength(CAPTCHA_PER_MINUTE);
    expect(answers.slice(CAPTCHA_PER_MINUTE)).toEqual([429, 429, 429, 429]);
  });

  it('counts failed logins across both replicas', async () => {
    const client = browser('10.0.0.3');
    const codes = [];
    for (let i = 0; i < 6; i += 1) {
      codes.push((await client.login(i, 'someone', 'wrong-password')).code);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('credits a payment once under 50 duplicate notifications spread over both', async () => {
    const me = browser('10.0.0.4');
    await me.login(0);
    const before = await me.call<{ usersInfo: { money: number } }>(1, 'GET', '/api/user/session');
    const order = await me.call<{ orderNo: string; price: number; amount: number }>(
      0,
      'POST',
      '/api/user/pay/online',
      { payOptionId: 5, payType: 'wechat' },
    );
    expect(order.code).toBe(200);
    // The provider delivers the same payment 50 times (retries), each signed afresh, to either
    // replica at once: the signature is the sandbox key both replicas read from the database.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const key = (
      await admin.query<{ value: string }>(`SELECT value FROM meta WHERE key = 'sandbox_pay_key'`)
    ).rows[0]?.value as string;
    await admin.end();
    const body = JSON.stringify({
      event: 'payment.succeeded',
      orderNo: order.data.orderNo,
      tradeNo: `T${order.data.orderNo}`,
      amount: order.data.price,
      paidAt: new Date().toISOString(),
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const signed = signSandboxNotification(key, body, Date.now());
        const response = await fetch(`${replicas[i % 2]}/api/pay/notify/sandbox`, {
          method: 'POST',
          headers: { ...signed.headers, 'x-forwarded-for': '10.0.1.4' },
          body: signed.body,
        });
        return response.status;
      }),
    );
    expect(answers).toEqual(Array(50).fill(200));
    const expected = before.data.usersInfo.money + order.data.amount;
    for (const replica of [0, 1]) {
      const after = await me.call<{ usersInfo: { money: number } }>(
        replica,
        'GET',
        '/api/user/session',
      );
      expect(after.data.usersInfo.money).toBe(expected);
    }
    const records = await me.call<{ total: number }>(1, 'GET', '/api/user/money/recharge');
    expect(records.data.total).toBe(1);
  });

  it('never overdraws under 100 concurrent upgrades spread over both', async () => {
    const me = browser('10.0.0.5');
    await me.login(1);
    const start = (
      await me.call<{ usersInfo: { money: number; levelId: number } }>(
        0,
        'GET',
        '/api/user/session',
      )
    ).data.usersInfo;
    const attempts = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        me.call(i, 'POST', '/api/user/level/upgrade', { levelId: i % 3 === 0 ? 3 : 2 }),
      ),
    );
    expect(attempts.every((r) => [200, 400, 403].includes(r.code))).toBe(true);
    const succeeded = attempts.filter((r) => r.code === 200).length;
    // 高级会员 sells a term, so buying it again is a renewal: how many succeed depends on the order
    // they land in. What may never happen is a balance below zero or a spend the ledger lacks.
    expect(succeeded).toBeGreaterThanOrEqual(1);
    const end = (
      await me.call<{ usersInfo: { money: number; levelId: number } }>(
        1,
        'GET',
        '/api/user/session',
      )
    ).data.usersInfo;
    const spent = await me.call<{
      list: { amount: number; balanceAfter: number }[];
      total: number;
    }>(0, 'GET', '/api/user/money/consume?size=100');
    expect(end.money).toBeGreaterThanOrEqual(0);
    expect([2, 3]).toContain(end.levelId);
    expect(spent.data.total).toBe(succeeded);
    expect(start.money - end.money).toBe(spent.data.list.reduce((sum, r) => sum + r.amount, 0));
    // Each record's balance is the balance right after that spend (records are newest first).
    expect(spent.data.list[0]?.balanceAfter).toBe(end.money);
  });
});
