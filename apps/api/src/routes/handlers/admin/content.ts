import type { AppContext } from '../../../context.js';
import { badRequest, found, ok } from '../../../lib/errors.js';
import { iso } from '../../../lib/time.js';
import * as content from '../../../repositories/site-content.js';
import { listNotices } from '../../../repositories/catalog.js';
import { audited, withAudit } from '../../../services/audit.js';
import { adminHomeImage } from '../../../services/site-mappers.js';
import { notice } from '../../../services/site-mappers.js';
import { sanitizeRichText } from '../../../services/html.js';
import type { BodyOf, Handlers } from '../common.js';

function cleanNotice(
  body: BodyOf<'adminCreateNotice' | 'adminUpdateNotice'>,
  imageHosts: readonly string[],
) {
  const text = sanitizeRichText(body.noticeContent, imageHosts);
  if (!text) throw badRequest('公告内容不能为空');
  return { title: body.title.trim(), content: text };
}

function imageRow(body: BodyOf<'adminCreateHomeImage' | 'adminUpdateHomeImage'>) {
  return {
    title: body.title.trim(),
    image_url: body.imageUrl.trim(),
    link: body.link?.trim() || null,
    sort: body.sort ?? 0,
  };
}

/** Notices, the update notice and home banners (what members see). */
export function adminContentHandlers(ctx: AppContext): Handlers {
  return {
    async adminListNotices() {
      return ok((await listNotices(ctx.db)).map(notice));
    },

    async adminCreateNotice(request) {
      const input = cleanNotice(request.body, ctx.config.imageHosts);
      return audited(ctx, request, async (trx) => {
        const row = await content.insertNotice(trx, { ...input, at: ctx.config.now() });
        return withAudit(ok(notice(row), '公告已发布'), 'notice.create', row.id, null, input);
      });
    },

    async adminUpdateNotice(request) {
      const { noticeId } = request.params;
      const input = cleanNotice(request.body, ctx.config.imageHosts);
      return audited(ctx, request, async (trx) => {
        const before = found(await content.findNotice(trx, noticeId), '公告不存在');
        await content.updateNotice(trx, noticeId, input);
        return withAudit(
          ok(notice({ ...before, title: input.title, notice_content: input.content })),
          'notice.update',
          noticeId,
          { title: before.title, content: before.notice_content },
          input,
        );
      });
    },

    async adminDeleteNotice(request) {
      const { noticeId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = found(await content.findNotice(trx, noticeId), '公告不存在');
        await content.deleteNotice(trx, noticeId);
        return withAudit(
          ok(null, '公告已删除'),
          'notice.delete',
          noticeId,
          { title: before.title, content: before.notice_content },
          null,
        );
      });
    },

    async adminPublishUpdateNotice(request) {
      const body = request.body;
      const input = {
        version: body.version.trim(),
        title: body.title.trim(),
        content: sanitizeRichText(body.content, ctx.config.imageHosts),
      };
      return audited(ctx, request, async (trx) => {
        const row = await content.insertUpdateNotice(trx, { ...input, at: ctx.config.now() });
        return withAudit(
          ok({ ...input, createTime: iso(row.create_time) }, '更新公告已发布'),
          'updateNotice.publish',
          row.id,
          null,
          input,
        );
      });
    },

    async adminListHomeImages() {
      return ok((await content.listAllHomeImages(ctx.db)).map(adminHomeImage));
    },

    async adminCreateHomeImage(request) {
      const row = imageRow(request.body);
      return audited(ctx, request, async (trx) => {
        const created = await content.insertHomeImage(trx, row);
        return withAudit(
          ok(adminHomeImage(created), '图片已添加'),
          'homeImage.create',
          created.id,
          null,
          adminHomeImage(created),
        );
      });
    },

    async adminUpdateHomeImage(request) {
      const { imageId } = request.params;
      const row = imageRow(request.body);
      return audited(ctx, request, async (trx) => {
        const before = found(await content.findHomeImage(trx, imageId), '图片不存在');
        await content.updateHomeImage(trx, imageId, row);
        const after = adminHomeImage({ id: imageId, ...row });
        return withAudit(ok(after), 'homeImage.update', imageId, adminHomeImage(before), after);
      });
    },

    async adminDeleteHomeImage(request) {
      const { imageId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = found(await content.findHomeImage(trx, imageId), '图片不存在');
        await content.deleteHomeImage(trx, imageId);
        return withAudit(
          ok(null, '图片已删除'),
          'homeImage.delete',
          imageId,
          adminHomeImage(before),
          null,
        );
      });
    },
  };
}
