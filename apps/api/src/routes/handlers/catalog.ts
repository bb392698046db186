import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { OneClassChildTable, OneClassTable } from '../../db/schema.js';
import { found, notFound, ok } from '../../lib/errors.js';
import { pageWindow, toPage } from '../../lib/paging.js';
import { iso } from '../../lib/time.js';
import * as catalog from '../../repositories/catalog.js';
import { downloadCount } from '../../repositories/downloads.js';
import { isFavourite } from '../../repositories/favourites.js';
import { listDocumentFiles } from '../../repositories/files.js';
import { commonDocumentKey, documentKey } from '../../services/downloads.js';
import { imageUrl } from '../../services/files.js';
import { imageSizes } from '../../services/preview-sizes.js';
import { listImageSizes } from '../../repositories/image-sizes.js';
import { findMediaPreview, type MediaPreviewRow } from '../../repositories/media-previews.js';
import { mediaKindOf } from '../../services/media-previews.js';
import { documentSummary } from '../../services/catalog-mappers.js';
import { bellNotices } from '../../services/notice-bell.js';
import { pageListing } from '../../repositories/listings.js';
import { listingChoice } from '../../services/listings.js';
import { relatedDocuments } from '../../services/related.js';
import { requiredLevels } from '../../services/membership.js';
import * as search from '../../services/search.js';
import { parseZipContents } from '../../services/zip-contents.js';
import type { Handlers } from './common.js';

const oneClass = (row: Selectable<OneClassTable>) => ({
  id: row.id,
  name: row.name,
  sort: row.sort,
});
const child = (row: Selectable<OneClassChildTable>) => ({
  id: row.id,
  name: row.name,
  oneClassId: row.one_class_id,
});

/** File, previews, popularity and the visitor's favourite flag for a document page. */
/**
 * A document as the site's page shows it, with its section path and material details; a 404 for
 * none. Also answers the console's draft preview (adminPreviewDocument), hence exported.
 */
export async function documentPage(
  ctx: AppContext,
  doc: Awaited<ReturnType<typeof catalog.findPublishedDocument>>,
  userId: number | null,
) {
  const cls = doc ? await catalog.findClass(ctx.db, doc.one_class_id) : undefined;
  if (!doc || !cls) throw notFound('素材不存在或已下架');
  const sub = doc.one_class_children_id
    ? await catalog.findChild(ctx.db, doc.one_class_children_id)
    : undefined;
  return {
    id: doc.id,
    title: doc.title,
    content: doc.content,
    section: sub ? `${cls.name} / ${sub.name}` : cls.name,
    entitlement: doc.entitlement,
    downloadKey: documentKey(doc.id),
    updateTime: iso(doc.update_time),
    oneClass: cls.id,
    oneClassName: cls.name,
    oneClassChildren: sub?.id ?? 0,
    oneClassChildrenName: sub?.name ?? '',
    createTime: iso(doc.create_time),
    related: await relatedDocuments(ctx, doc),
    requiredLevels: await requiredLevels(ctx, doc.entitlement),
    ...(await materialDetails(ctx, documentKey(doc.id), doc.id, userId)),
  };
}

async function materialDetails(
  ctx: AppContext,
  key: string,
  documentId: number,
  userId: number | null,
) {
  const [files, count, favourite] = await Promise.all([
    listDocumentFiles(ctx.db, [key]),
    downloadCount(ctx.db, key),
    userId === null ? false : isFavourite(ctx.db, userId, documentId),
  ]);
  const material = files.find((f) => f.kind === 'material');
  const previews = files.filter((f) => f.kind === 'preview');
  const [sizes, media] = await Promise.all([
    listImageSizes(
      ctx.db,
      previews.map((f) => f.id),
    ),
    material && mediaKindOf(material.mime) ? findMediaPreview(ctx.db, material.id) : undefined,
  ]);
  const first = previews[0] ? sizes.get(previews[0].id)?.[0] : undefined;
  return {
    material: material
      ? {
          fileName: material.fileName,
          format: (material.fileName.split('.').pop() ?? '').toUpperCase(),
          mime: material.mime,
          size: material.size,
          sha256: material.sha256,
          ...materialContents(material.zip_contents),
        }
      : null,
    previews: previews.map((f) => imageUrl(f.id)),
    previewImages: previews.map((f) => ({
      url: imageUrl(f.id),
      sizes: imageSizes(sizes.get(f.id) ?? []),
    })),
    preview: media?.status === 'ready' ? mediaPreview(media) : imagePreview(previews[0], first),
    downloadCount: count,
    favourite,
  };
}

