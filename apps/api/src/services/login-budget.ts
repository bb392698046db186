import type { AppContext } from '../context.js';
import { writeTransaction } from '../db/transaction.js';
import { tooMany } from '../lib/errors.js';
import * as sessions from '../repositories/sessions.js';

// Login attempts are reserved BEFORE the password is checked, in one write transaction, so
// concurrent attempts cannot all pass a check that was read before any of them was counted.
// Three counters (see docs/adr/0008-login-attempt-budget.md):
// - account + address: a hard budget; one address cannot keep guessing one account;
// - address: a large hard budget against one address spraying many accounts (large, so a school
//   or office behind one NAT is not locked out by a few people);
// - account (any address): never a lock, a progressive delay between attempts, so the owner can
//   still log in from elsewhere while a distributed guesser gets at most one guess per delay.

export const BUDGET_MESSAGES = {
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
  slowDown: (seconds: number) => `该账号登录失败次数较多，请${seconds}秒后再试`,
};

export interface AttemptKeys {
  pair: string;
  address: string;
  account: string;
}

export function attemptKeys(name: string, address: string): AttemptKeys {
  const account = name.toLowerCase();
  return {
    pair: `pair:${account}|${address}`,
    address: `address:${address}`,
    account: `account:${account}`,
  };
}

/** Wait before the next attempt on an account that has `failures` recent failures. */
export function slowdownMs(ctx: AppContext, failures: number): number {
  const { slowdownAfter, maxDelayMs } = ctx.config.loginLimits;
  if (failures < slowdownAfter) return 0;
  return Math.min(maxDelayMs, 1000 * 2 ** (failures - slowdownAfter));
}

/** Reserves one attempt on every counter, or refuses with 429 without reserving any. */
export async function reserveAttempt(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  const { perAccountAddress, perAddress, windowMs } = ctx.config.loginLimits;
  const now = ctx.config.now();
  await writeTransaction(ctx.db, async (trx) => {
    const live = await sessions.liveLoginCounters(trx, Object.values(keys), now - windowMs);
    if ((live.get(keys.pair)?.count ?? 0) >= perAccountAddress)
      throw tooMany(BUDGET_MESSAGES.tooManyFailures);
    if ((live.get(keys.address)?.count ?? 0) >= perAddress)
      throw tooMany(BUDGET_MESSAGES.tooManyFailures);
    const account = live.get(keys.account);
    const wait = account ? account.lastAt + slowdownMs(ctx, account.count) - now : 0;
    if (wait > 0) throw tooMany(BUDGET_MESSAGES.slowDown(Math.ceil(wait / 1000)));
    for (const key of Object.values(keys))
      await sessions.countLoginAttempt(trx, key, now, windowMs);
  });
}

/**
 * Reserves an attempt, then runs `check` (the captcha): when it fails the attempt is given back,
 * since it was not a password guess.
 */
export async function reserveAttemptThen(
  ctx: AppContext,
  keys: AttemptKeys,
  check: () => Promise<void>,
): Promise<void> {
  await reserveAttempt(ctx, keys);
  try {
    await check();
  } catch (error) {
    await returnAttempt(ctx, keys);
    throw error;
  }
}

/** The attempt was not a password guess (the captcha failed first): give it back. */
export async function returnAttempt(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    for (const key of Object.values(keys)) await sessions.returnLoginAttempt(trx, key);
  });
}

/** The right password: the account's counters start over; the address keeps the others'. */
export async function acceptAttempt(ctx: AppContext, keys: AttemptKeys): Promise<void> {
  await writeTransaction(ctx.db, async (trx) => {
    await sessions.clearFailures(trx, keys.pair);
    await sessions.clearFailures(trx, keys.account);
    await sessions.returnLoginAttempt(trx, keys.address);
  });
}
