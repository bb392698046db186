import { createHash } from 'node:crypto';
import { writeTransaction } from '../db/transaction.js';
import {
  attachDocumentFiles,
  insertFile,
  insertFiles,
  type DocumentFileLink,
  type NewFile,
} from '../repositories/files.js';
import { setSeededMaterials, type SeededMaterial } from '../repositories/documents.js';
import { recordImageSizes } from '../repositories/image-sizes.js';
import { recordPreviewSource } from '../repositories/preview-sources.js';
import { imageUrl, type FileContext } from '../services/files.js';
import {
  coverSizesColumn,
  renderPreviewSizes,
  type RenderedSize,
} from '../services/preview-sizes.js';
import { bufferRange, readZipContents, storedZipContents } from '../services/zip-contents.js';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, materialArtwork } from './artwork.js';
import { materialDescription, materialSummary, subjectOf } from './descriptions.js';
import { mediaCandidates, seedMediaMaterials } from './media.js';
import { cachedRender } from './render-cache.js';
import { zipArchive } from './zip.js';

/** Shared scenes: each document's second preview, drawn at 1280 px so the lightbox has detail. */
const SCENES = 16;
/**
 * Distinct illustrations at most (a document's own, and its cover). A demo of up to this many
 * documents has no two alike; past it (benchmarks of a million) they repeat, each document still
 * holding the very drawing its cover shows.
 */
export const DISTINCT_ARTWORKS = 512;
/** Covers rendered at once: sharp works in its own threads. */
const RENDER_BATCH = 4;
/** Material files stored at once while seeding (local disk or an object store). */
const WRITE_BATCH = 16;
/** Documents whose file rows, links and facts are written in one statement each. */
const INSERT_CHUNK = 500;
/**
 * The cover's drawing width: 480 and 960 px WebP (a card, and the gallery on a 2× phone). The
 * scenes alone go up to 1280: three widths of 500 covers made a first start three times longer.
 */
const COVER_WIDTH = 960;

/** The artwork a seeded material is drawn from (pages get their own, after the documents'). */
export function artworkSeed(key: string): number {
  const id = Number(key.slice(1));
  return key.startsWith('d') ? ((id - 1) % DISTINCT_ARTWORKS) + 1 : DISTINCT_ARTWORKS + id;
}

// Rendered previews by artwork and watermark, for the next app in this process (tests build
// many); the render cache keeps them for the next process.
const rendered = new Map<string, Promise<RenderedSize[]>>();

function renderOnce(key: string, svg: () => string, watermark: string | null) {
  const memo = `${key}|${watermark ?? ''}`;
  let sizes = rendered.get(memo);
  if (!sizes) {
    sizes = cachedRender(svg(), watermark, (body) => renderPreviewSizes(body, watermark));
    rendered.set(memo, sizes);
    sizes.catch(() => rendered.delete(memo));
  }
  return sizes;
}

/** The cover's drawing: the material's own SVG, shown at the cover's width. */
const coverSvg = (seed: number) =>
  materialArtwork(seed, COVER_WIDTH, Math.round((COVER_WIDTH * ARTWORK_HEIGHT) / ARTWORK_WIDTH));
const sceneSvg = (scene: number) => materialArtwork(100_000 + scene);

/** A preview image: its widths, and the drawing they are made from. */
interface SeedImage {
  rows: NewFile[];
  original: NewFile;
}

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Renders (or reads from the caches) and stores the widths of a drawing, content-addressed, with
 * the drawing itself: the original `npm run previews:rebuild` makes them again from.
 */
async function storeImage(
  ctx: FileContext,
  key: string,
  svg: string,
  now: number,
): Promise<SeedImage> {
  const watermark = ctx.config.previewWatermark;
  const sizes = await renderOnce(key, () => svg, watermark);
  const body = Buffer.from(svg);
  const svgHash = sha256(body);
  const svgKey = `${svgHash}.svg`;
  if (!(await ctx.storage.exists(svgKey)))
    await ctx.storage.putBuffer(svgKey, body, 'image/svg+xml');
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  const original: NewFile = {
    storage_key: svgKey,
    mime: 'image/svg+xml',
    size: body.length,
    sha256: svgHash,
    width: Number(width),
    height: Number(height),
    create_time: now,
  };
  const rows: NewFile[] = [];
  for (const size of sizes) {
    const hash = sha256(size.body);
    const key = `${hash}.webp`;
    if (!(await ctx.storage.exists(key))) await ctx.storage.putBuffer(key, size.body, 'image/webp');
    rows.push({
      storage_key: key,
      mime: 'image/webp',
      size: size.body.length,
      sha256: hash,
      width: size.width,
      height: size.height,
      create_time: now,
    });
  }
  return { rows, original };
}

async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/**
 * Gives every seeded material a real file (a ZIP with its own illustration and a readme), a cover
 * rendered from that illustration, previews, and a description written from the file, once per
 * database: the first process to claim the marker does it.
 */
