import type { AppContext } from '../../../context.js';
import { badRequest, notFound, ok } from '../../../lib/errors.js';
import { iso } from '../../../lib/time.js';
import * as content from '../../../repositories/admin-content.js';
import { listNotices } from '../../../repositories/catalog.js';
import { audited } from '../../../services/audit.js';
import { adminHomeImage } from '../../../services/admin-mappers.js';
import { sanitizeRichText } from '../../../services/html.js';
import type { BodyOf, Handlers } from '../common.js';

const notice = (n: { id: number; title: string; notice_content: string; create_time: number }) => ({
  id: n.id,
  title: n.title,
  noticeContent: n.notice_content,
  createTime: iso(n.create_time),
});

function cleanNotice(body: BodyOf<'adminCreateNotice' | 'adminUpdateNotice'>) {
  const text = sanitizeRichText(body.noticeContent);
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
      const input = cleanNotice(request.body);
      return audited(ctx, request, async (trx) => {
        const row = await content.insertNotice(trx, { ...input, at: ctx.config.now() });
        return {
          result: ok(notice(row), '公告已发布'),
          audit: {
            action: 'notice.create',
            objectType: 'notice',
            objectId: row.id,
            before: null,
            after: input,
          },
        };
      });
    },

    async adminUpdateNotice(request) {
      const { noticeId } = request.params;
      const input = cleanNotice(request.body);
      return audited(ctx, request, async (trx) => {
        const before = await content.findNotice(trx, noticeId);
        if (!before) throw notFound('公告不存在');
        await content.updateNotice(trx, noticeId, input);
        return {
          result: ok(notice({ ...before, title: input.title, notice_content: input.content })),
          audit: {
            action: 'notice.update',
            objectType: 'notice',
            objectId: noticeId,
            before: { title: before.title, content: before.notice_content },
            after: input,
          },
        };
      });
    },

    async adminDeleteNotice(request) {
      const { noticeId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = await content.findNotice(trx, noticeId);
        if (!before) throw notFound('公告不存在');
        await content.deleteNotice(trx, noticeId);
        return {
          result: ok(null, '公告已删除'),
          audit: {
            action: 'notice.delete',
            objectType: 'notice',
            objectId: noticeId,
            before: { title: before.title, content: before.notice_content },
            after: null,
          },
        };
      });
    },

    async adminPublishUpdateNotice(request) {
      const body = request.body;
      const input = {
        version: body.version.trim(),
        title: body.title.trim(),
        content: sanitizeRichText(body.content),
      };
      return audited(ctx, request, async (trx) => {
        const row = await content.insertUpdateNotice(trx, { ...input, at: ctx.config.now() });
        return {
          result: ok({ ...input, createTime: iso(row.create_time) }, '更新公告已发布'),
          audit: {
            action: 'updateNotice.publish',
            objectType: 'updateNotice',
            objectId: row.id,
            before: null,
            after: input,
          },
        };
      });
    },

    async adminListHomeImages() {
      return ok((await content.listAllHomeImages(ctx.db)).map(adminHomeImage));
    },

    async adminCreateHomeImage(request) {
      const row = imageRow(request.body);
      return audited(ctx, request, async (trx) => {
        const created = await content.insertHomeImage(trx, row);
        return {
          result: ok(adminHomeImage(created), '图片已添加'),
          audit: {
            action: 'homeImage.create',
            objectType: 'homeImage',
            objectId: created.id,
            before: null,
            after: adminHomeImage(created),
          },
        };
      });
    },

    async adminUpdateHomeImage(request) {
      const { imageId } = request.params;
      const row = imageRow(request.body);
      return audited(ctx, request, async (trx) => {
        const before = await content.findHomeImage(trx, imageId);
        if (!before) throw notFound('图片不存在');
        await content.updateHomeImage(trx, imageId, row);
        const after = adminHomeImage({ id: imageId, ...row });
        return {
          result: ok(after),
          audit: {
            action: 'homeImage.update',
            objectType: 'homeImage',
            objectId: imageId,
            before: adminHomeImage(before),
            after,
          },
        };
      });
    },

    async adminDeleteHomeImage(request) {
      const { imageId } = request.params;
      return audited(ctx, request, async (trx) => {
        const before = await content.findHomeImage(trx, imageId);
        if (!before) throw notFound('图片不存在');
        await content.deleteHomeImage(trx, imageId);
        return {
          result: ok(null, '图片已删除'),
          audit: {
            action: 'homeImage.delete',
            objectType: 'homeImage',
            objectId: imageId,
            before: adminHomeImage(before),
            after: null,
          },
        };
      });
    },
  };
}
