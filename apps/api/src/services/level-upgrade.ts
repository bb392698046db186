import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { yuan } from '../lib/money.js';
import { appendLedger } from '../repositories/ledger.js';
import * as users from '../repositories/users.js';
import { chinaDay } from './downloads.js';
import { membershipOf, termEnd } from './membership.js';

// Spending from the balance. Recharge orders and payments live in services/payments.ts.

/**
 * Buys a term of a level from the balance — an upgrade to a higher level, or a renewal (续费) of
 * the member's own level, which adds a term to what is left — in one write transaction with its
 * ledger row. The member, level and balance are re-read inside it, so concurrent purchases
 * neither overdraw nor pay twice.
 */
export async function upgradeLevel(ctx: AppContext, user: User, levelId: number) {
  const target = await users.findLevel(ctx.db, levelId);
  if (!target || target.disabled) throw notFound('会员等级不存在');
  return writeTransaction(ctx.db, async (trx) => {
    const now = ctx.config.now();
    const fresh = await users.findUserById(trx, user.id);
    if (!fresh) throw notFound('会员不存在');
    const { level: current } = await membershipOf(trx, fresh, now);
    const renewing = fresh.level_id === target.id && target.term_days !== null;
    if (current.id === target.id && target.term_days === null && target.price > 0) {
      throw badRequest(`您的${target.name}永久有效，无需续费`);
    }
    if (!renewing && target.sort <= current.sort) {
      throw badRequest(`目标等级必须高于当前等级（当前为${current.name}）`);
    }
    const verb = renewing ? '续费' : '升级到';
    if (fresh.money < target.price) {
      throw forbidden(
        `余额不足：${verb}${target.name}需要${yuan(target.price)}，当前余额${yuan(fresh.money)}，请先充值`,
      );
    }
    const expireTime = termEnd(target, fresh, now);
    const until = expireTime === null ? '（永久）' : `（有效期至${chinaDay(expireTime)}）`;
    let balanceAfter = fresh.money;
    if (target.price > 0) {
      const after = await appendLedger(trx, {
        userId: fresh.id,
        amount: -target.price,
        reason: 'levelUpgrade',
        reference: `level:${target.id}`,
        description: renewing
          ? `续费会员等级：${target.name}${until}`
          : `升级会员等级：${current.name} → ${target.name}${until}`,
        at: now,
      });
      if (after === null) throw forbidden('余额不足，请先充值');
      balanceAfter = after;
    }
    await users.setLevel(trx, fresh.id, target.id, expireTime);
    return {
      user: { ...fresh, money: balanceAfter, level_id: target.id, level_expire_time: expireTime },
      level: target,
      renewed: renewing,
    };
  });
}
