import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound, ok } from '../../lib/errors.js';
import * as ledger from '../../repositories/ledger.js';
import * as moneyRepo from '../../repositories/orders.js';
import { listOfferedLevels } from '../../repositories/users.js';
import { chinaDay, checkDownload } from '../../services/downloads.js';
import { userInfo } from '../../services/member-mappers.js';
import { levelInfo } from '../../services/level-mappers.js';
import { consumeRecord } from '../../services/ledger-mappers.js';
import { rechargeRecord } from '../../services/order-mappers.js';
import { rechargeOrder } from '../../services/order-mappers.js';
import * as money from '../../services/level-upgrade.js';
import * as payments from '../../services/payments.js';
import { bellReminders, markRead } from '../../services/notice-bell.js';
import { levelOf, member, memberHistory, type Handlers } from './common.js';

export function memberHandlers(ctx: AppContext): Handlers {
  return {
    async listLevels() {
      return ok((await listOfferedLevels(ctx.db)).map(levelInfo));
    },

    async listMemberReminders(request) {
      return ok(await bellReminders(ctx, member(request)));
    },

    async markNoticesRead(request) {
      const state = await markRead(ctx, member(request), request.body);
      return ok(state, state.unread === 0 ? '通知已全部标为已读' : '已标为已读');
    },

    async upgradeLevel(request) {
      const { levelId } = request.body;
      const { user, level, renewed } = await money.upgradeLevel(ctx, member(request), levelId);
      const until =
        user.level_expire_time === null ? '' : `，有效期至${chinaDay(user.level_expire_time)}`;
      return ok(
        userInfo(user, level),
        renewed ? `续费成功${until}` : `升级成功，您已成为${level.name}${until}`,
      );
    },

    async checkDownload(request) {
      const { key } = request.params;
      const user = member(request);
      const result = await checkDownload(ctx, user, await levelOf(ctx, user), key);
      return ok(result, result.allowed ? '可以下载' : (result.reason ?? '暂无下载权限'));
    },
  };
}

/** An order and the member's balance after it; the message says whether it ended up paid. */
function orderAnswer(
  result: Awaited<ReturnType<typeof payments.getOrder>>,
  messages?: { paid: string; unpaid: string },
) {
  const paid = result.order.status === 'paid';
  return ok(
    { order: rechargeOrder(result.order), money: result.money },
    messages && (paid ? messages.paid : messages.unpaid),
  );
}

export function moneyHandlers(ctx: AppContext): Handlers {
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  return {
    async listPayOptions() {
      if (!payments.rechargeAvailable(ctx)) return ok([], '充值暂未开放：尚未配置支付渠道');
      const options = await moneyRepo.listPayOptions(ctx.db);
      return ok(
        options.map((o) => ({
          id: o.id,
          name: o.name,
          amount: o.amount,
          price: o.price,
          recommended: o.recommended === 1,
        })),
      );
    },

    async listPayMethods() {
      const methods = payments.payMethods(ctx);
      return ok(methods, methods.length > 0 ? '操作成功' : '充值暂未开放：尚未配置支付渠道');
    },

    async createRechargeOrder(request) {
      const body = request.body;
      const order = await payments.createOrder(ctx, member(request), {
        payOptionId: body.payOptionId,
        payType: body.payType,
        device: body.device ?? 'desktop',
        clientIp: request.ip,
        origin: origin(request),
      });
      return ok(rechargeOrder(order), '订单已创建，请完成支付');
    },

    async completeRechargeOrder(request) {
      const { orderNo } = request.body;
      const result = await payments.completeOrder(ctx, member(request), orderNo, request.log);
      return orderAnswer(result, {
        paid: '充值成功',
        unpaid: '支付渠道尚未确认收款，余额未变。如已付款，请稍后再查',
      });
    },

    async getRechargeOrder(request) {
      const { orderNo } = request.params;
      return orderAnswer(await payments.getOrder(ctx, member(request), orderNo, request.log));
    },

    async cancelRechargeOrder(request) {
      const { orderNo } = request.body;
      const result = await payments.cancelOrder(ctx, member(request), orderNo, request.log);
      return orderAnswer(result, {
        paid: '订单在取消前已支付，已为您充值到账',
        unpaid: '订单已取消',
      });
    },

    async listRechargeOrders(request) {
      // Orders left unpaid too long are closed before the list is read.
      await payments.closeExpiredOrders(ctx, request.log, member(request).id);
      return ok(await memberHistory(ctx, request, moneyRepo.pageOrders, rechargeOrder));
    },

    async listRechargeRecords(request) {
      return ok(await memberHistory(ctx, request, ledger.pageRechargeCredits, rechargeRecord));
    },

    async listConsumeRecords(request) {
      return ok(await memberHistory(ctx, request, ledger.pageDebits, consumeRecord));
    },

    async handlePaymentNotification(request, reply) {
      const { provider } = request.params;
      const answer = await payments.handleNotification(
        ctx,
        provider,
        {
          headers: request.headers,
          rawBody: request.rawBody ?? '',
          body: request.body ?? {},
        },
        request.log,
      );
      if (!answer) throw notFound('该支付渠道未启用');
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    },
  };
}
