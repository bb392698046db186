import type { AppContext } from '../../context.js';
import { ApiError, badRequest, notFound, ok } from '../../lib/errors.js';
import { pageWindow, toPage } from '../../lib/paging.js';
import { iso } from '../../lib/time.js';
import { findPublishedDocument } from '../../repositories/catalog.js';
import { pageDownloads } from '../../repositories/downloads.js';
import * as favourites from '../../repositories/favourites.js';
import { callerOf } from '../../plugins/caller.js';
import * as account from '../../services/account.js';
import { userInfo } from '../../services/mappers.js';
import { levelOf, member, type Handlers } from './common.js';

/** 我的下载, favourites, profile, devices and 忘记密码. */
export function materialHandlers(ctx: AppContext): Handlers {
  return {
    async listDownloadHistory(request) {
      const window = pageWindow(request.query);
      const { rows, total } = await pageDownloads(ctx.db, member(request).id, window);
      return ok(
        toPage(
          rows.map((row) => ({
            id: row.id,
            documentId: row.document_id,
            downloadKey: row.download_key,
            title: row.title,
            bytes: row.bytes,
            ip: row.ip,
            createTime: iso(row.create_time),
          })),
          total,
          window,
        ),
      );
    },

    async listFavourites(request) {
      const window = pageWindow(request.query);
      const { rows, total } = await favourites.pageFavourites(ctx.db, member(request).id, window);
      return ok(
        toPage(
          rows.map((row) => ({
            id: row.id,
            title: row.title,
            oneClass: row.one_class_id,
            oneClassChildren: row.one_class_children_id,
            cover: row.cover,
            entitlement: row.entitlement,
            createTime: iso(row.create_time),
            favouriteTime: iso(row.favourite_time),
          })),
          total,
          window,
        ),
      );
    },

    async addFavourite(request) {
      const { documentId } = request.body;
      if (!(await findPublishedDocument(ctx.db, documentId))) throw notFound('素材不存在或已下架');
      await favourites.addFavourite(ctx.db, member(request).id, documentId, ctx.config.now());
      return ok(null, '已收藏');
    },

    async removeFavourite(request) {
      const { documentId } = request.params;
      await favourites.removeFavourite(ctx.db, member(request).id, documentId);
      return ok(null, '已取消收藏');
    },

    async updateProfile(request) {
      const user = await account.updateProfile(ctx, member(request), request.body);
      return ok(userInfo(user, await levelOf(ctx, user)), '资料已保存');
    },

    async sendProfileCode(request) {
      const { phone } = request.body;
      await account.sendBindPhoneCode(ctx, request.ip, member(request), phone);
      return ok(null, '验证码已发送，10 分钟内有效');
    },

    async uploadAvatar(request) {
      if (!request.isMultipart())
        throw badRequest('请使用 multipart/form-data 上传头像图片（file）');
      try {
        const part = await request.file({ limits: { fileSize: ctx.config.avatarMaxBytes } });
        if (!part || part.fieldname !== 'file')
          throw badRequest('请选择要上传的头像图片（字段 file）');
        return ok(await account.uploadAvatar(ctx, member(request), part.file), '头像已更新');
      } catch (error) {
        // A broken multipart body is bad input, not a server failure.
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (error instanceof ApiError || status < 500) throw error;
        throw badRequest('上传的内容无法解析，请重新选择图片（file）');
      }
    },

    async listSessions(request) {
      return ok(await account.listSessions(ctx, member(request).id, request.session?.id ?? null));
    },

    async logoutOtherSessions(request) {
      const ended = await account.signOutOthers(ctx, member(request).id, request.session?.id ?? '');
      return ok({ ended }, ended ? `已退出其他 ${ended} 台设备` : '没有其他登录的设备');
    },

    async sendPasswordResetCode(request) {
      const { phone } = request.body;
      await account.sendResetCode(ctx, request.ip, phone);
      return ok(null, '如果该手机号已注册，验证码已发送，10 分钟内有效');
    },

    async resetPassword(request, reply) {
      const result = await account.resetPassword(ctx, callerOf(request, reply), request.body);
      return ok(result, '密码已重置，请使用新密码登录');
    },
  };
}
