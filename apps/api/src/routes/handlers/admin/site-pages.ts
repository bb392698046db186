import type { AppContext } from '../../../context.js';
import { badRequest, found, ok } from '../../../lib/errors.js';
import * as site from '../../../repositories/site-settings.js';
import { addRichTextImage } from '../../../repositories/files.js';
import { audited, staffOf, withAudit } from '../../../services/audit.js';
import { adminCommonDocument } from '../../../services/site-mappers.js';
import { IMAGE_TYPES, imageUrl, ingestStream, makePreview } from '../../../services/files.js';
import { sanitizeRichText } from '../../../services/html.js';
import type { Handlers } from '../common.js';
import { withUploadedFile } from '../upload.js';

const BANNER_MAX_BYTES = 5 * 1024 * 1024;
const BANNER_WIDTH = 1600;
/** Rich text is read in a column at most ~900 px wide; twice that for sharp high-density screens. */
const RICH_TEXT_IMAGE_WIDTH = 1800;
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
        return withAudit(
          ok(menuOut(row), '导航菜单已保存'),
          'navMenu.update',
          1,
          before ? menuOut(before) : null,
          menuOut(row),
        );
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
        content: sanitizeRichText(body.content, ctx.config.imageHosts),
        entitlement: body.entitlement,
      };
      if (!page.title || !page.section) throw badRequest('标题和栏目不能为空');
      if (!page.content) throw badRequest('页面内容不能为空');
      return audited(ctx, request, async (trx) => {
        const before = found(await site.findCommonDocument(trx, documentId), '页面不存在');
        const at = ctx.config.now();
        await site.updateCommonDocument(trx, documentId, { ...page, update_time: at });
        const after = adminCommonDocument({ ...before, ...page, update_time: at });
        return withAudit(
          ok(after, '页面已保存'),
          'commonDocument.update',
          documentId,
          adminCommonDocument(before),
          after,
        );
      });
    },

    async adminUploadHomeImage(request) {
      const original = await withUploadedFile(request, BANNER_MAX_BYTES, '图片', (part) =>
        ingestStream(ctx, part.file, { maxBytes: BANNER_MAX_BYTES, accept: IMAGE_TYPES }),
      );
      // Re-encoded (WebP, at most BANNER_WIDTH wide): metadata dropped, size bounded.
      const banner = await makePreview(ctx, original, BANNER_WIDTH);
      const result = { fileId: banner.id, url: imageUrl(banner.id) };
      return audited(ctx, request, async () =>
        withAudit(
          ok(result, '图片已上传'),
          'homeImage.upload',
          banner.id,
          null,
          { ...result, size: banner.size, width: banner.width, height: banner.height },
          'file',
        ),
      );
    },

    async adminUploadRichTextImage(request) {
      const original = await withUploadedFile(request, BANNER_MAX_BYTES, '图片', (part) =>
        ingestStream(ctx, part.file, { maxBytes: BANNER_MAX_BYTES, accept: IMAGE_TYPES }),
      );
      // Re-encoded like a banner (metadata dropped, size bounded), then shown to anyone.
      const image = await makePreview(ctx, original, RICH_TEXT_IMAGE_WIDTH);
      const result = { fileId: image.id, url: imageUrl(image.id) };
      return audited(ctx, request, async (trx) => {
        const staff = staffOf(request);
        await addRichTextImage(trx, {
          file_id: image.id,
          staff_id: staff.id,
          create_time: ctx.config.now(),
        });
        return withAudit(
          ok(result, '图片已上传'),
          'richTextImage.upload',
          image.id,
          null,
          { ...result, size: image.size, width: image.width, height: image.height },
          'file',
        );
      });
    },
  };
}
