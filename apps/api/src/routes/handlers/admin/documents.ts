import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database, DocumentTable, FileRow } from '../../../db/schema.js';
import { badRequest, conflict, found, ok } from '../../../lib/errors.js';
import { pageWindow, toPage } from '../../../lib/paging.js';
import { iso } from '../../../lib/time.js';
import * as docs from '../../../repositories/documents.js';
import { findChild, findClass, listChildren, listClasses } from '../../../repositories/catalog.js';
import { listDocumentFiles } from '../../../repositories/files.js';
import {
  findMediaPreview,
  forgetFailedMediaPreview,
  listMaterialPreviews,
  type MaterialPreviewRow,
} from '../../../repositories/media-previews.js';
import { audited, withAudit } from '../../../services/audit.js';
import { documentKey } from '../../../services/downloads.js';
import { IMAGE_TYPES, imageUrl, ingestStream, MATERIAL_TYPES } from '../../../services/files.js';
import { mediaKindOf } from '../../../services/media-previews.js';
import { coverSizesColumn, storePreviewSizes } from '../../../services/preview-sizes.js';
import { sanitizeRichText } from '../../../services/html.js';
import { documentPage } from '../catalog.js';
import type { BodyOf, Handlers, ParamsOf } from '../common.js';
import { withUploadedFile } from '../upload.js';

type Db = Kysely<Database>;
type DocumentRow = Selectable<DocumentTable>;
type DocumentBody = BodyOf<'adminCreateDocument' | 'adminUpdateDocument'>;

/** Class and sub-class names for rows, looked up once per answer. */
async function namesFor(db: Db) {
  const [classes, children] = await Promise.all([listClasses(db), listChildren(db)]);
  const classNames = new Map(classes.map((c) => [c.id, c.name]));
  const childNames = new Map(children.map((c) => [c.id, c.name]));
  return (row: DocumentRow) => ({
    id: row.id,
    title: row.title,
    oneClassId: row.one_class_id,
    oneClassName: classNames.get(row.one_class_id) ?? '',
    childId: row.one_class_children_id,
    childName: childNames.get(row.one_class_children_id) ?? '',
    entitlement: row.entitlement,
    price: row.price,
    published: row.published === 1,
    cover: row.cover,
    createTime: iso(row.create_time),
    updateTime: iso(row.update_time),
  });
}

/**
 * The contract's MaterialPreviewState of a material: an image is its own preview (made at upload);
 * a video or audio one is made in the background (no row yet: queued, or waiting for ffmpeg).
 */
function materialPreviewState(row: MaterialPreviewRow | undefined) {
  if (!row) return null;
  if (IMAGE_TYPES.includes(row.mime))
    return { kind: 'image' as const, status: 'ready' as const, error: null, updateTime: null };
  const kind = row.kind ?? mediaKindOf(row.mime);
  if (!kind) return null;
  return {
    kind,
    status: row.status ?? ('pending' as const),
    error: row.status === 'failed' ? row.error : null,
    updateTime: row.updateTime === null ? null : iso(row.updateTime),
  };
}

/** A document, published or not, or a 404. */
async function documentOr404(db: Db, id: number) {
  return found(await docs.findAnyDocument(db, id), '文档不存在');
}

async function fullDocument(db: Db, id: number) {
  const row = await documentOr404(db, id);
  const [summary, files] = await Promise.all([
    namesFor(db),
    listDocumentFiles(db, [documentKey(id)]),
  ]);
  const material = files.find((f) => f.kind === 'material');
  const states = await listMaterialPreviews(db, [documentKey(id)]);
  return {
    ...summary(row),
    summary: row.summary,
    content: row.content,
    material: material
      ? {
          fileName: material.fileName,
          mime: material.mime,
          size: material.size,
          preview: materialPreviewState(states.get(documentKey(id))),
        }
      : null,
    previews: files.filter((f) => f.kind === 'preview').map((f) => imageUrl(f.id)),
  };
}

/** What the audit log keeps of a document (the body only as its length: it can be long). */
const auditView = (
  row: Omit<docs.DocumentRow, 'content'> & { content: string; published?: number },
) => ({
  title: row.title,
  oneClassId: row.one_class_id,
  childId: row.one_class_children_id,
  entitlement: row.entitlement,
  price: row.price,
  summary: row.summary,
  contentLength: row.content.length,
  ...(row.published === undefined ? {} : { published: row.published === 1 }),
});

