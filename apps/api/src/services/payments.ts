import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { PayType, RechargeOrder, User } from '../db/schema.js';
import { writeTransaction } from '../db/transaction.js';
import { ApiError, conflict, forbidden, found, notFound } from '../lib/errors.js';
import { yuan } from '../lib/money.js';
import {
  NotificationRejected,
  OrderAlreadyPaid,
  withDeadline,
  type ConfirmedPayment,
  type NotificationRequest,
  type PaymentProvider,
  type ProviderAnswer,
} from '../payments/types.js';
import { appendLedger } from '../repositories/ledger.js';
import * as money from '../repositories/orders.js';
import { findUserById } from '../repositories/users.js';
import { applyRefundNotice } from './refunds.js';

// Recharge orders and their payments. The one way money enters a balance is settlePayment(),
// reached only from a verified provider notification or the provider's own answer to a query;
// nothing a member sends can call it with a payment of their choosing.

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const PAY_TYPES: readonly PayType[] = ['wechat', 'alipay'];

function orderNumber(now: number): string {
  // R + China-time yyyyMMddHHmmss + 6 random digits, e.g. R20250301120000123456.
  const stamp = new Date(now + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `R${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

/** Pay types someone can pay with right now, and who takes them. */
export function payMethods(ctx: AppContext) {
  return PAY_TYPES.flatMap((payType) => {
    const provider = ctx.payments.forPayType(payType);
    return provider ? [{ payType, provider: provider.name, sandbox: provider.sandbox }] : [];
  });
}

export function rechargeAvailable(ctx: AppContext): boolean {
  return ctx.payments.all.length > 0;
}

function providerOf(ctx: AppContext, order: RechargeOrder): PaymentProvider {
  const provider = ctx.payments.byName(order.provider);
  if (!provider) throw conflict('该订单的支付渠道已停用，请联系客服处理');
  return provider;
}

/** A provider call bounded by PAYMENT_TIMEOUT_MS (never made inside a database transaction). */
function bounded<T>(
  ctx: AppContext,
  provider: PaymentProvider,
  what: string,
  call: (provider: PaymentProvider) => Promise<T>,
): Promise<T> {
  return withDeadline(call(provider), ctx.config.payments.timeoutMs, `${provider.name} ${what}`);
}

export interface NewOrderInput {
  payOptionId: number;
  payType: PayType;
  device: 'desktop' | 'mobile';
  clientIp: string;
  /** This site's origin as the member reached it (cashier and return links). */
  origin: string;
}

export async function createOrder(ctx: AppContext, user: User, input: NewOrderInput) {
  const provider = ctx.payments.forPayType(input.payType);
  if (!provider) {
    throw forbidden(
      rechargeAvailable(ctx)
        ? '该支付方式暂未开通，请选择其他支付方式'
        : '充值暂未开放：尚未配置支付渠道',
    );
  }
  const option = await money.findPayOption(ctx.db, input.payOptionId);
  if (!option || option.disabled) throw notFound('充值选项不存在，请刷新后重新选择');
  const now = ctx.config.now();
  const order = await money.insertOrder(ctx.db, {
    orderNo: orderNumber(now),
    userId: user.id,
    payOptionId: option.id,
    payType: input.payType,
    provider: provider.name,
    price: option.price,
    amount: option.amount,
    at: now,
    expireAt: now + ctx.config.payments.orderTtlMs,
  });
  let created;
  try {
    created = await bounded(ctx, provider, 'create', (p) =>
      p.createPayment({
        orderNo: order.order_no,
        description: `动漫素材会员站充值 ${yuan(option.price)}`,
        amount: option.price,
        payType: input.payType,
        device: input.device,
        clientIp: input.clientIp,
        expireAt: order.expire_time,
        origin: ctx.config.payments.publicUrl ?? input.origin,
      }),
    );
  } catch (error) {
    await money.markOrderClosed(ctx.db, order.id, ctx.config.now());
    throw new ApiError(409, '支付渠道暂时无法下单，请稍后再试或换一种支付方式', { cause: error });
  }
  await money.setPayUrl(ctx.db, order.id, created.payUrl, created.payMode);
  return { ...order, pay_url: created.payUrl, pay_mode: created.payMode };
}

/**
 * Credits a payment the provider confirmed, once: the order flips pending|closed → paid and the
 * ledger row and balance change land in the same transaction. Answers whether this call credited.
 * A payment that does not match our order (unknown order, other provider, other amount) changes
 * nothing and throws NotificationRejected.
 */
export async function settlePayment(
  ctx: AppContext,
  provider: PaymentProvider,
  payment: ConfirmedPayment,
): Promise<{ credited: boolean; late: boolean }> {
  const settled = await writeTransaction(ctx.db, async (trx) => {
    const order = await money.findOrder(trx, payment.orderNo);
    if (!order) throw new NotificationRejected(`unknown order ${payment.orderNo}`);
    if (order.provider !== provider.name)
      throw new NotificationRejected(`order ${order.order_no} belongs to ${order.provider}`);
    if (payment.amount !== order.price) {
      throw new NotificationRejected(
        `amount ${payment.amount} does not match order ${order.order_no} (${order.price})`,
      );
    }
    if (order.status === 'paid' || order.status === 'refunded') {
      if (order.provider_trade_no !== payment.tradeNo)
        throw new NotificationRejected(`order ${order.order_no} was paid by another transaction`);
      return { credited: false, late: order.late_payment === 1 };
    }
    const late = order.status === 'closed';
    const paid = await money.markOrderPaid(trx, order.id, {
      tradeNo: payment.tradeNo,
      paidAmount: payment.amount,
      at: Number.isFinite(payment.paidAt) ? payment.paidAt : ctx.config.now(),
    });
    if (!paid) return { credited: false, late };
    await appendLedger(trx, {
      userId: order.user_id,
      amount: order.amount,
      reason: 'recharge',
      reference: order.order_no,
      description: `充值：支付${yuan(order.price)}，到账${yuan(order.amount)}`,
      at: ctx.config.now(),
    });
    return { credited: true, late };
  });
  if (settled.credited) ctx.metrics?.paymentCredited(provider.name, settled.late);
  return settled;
}

/** POST /api/pay/notify/{provider}: verify, settle, answer in the provider's own format. */
export async function handleNotification(
  ctx: AppContext,
  providerName: string,
  request: NotificationRequest,
  log: Log,
): Promise<ProviderAnswer | null> {
  const provider = ctx.payments.byName(providerName);
  if (!provider) return null;
  try {
    const notification = await provider.parseNotification(request);
    if (notification.kind === 'ignored') {
      log.info(
        { provider: provider.name, reason: notification.reason },
        'payment notification ignored',
      );
      return provider.answer(true, '成功');
    }
    if (notification.kind === 'refund') {
      const refund = await applyRefundNotice(ctx, provider, notification.refund, log);
      log.info(
        { provider: provider.name, refundNo: refund.refund_no, state: refund.status },
        'refund notification settled',
      );
      return provider.answer(true, '成功');
    }
    const result = await settlePayment(ctx, provider, notification.payment);
    if (result.credited && result.late) {
      log.warn(
        { provider: provider.name, orderNo: notification.payment.orderNo },
        'payment arrived after the order closed: credited and flagged for an operator',
      );
    }
    return provider.answer(true, '成功');
  } catch (error) {
    if (error instanceof NotificationRejected) {
      log.warn(
        { provider: provider.name, reason: error.message },
        'payment notification refused: nothing changed',
      );
      return provider.answer(false, '通知校验失败');
    }
    log.error({ err: error, provider: provider.name }, 'payment notification failed');
    return provider.answer(false, '处理失败，请稍后重试');
  }
}

/** Asks the provider about the order and credits a confirmed payment. */
async function askProvider(ctx: AppContext, order: RechargeOrder, log: Log): Promise<void> {
  const provider = providerOf(ctx, order);
  const state = await bounded(ctx, provider, 'query', (p) => p.queryOrder(order.order_no));
  if (state.state !== 'paid') return;
  try {
    await settlePayment(ctx, provider, state.payment);
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    log.warn({ orderNo: order.order_no, reason: error.message }, 'provider query answer refused');
  }
}

/**
 * Closes a pending order at the provider, then here. If the provider says it was paid meanwhile,
 * the payment is credited instead. A provider that cannot be reached does not keep the order
 * open: a payment that still arrives later is honoured as a late payment.
 */
async function closeOrder(ctx: AppContext, order: RechargeOrder, log: Log): Promise<void> {
  const provider = providerOf(ctx, order);
  try {
    await bounded(ctx, provider, 'close', (p) => p.closeOrder(order.order_no));
  } catch (error) {
    if (error instanceof OrderAlreadyPaid) {
      await askProvider(ctx, order, log);
      return;
    }
    log.warn({ err: error, orderNo: order.order_no }, 'provider could not close the order');
  }
  await money.markOrderClosed(ctx.db, order.id, ctx.config.now());
}

/** Closes this member's (or everyone's) pending orders whose time is up. */
export async function closeExpiredOrders(ctx: AppContext, log: Log, userId?: number) {
  const due = await money.findExpiredOrders(ctx.db, ctx.config.now(), userId);
  for (const order of due) {
    try {
      await askProvider(ctx, order, log);
      const fresh = await money.findOrder(ctx.db, order.order_no);
      if (fresh?.status === 'pending') await closeOrder(ctx, fresh, log);
    } catch (error) {
      log.warn({ err: error, orderNo: order.order_no }, 'could not close an expired order');
    }
  }
  return due.length;
}

async function memberOrder(ctx: AppContext, user: User, orderNo: string) {
  return found(await money.findUserOrder(ctx.db, user.id, orderNo), '订单不存在');
}

async function withBalance(ctx: AppContext, user: User, orderNo: string) {
  const [order, fresh] = await Promise.all([
    memberOrder(ctx, user, orderNo),
    findUserById(ctx.db, user.id),
  ]);
  return { order, money: fresh?.money ?? 0 };
}

/** The order as we know it (an expired one is closed first), with the balance. */
export async function getOrder(ctx: AppContext, user: User, orderNo: string, log: Log) {
  const order = await memberOrder(ctx, user, orderNo);
  if (order.status === 'pending' && order.expire_time <= ctx.config.now()) {
    await closeExpiredOrders(ctx, log, user.id);
  }
  return withBalance(ctx, user, orderNo);
}

/**
 * pay/completed: never credits on the member's word. Asks the provider (query API) and credits
 * only what it confirms; answers the order's current state.
 */
export async function completeOrder(ctx: AppContext, user: User, orderNo: string, log: Log) {
  const order = await memberOrder(ctx, user, orderNo);
  if (order.status === 'pending' || order.status === 'closed') {
    try {
      await askProvider(ctx, order, log);
    } catch (error) {
      log.warn({ err: error, orderNo }, 'provider query failed');
      throw conflict('暂时无法向支付渠道查询该订单，请稍后再试');
    }
  }
  return getOrder(ctx, user, orderNo, log);
}

/** The member gives up a pending order (resume is simply showing it again while pending). */
export async function cancelOrder(ctx: AppContext, user: User, orderNo: string, log: Log) {
  const order = await memberOrder(ctx, user, orderNo);
  if (order.status !== 'pending') {
    throw conflict(order.status === 'paid' ? '订单已支付，无法取消' : '订单已关闭，无需取消');
  }
  await closeOrder(ctx, order, log);
  return withBalance(ctx, user, orderNo);
}