/** What the document shows of a video or audio material: poster/waveform and the clip. */
function mediaPreview(row: MediaPreviewRow) {
  return {
    kind: row.kind,
    poster: imageUrl(row.poster_file_id!),
    src: imageUrl(row.clip_file_id!),
    mime: row.kind === 'video' ? 'video/mp4' : 'audio/mpeg',
    width: row.width!,
    height: row.height!,
    duration: (row.duration_ms ?? 0) / 1000,
  };
}

/** Any other material: its first preview image (null when it has none). */
function imagePreview(
  preview: { id: number; width: number | null; height: number | null } | undefined,
  narrowest: { width: number; height: number } | undefined,
) {
  if (!preview) return null;
  return {
    kind: 'image' as const,
    poster: null,
    src: imageUrl(preview.id),
    mime: 'image/webp',
    width: narrowest?.width ?? preview.width ?? 0,
    height: narrowest?.height ?? preview.height ?? 0,
    duration: null,
  };
}

/** A ZIP's file list as the contract gives it (null when not a ZIP or unreadable). */
function materialContents(stored: string | null) {
  const contents = parseZipContents(stored);
  return { contents: contents?.entries ?? null, contentsTruncated: contents?.truncated ?? false };
}

/** A listing page; `limited` only when a filter capped the count. */
function listingPage(
  documents: Awaited<ReturnType<typeof pageListing>>,
  window: ReturnType<typeof pageWindow>,
) {
  const page = toPage(documents.rows.map(documentSummary), documents.total, window);
  return documents.limited ? { ...page, limited: true } : page;
}

export function catalogHandlers(ctx: AppContext): Handlers {
  return {
    async listOneClasses() {
      return ok((await catalog.listClasses(ctx.db)).map(oneClass));
    },

    async listOneClassChildren() {
      return ok((await catalog.listChildren(ctx.db)).map(child));
    },

    async getTwoClassSection(request) {
      const { oneClassId } = request.params;
      const window = pageWindow(request.query);
      const cls = found(await catalog.findClass(ctx.db, oneClassId), '栏目不存在');
      const choice = await listingChoice(ctx, request.query);
      const [children, documents] = await Promise.all([
        catalog.listChildren(ctx.db, cls.id),
        pageListing(ctx.db, { oneClassId: cls.id }, choice, window),
      ]);
      return ok({
        oneClass: oneClass(cls),
        children: children.map(child),
        documents: listingPage(documents, window),
      });
    },

    async getTwoClassChildSection(request) {
      const { childClassId } = request.params;
      const window = pageWindow(request.query);
      const sub = await catalog.findChild(ctx.db, childClassId);
      const cls = sub ? await catalog.findClass(ctx.db, sub.one_class_id) : undefined;
      if (!sub || !cls) throw notFound('子栏目不存在');
      const choice = await listingChoice(ctx, request.query);
      const documents = await pageListing(
        ctx.db,
        { oneClassId: cls.id, childId: sub.id },
        choice,
        window,
      );
      return ok({
        oneClass: oneClass(cls),
        child: child(sub),
        documents: listingPage(documents, window),
      });
    },

    async getTwoClassDocument(request) {
      const { documentId } = request.params;
      const doc = await catalog.findPublishedDocument(ctx.db, documentId);
      return ok(await documentPage(ctx, doc, request.session?.userId ?? null));
    },

    async getCommonDocument(request) {
      const { documentId } = request.params;
      const page = found(await catalog.findCommonDocument(ctx.db, documentId), '页面不存在');
      return ok({
        id: page.id,
        title: page.title,
        content: page.content,
        section: page.section,
        entitlement: page.entitlement,
        downloadKey: page.downloadable ? commonDocumentKey(page.id) : null,
        updateTime: iso(page.update_time),
      });
    },

    async search(request) {
      const rows = await search.quickSearch(ctx, request.body.searchContent);
      return ok(rows, rows.length ? '操作成功' : '暂无搜索结果');
    },

    async searchDocuments(request) {
      const query = request.query;
      const choice = await listingChoice(ctx, query);
      const page = await search.searchPage(ctx, query, pageWindow(query), choice);
      return ok(page, page.total ? '操作成功' : '暂无搜索结果');
    },

    async getCustomNavMenu() {
      const menu = await catalog.customNavMenu(ctx.db);
      return ok({
        freeDubbing: menu?.free_dubbing ?? '',
        aiCreateImage: menu?.ai_create_image ?? '',
        aiCreateText: menu?.ai_create_text ?? '',
      });
    },

    async listNotices(request) {
      return ok(await bellNotices(ctx, request.session?.userId ?? null));
    },

    async getUpdateNotice() {
      const notice = await catalog.latestUpdateNotice(ctx.db);
      return ok(
        notice
          ? {
              version: notice.version,
              title: notice.title,
              content: notice.content,
              createTime: iso(notice.create_time),
            }
          : null,
      );
    },
  };
}