/** Checks the section and cleans the fields: a class with sub-classes takes one of them. */
async function documentRow(
  db: Db,
  body: DocumentBody,
  imageHosts: readonly string[],
): Promise<docs.DocumentRow> {
  const title = body.title.trim();
  if (!title) throw badRequest('请输入文档标题');
  const cls = await findClass(db, body.oneClassId);
  if (!cls) throw badRequest('所选栏目不存在');
  const childId = body.childId ?? 0;
  const children = await listChildren(db, cls.id);
  if (children.length && !childId) throw badRequest(`栏目「${cls.name}」有子栏目，请选择子栏目`);
  if (!children.length && childId) throw badRequest(`栏目「${cls.name}」没有子栏目`);
  if (childId) {
    const child = await findChild(db, childId);
    if (!child || child.one_class_id !== cls.id) throw badRequest('子栏目不属于所选栏目');
  }
  return {
    one_class_id: cls.id,
    one_class_children_id: childId,
    title,
    summary: (body.summary ?? '').trim(),
    content: sanitizeRichText(body.content, imageHosts),
    entitlement: body.entitlement,
    price: body.price,
  };
}

/**
 * A document goes on the site only when members can use it: a material file to download and a
 * cover for the lists. Names what is missing.
 */
async function assertReadyToPublish(db: Db, id: number) {
  const row = await documentOr404(db, id);
  const files = await listDocumentFiles(db, [documentKey(id)]);
  const missing = [
    ...(files.some((f) => f.kind === 'material') ? [] : ['素材文件']),
    ...(row.cover ? [] : ['封面']),
  ];
  if (missing.length) throw badRequest(`发布前请先上传${missing.join('和')}（文档已保存为草稿）`);
}
/** Largest cover upload (re-encoded into a WebP preview). */
const COVER_MAX_BYTES = 10 * 1024 * 1024;

/** The one multipart part named file, streamed into storage (checked by content). */
async function receiveFile(
  ctx: AppContext,
  request: FastifyRequest,
  accept: readonly string[],
  maxBytes = ctx.config.uploadMaxBytes,
): Promise<{ file: FileRow; fileName: string }> {
  return withUploadedFile(request, maxBytes, '文件', async (part) => ({
    file: await ingestStream(ctx, part.file, { maxBytes, accept }),
    fileName: part.filename.replace(/[\\/]/g, '_').slice(0, 200) || 'file',
  }));
}

/** The path's document id. Upload routes skip the schema validator (multipart), so check it here. */
function documentIdOf(request: { params: ParamsOf<'adminGetDocument'> }) {
  const id = Number(request.params.documentId);
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest('文档编号无效（documentId）');
  return id;
}

