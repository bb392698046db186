import { resolveConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrateToLatest } from '../db/migrations.js';
import { countPreviewsWithoutSource, countStalePreviews } from '../repositories/preview-sources.js';
import { linkOlderPreviews, rebuildPreviews } from '../services/preview-rebuild.js';
import { storageFor } from '../storage/configured.js';

// `npm run previews:rebuild -w @dongman/api` (or `npm run previews:rebuild` in a release): makes
// every preview image (covers, galleries, image materials' previews, at each width) again from
// its stored original with the current PREVIEW_WATERMARK, e.g. after turning the watermark on.
// Previews already made with that setting are left alone, so running it again does nothing, and
// a run stopped half-way goes on where it was at the next one. The files members download are
// only read. Uses the server's settings (DATA_DIR's site.db or DATABASE_URL, and its storage);
// the servers may keep running. Exits 1 when a preview could not be made (listed).

const config = resolveConfig({ payments: { providers: [] } });
const handle = openDatabase({ ...config, poolSize: 1 });
const mark = config.previewWatermark ? `水印「${config.previewWatermark}」` : '无水印';
try {
  await migrateToLatest(handle);
  const ctx = { db: handle.db, config, storage: await storageFor(config) };
  const linked = await linkOlderPreviews(ctx);
  if (linked > 0) console.log(`找到 ${linked} 张旧预览图的原图`);
  const waiting = await countStalePreviews(handle.db, config.previewWatermark ?? '');
  console.log(`按当前设置（${mark}）重新生成预览图：待处理 ${waiting} 张`);
  const report = await rebuildPreviews(ctx, (done) => {
    if (done % 100 === 0) console.log(`  已重新生成 ${done} 张`);
  });
  console.log(
    report.rebuilt === 0 && report.failed.length === 0
      ? `所有预览图都已是当前设置（${mark}），无需重新生成`
      : `已重新生成 ${report.rebuilt} 张预览图（${mark}）；下载的素材文件未改动`,
  );
  const orphans = await countPreviewsWithoutSource(handle.db);
  if (orphans > 0)
    console.log(`另有 ${orphans} 张预览图找不到原图，无法重新生成（可在后台重新上传封面）`);
  if (report.failed.length > 0) {
    console.error(`${report.failed.length} 张未能重新生成（保留原样）：`);
    for (const f of report.failed) console.error(`  /api/files/${f.previewFileId}：${f.reason}`);
    process.exitCode = 1;
  }
} finally {
  await handle.close();
}
