import type { AppContext } from '../../context.js';
import { notFound, ok } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { iso } from '../../lib/time.js';
import { findPublishedDocument } from '../../repositories/catalog.js';
import { pageDownloads } from '../../repositories/downloads.js';
import * as favourites from '../../repositories/favourites.js';
import { callerOf } from '../../plugins/request-caller.js';
import * as account from '../../services/account.js';
import { resetPasswordByLink } from '../../services/member-reset-links.js';
import { withUploadedFile } from './upload.js';
import { downloadRecord } from '../../services/download-mappers.js';
import { documentSummary } from '../../services/catalog-mappers.js';
import { member, userInfoOf, type Handlers } from './common.js';

/** 我的下载, favourites, profile, devices and 忘记密码. */
export function materialHandlers(ctx: AppContext): Handlers {
  return {
    async listDownloadHistory(request) {
      return ok(
        await pageOf(
          request.query,
          (window) => pageDownloads(ctx.db, member(request).id, window),
          (row) => ({ ...downloadRecord(row), downloadKey: row.download_key }),
        ),
      );
    },

    async listFavourites(request) {
      return ok(
        await pageOf(
          request.query,
          (window) => favourites.pageFavourites(ctx.db, member(request).id, window),
          (row) => ({ ...documentSummary(row), favouriteTime: iso(row.favourite_time) }),
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

    async updateProfile(request, reply) {
      const user = await account.updateProfile(
        ctx,
        callerOf(request, reply),
        member(request),
        request.body,
      );
      return ok(await userInfoOf(ctx, user), '资料已保存');
    },

    async sendProfileCode(request, reply) {
      await account.sendBindPhoneCode(ctx, callerOf(request, reply), member(request), request.body);
      return ok(null, '短信已发送，请查看手机');
    },

    async uploadAvatar(request) {
      const avatar = await withUploadedFile(
        request,
        ctx.config.avatarMaxBytes,
        '头像图片',
        (part) => account.uploadAvatar(ctx, member(request), part.file),
      );
      return ok(avatar, '头像已更新');
    },

    async listSessions(request) {
      return ok(await account.listSessions(ctx, member(request).id, request.session?.id ?? null));
    },

    async logoutOtherSessions(request) {
      const ended = await account.signOutOthers(ctx, member(request).id, request.session?.id ?? '');
      return ok({ ended }, ended ? `已退出其他 ${ended} 台设备` : '没有其他登录的设备');
    },

    async sendPasswordResetCode(request, reply) {
      await account.sendResetCode(ctx, callerOf(request, reply), request.body);
      return ok(null, '短信已发送，请查看手机');
    },

    async resetPassword(request, reply) {
      const result = await account.resetPassword(ctx, callerOf(request, reply), request.body);
      return ok(result, '密码已重置，请使用新密码登录');
    },

    async resetPasswordByLink(request, reply) {
      const result = await resetPasswordByLink(ctx, callerOf(request, reply), request.body);
      return ok(result, '密码已重置，请使用新密码登录');
    },
  };
}