/** Documents: query, create, edit, unpublish/republish, cover and material uploads. */
export function adminDocumentHandlers(ctx: AppContext): Handlers {
  return {
    async adminListDocuments(request) {
      const query = request.query;
      const window = pageWindow(query);
      const [page, summary] = await Promise.all([
        docs.pageAdminDocuments(
          ctx.db,
          {
            title: query.title?.trim() || undefined,
            oneClassId: query.oneClassId,
            childId: query.childId,
            published: query.state === undefined ? undefined : query.state === 'published',
          },
          window,
        ),
        namesFor(ctx.db),
      ]);
      const states = await listMaterialPreviews(
        ctx.db,
        page.rows.map((row) => documentKey(row.id)),
      );
      const list = page.rows.map((row) => ({
        ...summary(row),
        materialPreview: materialPreviewState(states.get(documentKey(row.id))),
      }));
      return ok(toPage(list, page.total, window));
    },

    async adminGetDocument(request) {
      return ok(await fullDocument(ctx.db, documentIdOf(request)));
    },

    async adminPreviewDocument(request) {
      const id = documentIdOf(request);
      return ok(await documentPage(ctx, await docs.findAnyDocument(ctx.db, id), null));
    },

    async adminCreateDocument(request) {
      const body = request.body;
      return audited(ctx, request, async (trx) => {
        const row = await documentRow(trx, body, ctx.config.imageHosts);
        const now = ctx.config.now();
        // A new document is a draft: it has no file or cover yet, so it cannot be published.
        const created = await docs.insertDocument(trx, {
          ...row,
          published: 0,
          create_time: now,
          update_time: now,
        });
        if (body.published) await assertReadyToPublish(trx, created.id);
        return withAudit(
          ok(await fullDocument(trx, created.id), '文档已保存为草稿'),
          'document.create',
          created.id,
          null,
          auditView({ ...row, published: 0 }),
        );
      });
    },

    async adminUpdateDocument(request) {
      const id = documentIdOf(request);
      const body = request.body;
      return audited(ctx, request, async (trx) => {
        const before = await documentOr404(trx, id);
        const row = await documentRow(trx, body, ctx.config.imageHosts);
        await docs.updateDocument(trx, id, { ...row, update_time: ctx.config.now() });
        return withAudit(
          ok(await fullDocument(trx, id), '文档已保存'),
          'document.update',
          id,
          auditView(before),
          auditView(row),
        );
      });
    },

    async adminSetDocumentState(request) {
      const id = documentIdOf(request);
      const { published } = request.body;
      return audited(ctx, request, async (trx) => {
        const before = await documentOr404(trx, id);
        if (published) await assertReadyToPublish(trx, id);
        await docs.updateDocument(trx, id, {
          published: published ? 1 : 0,
          update_time: ctx.config.now(),
        });
        return withAudit(
          ok(await fullDocument(trx, id), published ? '文档已发布' : '文档已下架'),
          published ? 'document.publish' : 'document.unpublish',
          id,
          { published: before.published === 1 },
          { published },
        );
      });
    },

    async adminUploadDocumentCover(request) {
      const id = documentIdOf(request);
      await documentOr404(ctx.db, id);
      // A cover is an image: the image limit, not the 200 MB material limit.
      const { file, fileName } = await receiveFile(ctx, request, IMAGE_TYPES, COVER_MAX_BYTES);
      // Every width of it (watermarked by setting); the narrowest is the cover's URL.
      const { preview, sizes } = await storePreviewSizes(ctx, file);
      const key = documentKey(id);
      return audited(ctx, request, async (trx) => {
        const before = await documentOr404(trx, id);
        // The cover leads the gallery (as in the seed); the old cover leaves it.
        const others = (await listDocumentFiles(trx, [key])).filter(
          (f) => f.kind === 'preview' && imageUrl(f.id) !== before.cover && f.id !== preview.id,
        );
        await docs.replaceDocumentFiles(trx, key, 'preview', [
          { fileId: preview.id, fileName: `${fileName.replace(/\.[^.]*$/, '')}-封面.webp` },
          ...others.map((f) => ({ fileId: f.id, fileName: f.fileName })),
        ]);
        const cover = imageUrl(preview.id);
        await docs.updateDocument(trx, id, {
          cover,
          cover_sizes: coverSizesColumn(sizes),
          update_time: ctx.config.now(),
        });
        return withAudit(
          ok(await fullDocument(trx, id), '封面已更新'),
          'document.cover',
          id,
          { cover: before.cover },
          { cover, sha256: file.sha256, size: file.size },
        );
      });
    },

    async adminUploadDocumentMaterial(request) {
      const id = documentIdOf(request);
      await documentOr404(ctx.db, id);
      const { file, fileName } = await receiveFile(ctx, request, MATERIAL_TYPES);
      // An image material is its own preview too (smaller WebPs, watermarked by setting); the
      // downloadable file stays as uploaded.
      const preview = IMAGE_TYPES.includes(file.mime)
        ? (await storePreviewSizes(ctx, file)).preview
        : null;
      const key = documentKey(id);
      const answer = await audited(ctx, request, async (trx) => {
        const files = await listDocumentFiles(trx, [key]);
        const old = files.find((f) => f.kind === 'material');
        await docs.replaceDocumentFiles(trx, key, 'material', [{ fileId: file.id, fileName }]);
        if (preview) {
          const previews = files.filter((f) => f.kind === 'preview' && f.id !== preview.id);
          await docs.replaceDocumentFiles(trx, key, 'preview', [
            ...previews.map((f) => ({ fileId: f.id, fileName: f.fileName })),
            { fileId: preview.id, fileName: `${fileName.replace(/\.[^.]*$/, '')}-预览.webp` },
          ]);
        }
        await docs.updateDocument(trx, id, { update_time: ctx.config.now() });
        return withAudit(
          ok(await fullDocument(trx, id), '素材文件已上传'),
          'document.material',
          id,
          old ? { fileName: old.fileName, sha256: old.sha256, size: old.size } : null,
          { fileName, sha256: file.sha256, size: file.size },
        );
      });
      // A video or audio material's preview is made by ffmpeg after the answer, in the background.
      ctx.media.enqueue(file);
      return answer;
    },

    async adminRetryMaterialPreview(request) {
      const id = documentIdOf(request);
      const key = documentKey(id);
      await documentOr404(ctx.db, id);
      const material = (await listDocumentFiles(ctx.db, [key])).find((f) => f.kind === 'material');
      const answer = await audited(ctx, request, async (trx) => {
        const failed = material ? await findMediaPreview(trx, material.id) : undefined;
        if (
          !material ||
          failed?.status !== 'failed' ||
          !(await forgetFailedMediaPreview(trx, material.id))
        )
          throw conflict('只有生成失败的视频或音频预览可以重新生成');
        return withAudit(
          ok(await fullDocument(trx, id), '已重新排队生成预览'),
          'document.previewRetry',
          id,
          { fileName: material.fileName, status: 'failed', error: failed.error },
          { fileName: material.fileName, status: 'pending' },
        );
      });
      // Made again in the background, as after an upload.
      ctx.media.enqueue(material!);
      return answer;
    },
  };
}
