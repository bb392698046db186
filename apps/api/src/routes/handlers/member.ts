import type { AppContext } from '../../context.js';
import type { PayType } from '../../db/schema.js';
import { ok } from '../../lib/errors.js';
import { pageWindow, toPage, type PageQuery } from '../../lib/paging.js';
import { dayRange } from '../../lib/time.js';
import * as moneyRepo from '../../repositories/money.js';
import { listLevels } from '../../repositories/users.js';
import { checkDownload } from '../../services/downloads.js';
import { consumeRecord, levelInfo, rechargeOrder, userInfo } from '../../services/mappers.js';
import * as money from '../../services/money.js';
import { levelOf, member, type Handlers } from './common.js';

type RecordQuery = PageQuery & { startDate?: string; endDate?: string };

export function memberHandlers(ctx: AppContext): Handlers {
  return {
    async listLevels() {
      return ok((await listLevels(ctx.db)).map(levelInfo));
    },

    async upgradeLevel(request) {
      const { levelId } = request.body as { levelId: number };
      const { user, level } = await money.upgradeLevel(ctx, member(request), levelId);
      return ok(userInfo(user, level), `升级成功，您已成为${level.name}`);
    },

    async checkDownload(request) {
      const { key } = request.params as { key: string };
      const user = member(request);
      const result = await checkDownload(ctx, user, await levelOf(ctx, user), key);
      return ok(result, result.allowed ? '可以下载' : (result.reason ?? '暂无下载权限'));
    },
  };
}

export function moneyHandlers(ctx: AppContext): Handlers {
  return {
    async listPayOptions() {
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

    async createRechargeOrder(request) {
      const { payOptionId, payType } = request.body as { payOptionId: number; payType: PayType };
      const order = await money.createOrder(ctx, member(request), payOptionId, payType);
      return ok(rechargeOrder(order), '订单已创建，请完成支付');
    },

    async completeRechargeOrder(request) {
      const { orderNo } = request.body as { orderNo: string };
      const result = await money.completeOrder(ctx, member(request), orderNo);
      return ok({ order: rechargeOrder(result.order), money: result.money }, '充值成功');
    },

    async listRechargeRecords(request) {
      const query = request.query as RecordQuery;
      const window = pageWindow(query);
      const { rows, total } = await moneyRepo.pageOrders(
        ctx.db,
        member(request).id,
        dayRange(query.startDate, query.endDate),
        window,
      );
      return ok(toPage(rows.map(rechargeOrder), total, window));
    },

    async listConsumeRecords(request) {
      const query = request.query as RecordQuery;
      const window = pageWindow(query);
      const { rows, total } = await moneyRepo.pageConsumeRecords(
        ctx.db,
        member(request).id,
        dayRange(query.startDate, query.endDate),
        window,
      );
      return ok(toPage(rows.map(consumeRecord), total, window));
    },
  };
}
