import type { FileRow } from '../db/schema.js';
import { recordImageSizes } from '../repositories/image-sizes.js';
import { recordPreviewSource } from '../repositories/preview-sources.js';
import {
  decodeImage,
  decoding,
  imageUrl,
  ingestBuffer,
  readStored,
  type FileContext,
} from './files.js';

/**
 * Preview images at several widths, for `srcset`: a phone loads the 480 px one, a desktop's
 * large gallery the 1280 px one. Each is a WebP stored under its own checksum; the narrowest is
 * the preview a URL names (covers, gallery), and the others are listed against it (image_sizes).
 * With PREVIEW_WATERMARK every width carries the text; the material itself is never touched.
 */
export const PREVIEW_WIDTHS = [480, 960, 1280] as const;

const WIDEST = PREVIEW_WIDTHS[PREVIEW_WIDTHS.length - 1]!;

/**
 * The widths made of an image `width` pixels wide: each standard width it reaches, and its own
 * width when that is clearly wider than the last one reached (never enlarged).
 */
export function previewWidths(width: number): number[] {
  const widths: number[] = PREVIEW_WIDTHS.filter((w) => w <= width);
  const largest = widths[widths.length - 1] ?? 0;
  if (width < WIDEST && width > largest * 1.15) widths.push(width);
  return widths;
}

export interface RenderedSize {
  body: Buffer;
  width: number;
  height: number;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** The watermark as an SVG the size of the image: the text in the lower right corner. */
function watermarkSvg(text: string, width: number, height: number): Buffer {
  const fontSize = Math.max(12, Math.round(width / 28));
  const margin = Math.round(fontSize * 0.8);
  const stroke = Math.max(1, Math.round(fontSize / 14));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width - margin}" y="${height - margin}" text-anchor="end" ` +
      `font-family="Noto Sans CJK SC, Noto Sans SC, sans-serif" font-size="${fontSize}" font-weight="700" ` +
      `fill="#ffffff" fill-opacity="0.6" stroke="#000000" stroke-opacity="0.3" stroke-width="${stroke}">` +
      `${escapeXml(text)}</text></svg>`,
  );
}

/** One width: resized (EXIF orientation applied), watermarked when asked, as WebP. */
async function renderSize(input: Buffer, width: number, watermark: string | null) {
  const { data, info } = await decodeImage(input)
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let image = decodeImage(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (watermark)
    image = image.composite([{ input: watermarkSvg(watermark, info.width, info.height) }]);
  const body = await image.webp({ quality: 78 }).toBuffer();
  return { body, width: info.width, height: info.height };
}

/** Every preview width of an image (narrowest first). A broken image is a 400. */
export async function renderPreviewSizes(
  input: Buffer,
  watermark: string | null,
): Promise<RenderedSize[]> {
  return decoding(async () => {
    const meta = await decodeImage(input).metadata();
    // Orientations 5–8 turn the image a quarter: its width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = (turned ? meta.height : meta.width) ?? 0;
    const sizes: RenderedSize[] = [];
    for (const w of previewWidths(width)) sizes.push(await renderSize(input, w, watermark));
    return sizes;
  });
}

export interface PreviewSize {
  fileId: number;
  width: number;
  height: number;
}

export interface StoredPreview {
  /** The narrowest width: the preview the cover or gallery names by URL. */
  preview: FileRow;
  sizes: PreviewSize[];
}

/**
 * Renders and stores every width of a stored image, lists them against the narrowest, and records
 * the original and the watermark, so the preview can be made again (npm run previews:rebuild).
 */
export async function storePreviewSizes(
  ctx: FileContext,
  original: FileRow,
): Promise<StoredPreview> {
  const watermark = ctx.config.previewWatermark;
  const rendered = await renderPreviewSizes(await readStored(ctx, original), watermark);
  const files: FileRow[] = [];
  for (const size of rendered)
    files.push(
      await ingestBuffer(ctx, size.body, {
        maxBytes: Number.MAX_SAFE_INTEGER,
        accept: ['image/webp'],
      }),
    );
  const sizes = rendered.map((size, i) => ({
    fileId: files[i]!.id,
    width: size.width,
    height: size.height,
  }));
  await recordImageSizes(ctx.db, files[0]!.id, sizes);
  await recordPreviewSource(ctx.db, {
    preview_file_id: files[0]!.id,
    source_file_id: original.id,
    watermark: watermark ?? '',
    create_time: ctx.config.now(),
  });
  return { preview: files[0]!, sizes };
}

/** How a document row keeps its cover's widths (documents.cover_sizes). */
export function coverSizesColumn(sizes: readonly PreviewSize[]): string | null {
  return sizes.length > 0 ? JSON.stringify(sizes.map((s) => [s.fileId, s.width, s.height])) : null;
}

/** The contract's ImageSize list of a documents.cover_sizes value ([] when none). */
export function coverSizesOf(
  column: string | null,
): { url: string; width: number; height: number }[] {
  if (!column) return [];
  try {
    const rows = JSON.parse(column) as [number, number, number][];
    return rows.map(([fileId, width, height]) => ({ url: imageUrl(fileId), width, height }));
  } catch {
    return [];
  }
}

/** The contract's ImageSize list of stored sizes. */
export const imageSizes = (sizes: readonly PreviewSize[]) =>
  sizes.map((s) => ({ url: imageUrl(s.fileId), width: s.width, height: s.height }));
