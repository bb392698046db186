import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, found, notFound } from '../lib/errors.js';
import * as downloads from '../repositories/downloads.js';
import {
  findFile,
  isAvatar,
  isBannerImage,
  isPublicPreview,
  isRichTextImage,
  listDocumentFiles,
} from '../repositories/files.js';
import { effectiveLevel } from '../services/membership.js';
import { findUserById } from '../repositories/users.js';
import type { OperationInfo } from '../openapi/spec.js';
import { requireMember } from '../plugins/session.js';
import { isReportFile } from '../repositories/reports.js';
import { isPreviewSize } from '../repositories/image-sizes.js';
import { isMediaPreviewFile } from '../repositories/media-previews.js';
import { readDownloadToken } from '../services/download-tokens.js';
import { requireStaff } from '../plugins/staff-guard.js';
import { chinaDay, covers, findDownloadable, quotaAllows } from '../services/downloads.js';
import { member as memberOf } from './handlers/common.js';
import { parseRange } from './range.js';

// Binary file responses: the material a signed link grants, and public images (previews, avatars).
// Compression is off for both: Range offsets and Content-Length refer to the stored bytes.

/** RFC 6266 / 5987: an ASCII fallback and the UTF-8 (Chinese) name. */
export function attachment(fallback: string, fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** "素材.zip" + record 42 → "素材 [下载编号 42].zip": a leaked file names its download. */
export function tracedName(fileName: string, recordId: number): string {
  const dot = fileName.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  return `${stem} [下载编号 ${recordId}]${ext}`;
}

/** The download record of this link: made on its first request, reused by resumed ranges. */
async function recordFor(
  ctx: AppContext,
  request: FastifyRequest,
  token: string,
  grant: { key: string; userId: number },
  item: { documentId: number; title: string },
): Promise<number> {
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const existing = await downloads.findDownloadByToken(ctx.db, tokenHash);
  if (existing) return existing.id;
  const user = await findUserById(ctx.db, grant.userId);
  const level = user ? await effectiveLevel(ctx.db, user, ctx.config.now()) : undefined;
  if (!user || !level || user.status !== 'active') throw notFound('下载链接无效或已过期');
  // Links are handed out one by one: the quota is settled when the file is actually taken.
  if (!(await quotaAllows(ctx, user, level, grant.key)))
    throw forbidden('今日下载次数已用完，请明天再来或升级会员等级');
  try {
    return await downloads.insertDownload(ctx.db, {
      userId: user.id,
      key: grant.key,
      documentId: item.documentId,
      title: item.title,
      tokenHash,
      ip: request.ip,
      day: chinaDay(ctx.config.now()),
      at: ctx.config.now(),
    });
  } catch (error) {
    // Two ranges of the same link at once: the unique token hash keeps one record.
    const again = await downloads.findDownloadByToken(ctx.db, tokenHash);
    if (again) return again.id;
    throw error;
  }
}

async function sendStored(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { storage_key: string; size: number; sha256: string; mime: string },
  onBytes?: (bytes: number) => void,
) {
  const etag = `"${file.sha256}"`;
  reply.header('ETag', etag).header('Accept-Ranges', 'bytes').type(file.mime);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range =
    ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, file.size) : null;
  if (range === 'unsatisfiable') {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${file.size}`)
      .type('application/json; charset=utf-8')
      .send({ code: 416, message: '请求的范围超出文件大小', data: null });
  }
  const length = range ? range.end - range.start + 1 : file.size;
  let sent = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      done(null, chunk);
    },
  });
  if (onBytes) reply.raw.once('close', () => onBytes(sent));
  const body = (await ctx.storage.read(file.storage_key, range ?? undefined)).pipe(counter);
  if (range)
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  return reply.header('Content-Length', String(length)).send(body);
}

export function registerDownloadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  reportReaders?: OperationInfo,
): void {
  // The link works only with the session of the member it was made for: a visitor
  // gets 401, another member 403; the level is checked again and every use is recorded.
  app.get<{ Params: { token: string } }>(
    '/api/download/:token',
    { compress: false, onRequest: requireMember(ctx) },
    async (request, reply) => {
      const { token } = request.params;
      const member = memberOf(request);
      const grant = readDownloadToken(ctx.secret, token, ctx.config.now());
      if (!grant) throw notFound('下载链接无效或已过期，请返回素材页重新下载');
      if (grant.userId !== member.id)
        throw forbidden('该下载链接属于其他会员，请在素材页登录自己的账号后下载');
      const item = await findDownloadable(ctx, grant.key);
      const level = await effectiveLevel(ctx.db, member, ctx.config.now());
      if (!level || !covers(level, item))
        throw forbidden('您的会员等级已不包含该素材，请返回素材页');
      await downloads.recordDownload(ctx.db, {
        userId: member.id,
        key: item.key,
        documentId: item.documentId,
        ip: request.ip,
        at: ctx.config.now(),
      });
      const [material] = (await listDocumentFiles(ctx.db, [grant.key])).filter(
        (f) => f.kind === 'material',
      );
      if (!material) throw notFound('该素材暂未上传文件');
      const recordId = await recordFor(ctx, request, token, grant, item);
      reply
        .header(
          'Content-Disposition',
          attachment(`download-${recordId}`, tracedName(material.fileName, recordId)),
        )
        .header('X-Download-Id', String(recordId))
        .header('Cache-Control', 'private, no-store');
      return sendStored(ctx, request, reply, material, (bytes) => {
        if (bytes > 0)
          downloads.addBytes(ctx.db, recordId, bytes).catch((err: unknown) => {
            request.log.warn({ err }, 'download bytes not recorded');
          });
      });
    },
  );

  type FileRoute = { Params: { fileId: string } };
  // Previews, avatars, banner and rich-text images to anyone; a report image to its author. Material files never leave
  // without a signed link.
  app.get<FileRoute>('/api/files/:fileId', { compress: false }, async (request, reply) => {
    const fileId = Number(request.params.fileId);
    if (!Number.isInteger(fileId) || fileId < 1) throw notFound('图片不存在');
    const file = found(await findFile(ctx.db, fileId), '图片不存在');
    const shown =
      (await isPublicPreview(ctx.db, fileId)) ||
      (await isPreviewSize(ctx.db, fileId)) ||
      (await isMediaPreviewFile(ctx.db, fileId)) ||
      (await isAvatar(ctx.db, fileId)) ||
      (await isBannerImage(ctx.db, fileId)) ||
      (await isRichTextImage(ctx.db, fileId));
    if (shown) {
      // The id always names the same bytes (storage is content-addressed).
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return sendStored(ctx, request, reply, file);
    }
    const userId = request.session?.userId;
    if (userId == null || !(await isReportFile(ctx.db, fileId, userId)))
      throw notFound('图片不存在');
    reply.header('Cache-Control', 'private, max-age=31536000, immutable');
    return sendStored(ctx, request, reply, file);
  });

  // Report images for the console (the staff cookie is sent under /api/admin only); the roles of
  // the report list may open them.
  if (reportReaders) {
    app.get<FileRoute>(
      '/api/admin/files/:fileId',
      { compress: false, onRequest: requireStaff(ctx, reportReaders) },
      async (request, reply) => {
        const fileId = Number(request.params.fileId);
        if (!Number.isInteger(fileId) || fileId < 1) throw notFound('图片不存在');
        const file = await findFile(ctx.db, fileId);
        if (!file || !(await isReportFile(ctx.db, fileId))) throw notFound('图片不存在');
        reply.header('Cache-Control', 'private, max-age=31536000, immutable');
        return sendStored(ctx, request, reply, file);
      },
    );
  }
}
