import { parameterRules } from '@dongman/api-client/contract';
import type { AppContext } from '../../context.js';
import { badRequest, notFound, ok } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import * as pluginRepo from '../../repositories/plugins.js';
import * as reports from '../../repositories/reports.js';
import { pluginActivation } from '../../services/plugin-mappers.js';
import { homeImage } from '../../services/site-mappers.js';
import { report } from '../../services/report-mappers.js';
import { activate } from '../../services/plugins.js';
import { saveReport } from '../../services/report-images.js';
import { member, type BodyOf, type Handlers } from './common.js';

/** The schema checks lengths; blank-only text is refused here. */
function cleaned(body: BodyOf<'createReport' | 'updateReport'>) {
  const title = body.title.trim();
  const content = body.content.trim();
  if (!title) throw badRequest('标题（title）不能为空');
  if (!content) throw badRequest('内容（content）不能为空');
  return { title, content, images: body.images };
}

export function reportHandlers(ctx: AppContext): Handlers {
  return {
    async listReports(request) {
      return ok(
        await pageOf(
          request.query,
          (window) => reports.pageReports(ctx.db, member(request).id, window),
          report,
        ),
      );
    },

    async createReport(request) {
      const row = await saveReport(ctx, {
        userId: member(request).id,
        ...cleaned(request.body),
      });
      if (!row) throw new Error('a new report was not saved');
      return ok(report(row), '提交成功，等待审核');
    },

    async updateReport(request) {
      const body = request.body;
      const row = await saveReport(ctx, {
        id: body.id,
        userId: member(request).id,
        ...cleaned(body),
      });
      // Someone else's report answers exactly like a missing one.
      if (!row) throw notFound('汇报不存在');
      return ok(report(row), '修改成功，等待重新审核');
    },

    async listHomeImages(request) {
      const { limit } = request.query;
      return ok(
        (
          await reports.listHomeImages(ctx.db, limit ?? parameterRules.listHomeImages.limit.default)
        ).map(homeImage),
      );
    },
  };
}

export function pluginHandlers(ctx: AppContext): Handlers {
  return {
    async listPluginActivations(request) {
      const query = request.query;
      return ok(
        await pageOf(
          query,
          (window) =>
            pluginRepo.pageActivations(ctx.db, member(request).id, query.machineCode, window),
          pluginActivation,
        ),
      );
    },

    async activatePlugin(request) {
      const { machineCode } = request.body;
      const user = member(request);
      const row = await activate(ctx, user, machineCode);
      return ok(pluginActivation(row), '激活成功');
    },
  };
}
