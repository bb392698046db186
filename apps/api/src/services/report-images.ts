import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { writeTransaction } from '../db/transaction.js';
import { ApiError, badRequest } from '../lib/errors.js';
import * as reports from '../repositories/reports.js';
import { imageUrl, ingestBuffer } from './files.js';

// Report images live in the file storage, not in the database: a submitted data: URL
// is decoded, checked by its content and stored; the report keeps `/api/files/<id>`, which only
// its author (and staff, under /api/admin/files/<id>) can open. Lists carry URLs, never bodies.

export const REPORT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const FILE_URL = /^\/api\/files\/([1-9][0-9]{0,14})$/;

/** One image of a report as stored: its URL and, when it is in our storage, the file. */
export interface StoredImage {
  url: string;
  fileId: number | null;
}

type Wanted = { kind: 'upload'; bytes: Buffer } | { kind: 'kept'; image: StoredImage };

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${Math.floor(bytes / 1024 / 1024)} MB`
    : `${Math.max(1, Math.floor(bytes / 1024))} KB`;
}

const quotaFull = (quota: number) =>
  badRequest(
    `图片空间已满：每位会员的汇报图片合计最多 ${sizeText(quota)}，请压缩或减少图片后再提交`,
  );

function decodeDataUrl(url: string, maxBytes: number): Buffer {
  const payload = url.slice(url.indexOf(',') + 1);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw badRequest('图片数据无法解码');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw badRequest('图片是空的');
  if (bytes.length > maxBytes) throw badRequest(`图片过大，每张最大 ${sizeText(maxBytes)}`);
  return bytes;
}

/** What each submitted image is, refused before anything is stored. */
function classify(ctx: AppContext, images: string[], own: Set<number>): Wanted[] {
  return images.map((url): Wanted => {
    if (DATA_URL.test(url))
      return { kind: 'upload', bytes: decodeDataUrl(url, ctx.config.reportImageMaxBytes) };
    const file = FILE_URL.exec(url);
    if (file) {
      const fileId = Number(file[1]);
      if (!own.has(fileId)) throw badRequest('图片地址无效：只能使用你自己汇报中的图片');
      return { kind: 'kept', image: { url, fileId } };
    }
    let origin = '';
    try {
      origin = new URL(url).origin;
    } catch {
      // falls through to the refusal
    }
    if (url.startsWith('https://') && ctx.config.imageHosts.includes(origin))
      return { kind: 'kept', image: { url, fileId: null } };
    throw badRequest('图片请直接上传（PNG、JPEG 或 WebP），不能引用其他网站的图片');
  });
}

async function store(ctx: AppContext, wanted: Wanted[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const item of wanted) {
    if (item.kind === 'kept') {
      stored.push(item.image);
      continue;
    }
    const file = await ingestBuffer(ctx, item.bytes, {
      maxBytes: ctx.config.reportImageMaxBytes,
      accept: REPORT_IMAGE_TYPES,
    });
    stored.push({ url: imageUrl(file.id), fileId: file.id });
  }
  return stored;
}

/**
 * Creates (no `id`) or edits the member's report with its images in the storage, within the
 * per-image and per-member limits. Undefined when `id` is not one of the member's reports.
 */
export async function saveReport(
  ctx: AppContext,
  input: { userId: number; id?: number; title: string; content: string; images: string[] },
) {
  const own = await reports.memberReportFileIds(ctx.db, input.userId);
  const wanted = classify(ctx, input.images, own);
  const quota = ctx.config.memberImageQuotaBytes;
  const reportId = input.id ?? 0;
  // A cheap check before storing anything (uploads counted in full, even if already stored).
  const uploading = wanted.reduce((n, w) => n + (w.kind === 'upload' ? w.bytes.length : 0), 0);
  const keptIds = wanted.flatMap((w) =>
    w.kind === 'kept' && w.image.fileId ? [w.image.fileId] : [],
  );
  const before = await reports.reportBytesWith(ctx.db, input.userId, 0, []);
  const planned =
    (await reports.reportBytesWith(ctx.db, input.userId, reportId, keptIds)) + uploading;
  if (uploading > 0 && planned > quota && planned > before) throw quotaFull(quota);
  if (input.id !== undefined && !(await reports.findOwnReport(ctx.db, input.id, input.userId)))
    return undefined;

  const images = await store(ctx, wanted);
  const fileIds = images.map((i) => i.fileId);
  const urls = images.map((i) => i.url);
  const at = ctx.config.now();
  return writeTransaction(ctx.db, async (trx) => {
    // Exact, in the transaction: distinct files, concurrent submissions of the same member.
    const now = await reports.reportBytesWith(trx, input.userId, 0, []);
    const total = await reports.reportBytesWith(
      trx,
      input.userId,
      reportId,
      fileIds.filter((id): id is number => id !== null),
    );
    if (total > quota && total > now) throw quotaFull(quota);
    const fields = { userId: input.userId, title: input.title, content: input.content, at };
    const row =
      input.id === undefined
        ? await reports.insertReport(trx, { ...fields, images: urls })
        : await reports.updateOwnReport(trx, { ...fields, id: input.id, images: urls });
    if (row) await reports.setReportFiles(trx, row.id, fileIds);
    return row;
  });
}

/**
 * Moves images that earlier versions kept inline (data: URLs in `reports.images`) into the
 * storage. Runs at every start and does nothing once done; safe with several processes (each row
 * is replaced only if unchanged). An inline image that is not a PNG/JPEG/WebP is dropped.
 */
export async function moveInlineReportImages(
  ctx: AppContext,
  log?: FastifyBaseLogger,
): Promise<number> {
  let moved = 0;
  let after = 0;
  for (;;) {
    const rows = await reports.reportsWithInlineImages(ctx.db, after, 50);
    if (rows.length === 0) return moved;
    for (const row of rows) {
      after = row.id;
      let images: unknown;
      try {
        images = JSON.parse(row.images);
      } catch {
        images = [];
      }
      const stored: StoredImage[] = [];
      for (const url of Array.isArray(images) ? images : []) {
        if (typeof url !== 'string') continue;
        if (!DATA_URL.test(url)) {
          stored.push({ url, fileId: null });
          continue;
        }
        try {
          const bytes = decodeDataUrl(url, Number.MAX_SAFE_INTEGER);
          const file = await ingestBuffer(ctx, bytes, {
            maxBytes: Number.MAX_SAFE_INTEGER,
            accept: REPORT_IMAGE_TYPES,
          });
          stored.push({ url: imageUrl(file.id), fileId: file.id });
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          log?.warn({ reportId: row.id }, `report image dropped: ${error.message}`);
        }
      }
      const done = await writeTransaction(ctx.db, async (trx) => {
        const replaced = await reports.replaceReportImages(
          trx,
          row.id,
          row.images,
          stored.map((s) => s.url),
        );
        if (replaced)
          await reports.setReportFiles(
            trx,
            row.id,
            stored.map((s) => s.fileId),
          );
        return replaced;
      });
      if (done) moved += 1;
    }
  }
}
