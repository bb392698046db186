import { createHash } from 'node:crypto';
import type { AppContext } from '../context.js';
import { writeTransaction } from '../db/transaction.js';
import { attachDocumentFile, insertFile, type NewFile } from '../repositories/files.js';
import { recordImageSizes } from '../repositories/image-sizes.js';
import { recordPreviewSource } from '../repositories/preview-sources.js';
import { imageUrl } from '../services/files.js';
import {
  coverSizesColumn,
  renderPreviewSizes,
  type RenderedSize,
} from '../services/preview-sizes.js';
import { bufferRange, readZipContents, storedZipContents } from '../services/zip-contents.js';
import { random } from './documents.js';
import { seedMediaMaterials } from './media.js';
import { zipArchive } from './zip.js';

const PALETTES: [string, string, string][] = [
  ['#ff7a59', '#ffc15e', '#2d1e2f'],
  ['#5b8def', '#8ce0ff', '#10233f'],
  ['#7b5cff', '#ff8fd8', '#1d1238'],
  ['#21c8a4', '#c6f58c', '#0f2e2a'],
  ['#f25f5c', '#ffe066', '#247ba0'],
  ['#3a86ff', '#ff006e', '#fb5607'],
  ['#06d6a0', '#118ab2', '#073b4c'],
  ['#ffbe0b', '#8338ec', '#3a0ca3'],
];
const VARIANTS = 16;
/** Material files stored at once while seeding (local disk or an object store). */
const WRITE_BATCH = 16;

/** An illustration without text (no fonts needed): gradient sky, hills, sun and sparkles. */
function artwork(variant: number): string {
  const next = random(variant * 7919 + 17);
  const [a, b, c] = PALETTES[variant % PALETTES.length] ?? PALETTES[0]!;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i++) {
    const x = Math.round(next() * 960);
    const y = Math.round(next() * 330);
    const r = Math.round(2 + next() * 6);
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${(0.4 + next() * 0.5).toFixed(2)}"/>`,
    );
  }
  const sunX = Math.round(180 + next() * 600);
  const hill = (base: number, amp: number, colour: string, opacity: number) => {
    const points = [0, 1, 2, 3, 4, 5, 6].map(
      (i) => `${i * 160},${Math.round(base - next() * amp)}`,
    );
    return `<polygon points="0,600 ${points.join(' ')} 960,600" fill="${colour}" opacity="${opacity}"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="960" height="600" fill="url(#sky)"/>
<circle cx="${sunX}" cy="210" r="${Math.round(70 + next() * 50)}" fill="#fff" opacity="0.8"/>
${shapes.join('\n')}
${hill(430, 120, c, 0.55)}
${hill(520, 90, c, 0.85)}
</svg>`;
}

interface Variant {
  svg: Buffer;
  /** The preview at each width (the narrowest first), watermarked by setting. */
  sizes: RenderedSize[];
}

async function renderVariant(variant: number, watermark: string | null): Promise<Variant> {
  const svg = Buffer.from(artwork(variant));
  return { svg, sizes: await renderPreviewSizes(svg, watermark) };
}

function sha256(body: Buffer): string {
  return createHash('sha256').update(body).digest('hex');
}

/**
 * Gives every seeded material a real file (a ZIP with its artwork and a readme) and a preview
 * image, once per database: the first process to claim the marker does it.
 */
