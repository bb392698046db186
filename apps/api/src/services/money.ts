import { randomInt } from 'node:crypto';
import type { AppContext } from '../context.js';
import type { PayType, User } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { yuan } from '../lib/money.js';
import * as money from '../repositories/money.js';
import * as users from '../repositories/users.js';

function orderNumber(now: number): string {
  // R + China-time yyyyMMddHHmmss + 6 random digits, e.g. R20250301120000123456.
  const stamp = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export async function createOrder(
  ctx: AppContext,
  user: User,
  payOptionId: number,
  payType: PayType,
) {
  const option = await money.findPayOption(ctx.db, payOptionId);
  if (!option) throw notFound('充值选项不存在，请刷新后重新选择');
  return money.insertOrder(ctx.db, {
    orderNo: orderNumber(ctx.config.now()),
    userId: user.id,
    payOptionId: option.id,
    payType,
    price: option.price,
    amount: option.amount,
    at: ctx.config.now(),
  });
}

/**
 * Marks the member's order paid and credits the balance, both in one transaction. The status
 * change is conditional (pending → paid), so repeating the call, even concurrently, credits once.
 */
export async function completeOrder(ctx: AppContext, user: User, orderNo: string) {
  return writeTransaction(ctx.db, async (trx) => {
    const order = await money.findUserOrder(trx, user.id, orderNo);
    if (!order) throw notFound('订单不存在');
    const now = ctx.config.now();
    if (await money.markOrderPaid(trx, order.id, now)) {
      await money.creditBalance(trx, user.id, order.amount);
    }
    const paid = await money.findUserOrder(trx, user.id, orderNo);
    const fresh = await users.findUserById(trx, user.id);
    if (!paid || !fresh) throw notFound('订单不存在');
    return { order: paid, money: fresh.money };
  });
}

/**
 * Spends the target level's price and raises the level in one write transaction. The level and
 * balance are re-read inside it, so concurrent upgrades neither overdraw nor pay twice.
 */
export async function upgradeLevel(ctx: AppContext, user: User, levelId: number) {
  const target = await users.findLevel(ctx.db, levelId);
  if (!target) throw notFound('会员等级不存在');
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
    const result = await trx
      .updateTable('users')
      .set((eb) => ({ money: eb('money', '-', target.price), level_id: target.id }))
      .where('id', '=', fresh.id)
      .where('money', '>=', target.price)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw forbidden('余额不足，请先充值');
    const balanceAfter = fresh.money - target.price;
    if (target.price > 0) {
      await money.insertConsumeRecord(trx, {
        userId: fresh.id,
        amount: target.price,
        balanceAfter,
        type: 'levelUpgrade',
        description: `升级会员等级：${current.name} → ${target.name}`,
        at: ctx.config.now(),
      });
    }
    return { user: { ...fresh, money: balanceAfter, level_id: target.id }, level: target };
  });
}
