import type { AppContext } from '../../../context.js';
import { ApiError, badRequest, notFound, ok } from '../../../lib/errors.js';
import * as site from '../../../repositories/admin-site.js';
import { audited } from '../../../services/audit.js';
import { adminCommonDocument } from '../../../services/admin-site-mappers.js';
import { IMAGE_TYPES, imageUrl, ingestStream, makePreview } from '../../../services/files.js';
import { sanitizeRichText } from '../../../services/html.js';
import type { Handlers } from '../common.js';

const BANNER_MAX_BYTES = 5 * 1024 * 1024;
const BANNER_WIDTH = 1600;
const MENU_LINES = 20;

/**
 * One nav list: `label|url` lines, trimmed, blank lines dropped. Only http(s) links: the site
 * opens them in a new tab, so anything else (javascript:, data:) is refused here.
 */
export function cleanMenuList(text: string, name: string): string {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > MENU_LINES) throw badRequest(`${name}最多 ${MENU_LINES} 行`);
  return lines
    .map((line, i) => {
      const [label = '', url = '', ...rest] = line.split('|').map((part) => part.trim());
      if (!label || rest.length > 0 || !/^https?:\/\/[^\s]+$/i.test(url))
        throw badRequest(`${name}第 ${i + 1} 行格式应为「名称|http(s) 链接」`);
      if (label.length > 20) throw badRequest(`${name}第 ${i + 1} 行名称最多 20 个字`);
      return `${label}|${url}`;
    })
    .join('\n');
}

const menuOut = (menu: {
  free_dubbing: string;
  ai_create_image: string;
  ai_create_text: string;
}) => ({
  freeDubbing: menu.free_dubbing,
  aiCreateImage: menu.ai_create_image,
  aiCreateText: menu.ai_create_text,
});

/** The custom nav lists, the fixed common documents and banner image uploads. */
export function adminSitePageHandlers(ctx: AppContext): Handlers {
  return {
    async adminGetNavMenu() {
      const menu = await site.findNavMenu(ctx.db);
      return ok(menu ? menuOut(menu) : { freeDubbing: '', aiCreateImage: '', aiCreateText: '' });
    },

    async adminUpdateNavMenu(request) {
      const body = request.body;
      const row = {
        free_dubbing: cleanMenuList(body.freeDubbing, '免费配音'),
        ai_create_image: cleanMenuList(body.aiCreateImage, 'AI 绘图'),
        ai_create_text: cleanMenuList(body.aiCreateText, 'AI 写作'),
      };
      return audited(ctx, request, async (trx) => {
        const before = await site.findNavMenu(trx);
        await site.saveNavMenu(trx, row);
        return {
          result: ok(menuOut(row), '导航菜单已保存'),
          audit: {
            action: 'navMenu.update',
            objectType: 'navMenu',
            objectId: 1,
            before: before ? menuOut(before) : null,
            after: menuOut(row),
          },
        };
      });
    },

    async adminListCommonDocuments() {
      return ok((await site.listCommonDocuments(ctx.db)).map(adminCommonDocument));
    },

    async adminUpdateCommonDocument(request) {
      const { documentId } = request.params;
      const body = request.body;
      const page = {
        title: body.title.trim(),
        section: body.section.trim(),
        content: sanitizeRichText(body.content),
        entitlement: body.entitlement,
      };
      if (!page.title || !page.section) throw badRequest('标题和栏目不能为空');
      if (!page.content) throw badRequest('页面内容不能为空');
      return audited(ctx, request, async (trx) => {
        const before = await site.findCommonDocument(trx, documentId);
        if (!before) throw notFound('页面不存在');
        const at = ctx.config.now();
        await site.updateCommonDocument(trx, documentId, { ...page, update_time: at });
        const after = adminCommonDocument({ ...before, ...page, update_time: at });
        return {
          result: ok(after, '页面已保存'),
          audit: {
            action: 'commonDocument.update',
            objectType: 'commonDocument',
            objectId: documentId,
            before: adminCommonDocument(before),
            after,
          },
        };
      });
    },

    async adminUploadHomeImage(request) {
      if (!request.isMultipart()) throw badRequest('请使用 multipart/form-data 上传图片（file）');
      let original;
      try {
        const part = await request.file({ limits: { fileSize: BANNER_MAX_BYTES } });
        if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片（字段 file）');
        original = await ingestStream(ctx, part.file, {
          maxBytes: BANNER_MAX_BYTES,
          accept: IMAGE_TYPES,
        });
      } catch (error) {
        // A broken multipart body is bad input, not a server failure.
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (error instanceof ApiError || status < 500) throw error;
        throw badRequest('上传的内容无法解析，请重新选择图片（file）');
      }
      // Re-encoded (WebP, at most BANNER_WIDTH wide): metadata dropped, size bounded.
      const banner = await makePreview(ctx, original, BANNER_WIDTH);
      const result = { fileId: banner.id, url: imageUrl(banner.id) };
      return audited(ctx, request, async () => ({
        result: ok(result, '图片已上传'),
        audit: {
          action: 'homeImage.upload',
          objectType: 'file',
          objectId: banner.id,
          before: null,
          after: { ...result, size: banner.size, width: banner.width, height: banner.height },
        },
      }));
    },
  };
}