export async function seedMaterialFiles(ctx: AppContext): Promise<number> {
  const claimed = await ctx.db
    .insertInto('meta')
    .values({ key: 'materials_seeded', value: String(ctx.config.now()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (!claimed) return 0;

  const now = ctx.config.now();
  const variants = await Promise.all(
    Array.from({ length: VARIANTS }, (_, i) => renderVariant(i, ctx.config.previewWatermark)),
  );
  const documents = await ctx.db
    .selectFrom('documents')
    .select(['id', 'title'])
    .orderBy('id')
    .execute();
  const pages = await ctx.db
    .selectFrom('common_documents')
    .select(['id', 'title'])
    .where('downloadable', '=', 1)
    .execute();
  const items = [
    ...documents.map((d) => ({ key: `d${d.id}`, id: d.id, title: d.title, preview: true })),
    ...pages.map((p) => ({ key: `c${p.id}`, id: p.id, title: p.title, preview: false })),
  ];

  // Each variant's widths as file rows (the narrowest is the preview the documents name), and its
  // artwork, the original they are made from (npm run previews:rebuild makes them again).
  const previews: NewFile[][] = [];
  const originals: NewFile[] = [];
  for (const v of variants) {
    const svgHash = sha256(v.svg);
    const svgKey = `${svgHash}.svg`;
    if (!(await ctx.storage.exists(svgKey)))
      await ctx.storage.putBuffer(svgKey, v.svg, 'image/svg+xml');
    originals.push({
      storage_key: svgKey,
      mime: 'image/svg+xml',
      size: v.svg.length,
      sha256: svgHash,
      width: 960,
      height: 600,
      create_time: now,
    });
    const rows: NewFile[] = [];
    for (const size of v.sizes) {
      const hash = sha256(size.body);
      const key = `${hash}.webp`;
      if (!(await ctx.storage.exists(key)))
        await ctx.storage.putBuffer(key, size.body, 'image/webp');
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
    previews.push(rows);
  }
  const materials: { item: (typeof items)[number]; file: NewFile; variant: number }[] = [];
  const bodies = new Map<string, Buffer>();
  for (const item of items) {
    const variant = item.id % VARIANTS;
    const readme = [
      `《${item.title}》`,
      '',
      '动漫素材会员站 · 示例素材（种子数据生成）',
      `素材编号：${item.key}`,
      '内容：矢量插画源文件（SVG，可直接用浏览器或 Illustrator / Inkscape 打开）。',
      '',
    ].join('\r\n');
    const body = zipFor(item.title, variants[variant]!.svg, readme);
    const hash = sha256(body);
    const key = `${hash}.zip`;
    bodies.set(key, body);
    materials.push({
      item,
      variant,
      file: {
        storage_key: key,
        mime: 'application/zip',
        size: body.length,
        sha256: hash,
        width: null,
        height: null,
        zip_contents: storedZipContents(await readZipContents(bufferRange(body), body.length)),
        create_time: now,
      },
    });
  }

  // Several files at a time: written one after another, they were most of a first start.
  const keys = [...bodies.keys()];
  for (let i = 0; i < keys.length; i += WRITE_BATCH) {
    await Promise.all(
      keys.slice(i, i + WRITE_BATCH).map(async (key) => {
        if (!(await ctx.storage.exists(key)))
          await ctx.storage.putBuffer(key, bodies.get(key)!, 'application/zip');
      }),
    );
  }

  await writeTransaction(ctx.db, async (trx) => {
    const previewRows = [];
    const coverSizes: (string | null)[] = [];
    for (const [variant, widths] of previews.entries()) {
      const rows = [];
      for (const p of widths) rows.push(await insertFile(trx, p));
      const sizes = rows.map((r) => ({ fileId: r.id, width: r.width!, height: r.height! }));
      await recordImageSizes(trx, rows[0]!.id, sizes);
      await recordPreviewSource(trx, {
        preview_file_id: rows[0]!.id,
        source_file_id: (await insertFile(trx, originals[variant]!)).id,
        watermark: ctx.config.previewWatermark ?? '',
        create_time: now,
      });
      previewRows.push(rows[0]!);
      coverSizes.push(coverSizesColumn(sizes));
    }
    for (const { item, file, variant } of materials) {
      const stored = await insertFile(trx, file);
      await attachDocumentFile(trx, {
        key: item.key,
        kind: 'material',
        fileId: stored.id,
        fileName: `${item.title}.zip`,
        sort: 0,
      });
      if (!item.preview) continue;
      // A small gallery: the document's own artwork first, then a neighbour's.
      const gallery = [previewRows[variant]!, previewRows[(variant + 5) % VARIANTS]!];
      for (const [sort, preview] of gallery.entries()) {
        await attachDocumentFile(trx, {
          key: item.key,
          kind: 'preview',
          fileId: preview.id,
          fileName: `${item.title}-预览${sort + 1}.webp`,
          sort,
        });
      }
      await trx
        .updateTable('documents')
        .set({ cover: imageUrl(gallery[0]!.id), cover_sizes: coverSizes[variant] })
        .where('id', '=', item.id)
        .execute();
    }
  });
  await seedMediaMaterials(ctx);
  return materials.length;
}

function zipFor(title: string, svg: Buffer, readme: string): Buffer {
  const safe = title.replace(/[\\/:*?"<>|]/g, '_');
  return zipArchive([
    { name: `${safe}.svg`, data: svg },
    { name: '说明.txt', data: Buffer.from(readme, 'utf8') },
  ]);
}
