import type { AppContext } from '../context.js';
import type { User } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { yuan } from '../lib/money.js';
import { appendLedger } from '../repositories/ledger.js';
import * as users from '../repositories/users.js';

// Spending from the balance. Recharge orders and payments live in services/payments.ts.

/**
 * Spends the target level's price and raises the level in one write transaction, with its
 * ledger row. The level and balance are re-read inside it, so concurrent upgrades neither
 * overdraw nor pay twice.
 */
export async function upgradeLevel(ctx: AppContext, user: User, levelId: number) {
  const target = await users.findLevel(ctx.db, levelId);
  if (!target || target.disabled) throw notFound('会员等级不存在');
  return writeTransaction(ctx.db, async (trx) => {
    const fresh = await users.findUserById(trx, user.id);
    const current = fresh ? await users.findLevel(trx, fresh.level_id) : undefined;
    if (!fresh || !current) throw notFound('会员不存在');
    if (target.sort <= current.sort) {
      throw badRequest(`目标等级必须高于当前等级（当前为${current.name}）`);
    }
    if (fresh.money < target.price) {
      throw forbidden(
        `余额不足：升级到${target.name}需要${yuan(target.price)}，当前余额${yuan(fresh.money)}，请先充值`,
      );
    }
    let balanceAfter = fresh.money;
    if (target.price > 0) {
      const after = await appendLedger(trx, {
        userId: fresh.id,
        amount: -target.price,
        reason: 'levelUpgrade',
        reference: `level:${target.id}`,
        description: `升级会员等级：${current.name} → ${target.name}`,
        at: ctx.config.now(),
      });
      if (after === null) throw forbidden('余额不足，请先充值');
      balanceAfter = after;
    }
    await users.setLevel(trx, fresh.id, target.id);
    return { user: { ...fresh, money: balanceAfter, level_id: target.id }, level: target };
  });
}
