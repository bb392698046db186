import type { AppContext } from '../../../context.js';
import { badRequest, found, ok } from '../../../lib/errors.js';
import * as site from '../../../repositories/site-settings.js';
import { findPayOption } from '../../../repositories/orders.js';
import { findLevel, lowestLevel } from '../../../repositories/users.js';
import { audited, withAudit } from '../../../services/audit.js';
import { adminPayOption } from '../../../services/site-mappers.js';
import { adminLevel } from '../../../services/level-mappers.js';
import type { BodyOf, Handlers } from '../common.js';

type LevelBody = BodyOf<'adminCreateLevel' | 'adminUpdateLevel'>;
type PayOptionBody = BodyOf<'adminCreatePayOption' | 'adminUpdatePayOption'>;

const flag = (value: boolean) => (value ? 1 : 0);

function levelColumns(body: LevelBody) {
  return {
    name: body.name.trim(),
    price: body.price,
    source_material: flag(body.sourceMaterial),
    myz_source_material: flag(body.myzSourceMaterial),
    template: flag(body.template),
    plugin: flag(body.plugin),
    dubbing: flag(body.dubbing),
    course: flag(body.course),
    ...(body.dailyDownloads === undefined ? {} : { daily_downloads: body.dailyDownloads }),
    // A new term length applies to the next purchase; what members bought keeps its end.
    ...(body.termDays === undefined ? {} : { term_days: body.termDays }),
    ...(body.disabled === undefined ? {} : { disabled: flag(body.disabled) }),
  };
}

function payOptionColumns(body: PayOptionBody) {
  if (!body.name.trim()) throw badRequest('请填写充值选项名称');
  if (body.amount < body.price) throw badRequest('到账金额不能低于支付金额');
  return {
    name: body.name.trim(),
    price: body.price,
    amount: body.amount,
    recommended: flag(body.recommended),
    ...(body.disabled === undefined ? {} : { disabled: flag(body.disabled) }),
    ...(body.sort === undefined ? {} : { sort: body.sort }),
  };
}

/** Levels (entitlements, upgrade price in cents) and recharge pay options: add, edit, disable. */
export function adminLevelPayHandlers(ctx: AppContext): Handlers {
  return {
    async adminListLevels() {
      return ok((await site.listAllLevels(ctx.db)).map(adminLevel));
    },

    async adminCreateLevel(request) {
      const columns = levelColumns(request.body);
      if (!columns.name) throw badRequest('请填写等级名称');
      return audited(ctx, request, async (trx) => {
        const created = await site.insertLevel(trx, {
          ...columns,
          sort: await site.nextSort(trx, 'levels'),
          daily_downloads: columns.daily_downloads ?? 20,
        });
        return withAudit(
          ok(adminLevel(created), '会员等级已添加'),
          'level.create',
          created.id,
          null,
          adminLevel(created),
        );
      });
    },

    async adminUpdateLevel(request) {
      const { levelId } = request.params;
      const columns = levelColumns(request.body);
      if (!columns.name) throw badRequest('请填写等级名称');
      return audited(ctx, request, async (trx) => {
        const before = found(await findLevel(trx, levelId), '会员等级不存在');
        // New members get the first level: it must stay on offer.
        if (columns.disabled === 1 && (await lowestLevel(trx)).id === levelId)
          throw badRequest('新会员的默认等级不能停用');
        await site.updateLevel(trx, levelId, columns);
        const after = adminLevel({ ...before, ...columns });
        return withAudit(
          ok(after, '会员等级已保存'),
          'level.update',
          levelId,
          adminLevel(before),
          after,
        );
      });
    },

    async adminListPayOptions() {
      const rows = await site.listAllPayOptions(ctx.db);
      return ok(rows.map(adminPayOption));
    },

    async adminCreatePayOption(request) {
      const columns = payOptionColumns(request.body);
      return audited(ctx, request, async (trx) => {
        const created = await site.insertPayOption(trx, {
          ...columns,
          sort: columns.sort ?? (await site.nextSort(trx, 'pay_options')),
        });
        return withAudit(
          ok(adminPayOption(created), '充值选项已添加'),
          'payOption.create',
          created.id,
          null,
          adminPayOption(created),
        );
      });
    },

    async adminUpdatePayOption(request) {
      const { payOptionId } = request.params;
      const columns = payOptionColumns(request.body);
      return audited(ctx, request, async (trx) => {
        const before = found(await findPayOption(trx, payOptionId), '充值选项不存在');
        await site.updatePayOption(trx, payOptionId, columns);
        const after = adminPayOption({ ...before, ...columns });
        return withAudit(
          ok(after, '充值选项已保存'),
          'payOption.update',
          payOptionId,
          adminPayOption(before),
          after,
        );
      });
    },
  };
}
