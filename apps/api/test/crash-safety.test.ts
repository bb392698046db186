import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Libsql from 'libsql';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../src/services/sms-provider.js';
import { cookieSession, startServerProcess } from './support/server-process.js';

// The server killed with SIGKILL in the middle of a burst of concurrent money writes (recharges,
// upgrades): after a restart on the same files the database is intact and every member's
// balance equals what their records say (paid orders, the ledger) — a write either happened
// whole or not at all.

const dataDir = mkdtempSync(join(tmpdir(), 'dongman-crash-'));
const children: ChildProcess[] = [];

function startServer() {
  return startServerProcess(
    {
      DATA_DIR: dataDir,
      SEED_DOCUMENTS: '20',
      RATE_LIMIT_PER_MINUTE: '100000',
      CAPTCHA_PER_MINUTE: '100000',
      REGISTER_PER_HOUR: '100000',
    },
    children,
  );
}

/** A cookie-keeping member of one server. */
function member(base: string) {
  const { request } = cookieSession();
  return <T>(method: string, path: string, body?: unknown) => request<T>(base + path, method, body);
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('crash safety', () => {
  it('keeps the database intact and balances equal to their records after SIGKILL', async () => {
    const first = await startServer();
    const names = Array.from({ length: 6 }, (_, i) => `crash_${i}`);
    const members = await Promise.all(
      names.map(async (name, i) => {
        const call = member(first.base);
        await call('GET', '/api/notice');
        await call('GET', '/api/captcha/user');
        const body = { name, password: 'secret123', captchaCode: 'TEST' };
        const phone = `1391234567${i}`; // one account per phone number
        await call('POST', '/api/register/code', { phone, captchaCode: 'TEST' });
        const sms = await readOutbox(join(dataDir, 'sms-outbox.jsonl'));
        const registered = await call('POST', '/api/register', {
          ...body,
          confirmPassword: 'secret123',
          phone,
          smsCode: sms.find((m) => m.phone === phone)?.code,
        });
        expect(registered.code).toBe(200);
        await call('GET', '/api/captcha/user');
        expect((await call('POST', '/api/login', { ...body, role: 'user' })).code).toBe(200);
        return call;
      }),
    );

    // The sandbox cashier's "pay" button (a form post): records the payment and notifies.
    const payAtCashier = (orderNo: string) =>
      fetch(`${first.base}/pay/sandbox/${orderNo}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'result=pay',
      }).then((response) => response.text());

    // Each member recharges and upgrades in a loop until the server dies under them.
    let completed = 0;
    const burst = members.map(async (call, i) => {
      for (let round = 0; ; round += 1) {
        const order = await call<{ orderNo: string }>('POST', '/api/user/pay/online', {
          payOptionId: 1 + ((i + round) % 5),
          payType: 'alipay',
        });
        await Promise.all([
          payAtCashier(order.data.orderNo),
          call('POST', '/api/user/pay/completed', { orderNo: order.data.orderNo }),
          call('POST', '/api/user/level/upgrade', { levelId: 2 + (round % 2) }),
        ]);
        completed += 3;
      }
    });
    const settled = Promise.allSettled(burst);
    const ended = settled.then(() => true);
    // Kill once the burst is well under way (a burst that stopped early fails below).
    while (completed < 60 && !(await Promise.race([ended, sleep(10).then(() => false)]))) {
      // waiting
    }
    expect(completed).toBeGreaterThanOrEqual(60); // the burst was running, not broken
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await exited;
    const outcomes = await settled;
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true); // cut off mid-burst

    const second = await startServer();
    expect((await member(second.base)('GET', '/api/notice')).code).toBe(200);

    const raw = new Libsql(join(dataDir, 'site.db'));
    try {
      expect(raw.prepare('PRAGMA integrity_check').pluck().all([])).toEqual(['ok']);
      expect(raw.prepare('PRAGMA foreign_key_check').all([])).toEqual([]);
      const rows = raw
        .prepare(
          `SELECT u.name, u.money,
             (SELECT COALESCE(SUM(amount), 0) FROM recharge_orders r
               WHERE r.user_id = u.id AND r.status = 'paid') AS recharged,
             (SELECT COALESCE(-SUM(amount), 0) FROM ledger l
               WHERE l.user_id = u.id AND l.amount < 0) AS consumed,
             (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.user_id = u.id) AS ledger_sum,
             (SELECT COUNT(*) FROM recharge_orders r
               WHERE r.user_id = u.id AND r.status = 'paid') AS paid_orders
           FROM users u WHERE u.name LIKE 'crash_%' ORDER BY u.name`,
        )
        .all([]) as {
        name: string;
        money: number;
        recharged: number;
        consumed: number;
        ledger_sum: number;
        paid_orders: number;
      }[];
      expect(rows.map((r) => r.name)).toEqual(names);
      for (const row of rows) {
        expect(row.money, row.name).toBe(row.recharged - row.consumed);
        expect(row.money, row.name).toBe(row.ledger_sum);
      }
      // The burst really wrote money before the kill.
      expect(rows.reduce((sum, r) => sum + r.paid_orders, 0)).toBeGreaterThan(0);
    } finally {
      raw.close();
      second.child.kill('SIGTERM');
    }
  }, 120_000);
});
