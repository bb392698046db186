import type { AppContext } from '../context.js';
import { writeTransaction } from '../db/transaction.js';
import { tooMany } from '../lib/errors.js';
import * as sessions from '../repositories/sessions.js';

// The console's sign-in budget, apart from the member login and from registration
// (docs/adr/0020-console-sign-in-and-second-factor.md). There are few staff names and they are
// easy to guess, so nothing here may lock the right person out:
// - per staff name (any address): after a few failures, a growing delay between attempts;
// - per address (any names): only failures count; after many, a growing delay too.
// Neither ever refuses for longer than the delay cap, so the owner with the right password and a
// right captcha gets in after at most that wait, whatever an attacker sent before.
// Like the member budget, the attempt is reserved before the password is checked (concurrent
// attempts queue on the write lock) and given back when it was not a failure.

export const STAFF_BUDGET_MESSAGES = {
  slowDown: (seconds: number) => `登录失败次数较多，请${seconds}秒后再试`,
};

export interface StaffAttemptKeys {
  account: string;
  address: string;
}

export function staffAttemptKeys(name: string, address: string): StaffAttemptKeys {
  return {
    account: `staff-account:${name.toLowerCase()}`,
    address: `staff-address:${address}`,
  };
}

/** Wait after `failures` recent failures when the first `free` cost nothing: 1 s, 2 s, 4 s … capped. */
export function staffDelayMs(failures: number, free: number, maxDelayMs: number): number {
  if (failures < free) return 0;
  return Math.min(maxDelayMs, 1000 * 2 ** Math.min(30, failures - free));
}

/** Reserves one attempt on both counters, or answers 429 with the wait (reserving nothing). */
export async function reserveStaffAttempt(ctx: AppContext, keys: StaffAttemptKeys): Promise<void> {
  const limits = ctx.config.staffSecurity.loginLimits;
  const now = ctx.config.now();
  await writeTransaction(ctx.db, async (trx) => {
    const live = await sessions.liveLoginCounters(trx, Object.values(keys), now - limits.windowMs);
    const waitFor = (key: string, free: number) => {
      const counter = live.get(key);
      if (!counter) return 0;
      return counter.lastAt + staffDelayMs(counter.count, free, limits.maxDelayMs) - now;
    };
    const wait = Math.max(
      waitFor(keys.account, limits.accountSlowdownAfter),
      waitFor(keys.address, limits.addressSlowdownAfter),
    );
    if (wait > 0) throw tooMany(STAFF_BUDGET_MESSAGES.slowDown(Math.ceil(wait / 1000)));
    for (const key of Object.values(keys))
      await sessions.countLoginAttempt(trx, key, now, limits.windowMs);
  });
}

/** Not a password guess (wrong captcha, or the code step asked for): give the attempt back. */
export async function returnStaffAttempt(ctx: AppContext, keys: StaffAttemptKeys): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    for (const key of Object.values(keys)) await sessions.returnLoginAttempt(trx, key);
  });
}

/** The right password and code: the name starts over; the address keeps only others' failures. */
export async function acceptStaffAttempt(ctx: AppContext, keys: StaffAttemptKeys): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    await sessions.clearFailures(trx, keys.account);
    await sessions.returnLoginAttempt(trx, keys.address);
  });
}