export async function seedMaterialFiles(ctx: FileContext): Promise<number> {
  const claimed = await ctx.db
    .insertInto('meta')
    .values({ key: 'materials_seeded', value: String(ctx.config.now()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return 0;

  const now = ctx.config.now();
  // Chosen by the format they were generated with, before the ZIPs below replace it.
  const media = await mediaCandidates(ctx);
  const documents = await ctx.db
    .selectFrom('documents')
    .select(['id', 'title', 'summary', 'entitlement'])
    .orderBy('id')
    .execute();
  const pages = await ctx.db
    .selectFrom('common_documents')
    .select(['id', 'title'])
    .where('downloadable', '=', 1)
    .execute();
  const items = [
    ...documents.map((d) => ({ key: `d${d.id}`, title: d.title, doc: d })),
    ...pages.map((p) => ({ key: `c${p.id}`, title: p.title, doc: null })),
  ];

  const scenes = await inBatches(
    Array.from({ length: SCENES }, (_, i) => i),
    RENDER_BATCH,
    (i) => storeImage(ctx, `scene${i}`, sceneSvg(i), now),
  );
  const seeds = [...new Set(documents.map((d) => artworkSeed(`d${d.id}`)))];
  const covers = new Map<number, SeedImage>();
  if (ctx.config.seedCovers)
    await inBatches(seeds, RENDER_BATCH, async (seed) => {
      covers.set(seed, await storeImage(ctx, `cover${seed}`, coverSvg(seed), now));
    });

  const materials = await Promise.all(
    items.map(async (item) => {
      const seed = artworkSeed(item.key);
      const readme = [
        `《${item.title}》`,
        '',
        '动漫素材会员站 · 示例素材（种子数据生成）',
        `素材编号：${item.key}`,
        '内容：矢量插画源文件（SVG，可直接用浏览器或 Illustrator / Inkscape 打开）；',
        '      素材页的封面就是这张插画。',
        '',
      ].join('\r\n');
      const body = zipFor(item.title, Buffer.from(materialArtwork(seed)), readme);
      const hash = sha256(body);
      const contents = await readZipContents(bufferRange(body), body.length);
      const file: NewFile = {
        storage_key: `${hash}.zip`,
        mime: 'application/zip',
        size: body.length,
        sha256: hash,
        width: null,
        height: null,
        zip_contents: storedZipContents(contents),
        create_time: now,
      };
      return { item, seed, body, file, entries: contents?.entries ?? null };
    }),
  );

  // Several files at a time: written one after another, they were most of a first start.
  await inBatches(materials, WRITE_BATCH, async ({ file, body }) => {
    if (!(await ctx.storage.exists(file.storage_key)))
      await ctx.storage.putBuffer(file.storage_key, body, 'application/zip');
  });

  await writeTransaction(ctx.db, async (trx) => {
    // The narrowest width of each image is the file the gallery and the cover name.
    const stored = new Map<string, { id: number; sizes: string | null }>();
    const insertImage = async ({ rows, original }: SeedImage) => {
      const known = stored.get(rows[0]!.storage_key);
      if (known) return known;
      const files = [];
      for (const row of rows) files.push(await insertFile(trx, row));
      const sizes = files.map((f) => ({ fileId: f.id, width: f.width!, height: f.height! }));
      await recordImageSizes(trx, files[0]!.id, sizes);
      await recordPreviewSource(trx, {
        preview_file_id: files[0]!.id,
        source_file_id: (await insertFile(trx, original)).id,
        watermark: ctx.config.previewWatermark ?? '',
        create_time: now,
      });
      const image = { id: files[0]!.id, sizes: coverSizesColumn(sizes) };
      stored.set(rows[0]!.storage_key, image);
      return image;
    };
    // A chunk of documents at a time: their files, links and facts in one statement each (a statement
    // per row was most of a large seed: 72 s for 20 000 documents on PostgreSQL).
    for (let start = 0; start < materials.length; start += INSERT_CHUNK) {
      const chunk = materials.slice(start, start + INSERT_CHUNK);
      const rows = await insertFiles(
        trx,
        chunk.map((m) => m.file),
      );
      const links: DocumentFileLink[] = [];
      const facts: SeededMaterial[] = [];
      for (const { item, seed, file, entries } of chunk) {
        links.push({
          key: item.key,
          kind: 'material',
          fileId: rows.get(file.storage_key)!.id,
          fileName: `${item.title}.zip`,
          sort: 0,
        });
        if (!item.doc) continue;
        // The gallery: the material's own drawing (the cover), then a scene to show it in use.
        // (Without seedCovers, a tests-only setting, another scene stands in for the cover.)
        const cover = await insertImage(covers.get(seed) ?? scenes[(seed + 5) % SCENES]!);
        const scene = await insertImage(scenes[seed % SCENES]!);
        for (const [sort, preview] of [cover, scene].entries())
          links.push({
            key: item.key,
            kind: 'preview',
            fileId: preview.id,
            fileName: `${item.title}-预览${sort + 1}.webp`,
            sort,
          });
        const material = { format: 'ZIP', size: file.size, contents: entries };
        const subject = subjectOf(item.doc.summary);
        facts.push({
          id: item.doc.id,
          cover: imageUrl(cover.id),
          coverSizes: cover.sizes,
          format: material.format,
          size: material.size,
          summary: materialSummary(subject, material),
          content: materialDescription(subject, item.doc.entitlement, material),
        });
      }
      await attachDocumentFiles(trx, links);
      await setSeededMaterials(trx, facts);
    }
  });
  await seedMediaMaterials(ctx, media);
  return materials.length;
}

function zipFor(title: string, svg: Buffer, readme: string): Buffer {
  const safe = title.replace(/[\\/:*?"<>|]/g, '_');
  return zipArchive([
    { name: `${safe}.svg`, data: svg },
    { name: '说明.txt', data: Buffer.from(readme, 'utf8') },
  ]);
}
