import { findFile } from '../repositories/files.js';
import {
  linkPreviewSource,
  listCoverUploads,
  listStalePreviews,
  listUnlinkedCovers,
  listUnlinkedMaterialPreviews,
  replacePreview,
} from '../repositories/preview-sources.js';
import { writeTransaction } from '../db/transaction.js';
import { imageUrl, type FileContext } from './files.js';
import { coverSizesColumn, storePreviewSizes } from './preview-sizes.js';

// `npm run previews:rebuild` (tools/rebuild-previews.ts): makes every preview image again from its
// stored original with today's PREVIEW_WATERMARK, so previews made before the setting changed
// carry it too. Each preview is made, then swapped in by one transaction: a stop at any point
// leaves every preview either old or new, and the next run goes on with those still old. A run
// with nothing to do changes nothing. Material files (what members download) are only read.

const BATCH = 50;

export interface RebuildReport {
  /** Older previews whose original was found now (from the audit log, or by their name). */
  linked: number;
  /** Previews made again and swapped in. */
  rebuilt: number;
  /** Previews whose original is gone from the storage or cannot be read: left as they are. */
  failed: { previewFileId: number; reason: string }[];
}

const fileIdOfUrl = (url: string | null) => {
  const match = /^\/api\/files\/(\d+)$/.exec(url ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * Finds the originals of previews made before they were recorded (migration 0037): a console
 * cover's is the file its upload's audit row names (by checksum); an image material's own preview
 * (`<material name>-预览.webp`) is made from the material. Each is linked once.
 */
export async function linkOlderPreviews(ctx: FileContext): Promise<number> {
  let linked = 0;
  const now = ctx.config.now();
  for (let after = 0; ;) {
    const covers = await listUnlinkedCovers(ctx.db, after, BATCH);
    if (covers.length === 0) break;
    for (const doc of covers) {
      after = doc.id;
      const previewId = fileIdOfUrl(doc.cover);
      if (previewId === null) continue;
      for (const upload of await listCoverUploads(ctx.db, doc.id)) {
        const made = JSON.parse(upload.after_json ?? 'null') as {
          cover?: string;
          sha256?: string;
        } | null;
        if (made?.cover !== doc.cover || !made.sha256) continue;
        const original = await ctx.db
          .selectFrom('files')
          .select('id')
          .where('sha256', '=', made.sha256)
          .orderBy('id')
          .executeTakeFirst();
        if (original && (await linkPreviewSource(ctx.db, previewId, original.id, now))) linked += 1;
        break;
      }
    }
  }
  for (let after = 0; ;) {
    const previews = await listUnlinkedMaterialPreviews(ctx.db, after, BATCH);
    if (previews.length === 0) break;
    for (const p of previews) {
      after = p.id;
      if (p.previewName !== `${p.materialName.replace(/\.[^.]*$/, '')}-预览.webp`) continue;
      if (await linkPreviewSource(ctx.db, p.previewFileId, p.materialFileId, now)) linked += 1;
    }
  }
  return linked;
}

/** Makes again every preview whose watermark is not today's setting; see the file's comment. */
export async function rebuildPreviews(
  ctx: FileContext,
  progress: (done: number) => void = () => undefined,
): Promise<RebuildReport> {
  const report: RebuildReport = { linked: await linkOlderPreviews(ctx), rebuilt: 0, failed: [] };
  const watermark = ctx.config.previewWatermark ?? '';
  for (let after = 0; ;) {
    const stale = await listStalePreviews(ctx.db, watermark, after, BATCH);
    if (stale.length === 0) break;
    for (const row of stale) {
      after = row.preview_file_id;
      const original = await findFile(ctx.db, row.source_file_id);
      if (!original || !(await ctx.storage.exists(original.storage_key))) {
        report.failed.push({ previewFileId: row.preview_file_id, reason: '原图已不在存储中' });
        continue;
      }
      // Recorded with today's watermark as it is made (the same bytes: the same file again).
      let made;
      try {
        made = await storePreviewSizes(ctx, original);
      } catch (error) {
        report.failed.push({ previewFileId: row.preview_file_id, reason: String(error) });
        continue;
      }
      const { preview, sizes } = made;
      if (preview.id !== row.preview_file_id)
        await writeTransaction(ctx.db, (trx) =>
          replacePreview(
            trx,
            { fileId: row.preview_file_id, url: imageUrl(row.preview_file_id) },
            { fileId: preview.id, url: imageUrl(preview.id), coverSizes: coverSizesColumn(sizes) },
          ),
        );
      report.rebuilt += 1;
      progress(report.rebuilt);
    }
  }
  return report;
}
