import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { RenderedSize } from '../services/preview-sizes.js';

/**
 * The demo's rendered previews, kept between starts (`$TMPDIR/dongman-seed-previews`): the seed
 * draws some 500 illustrations, and rendering them again for every fresh database (each test app,
 * each `npm start` on a new data folder) took most of a first start. A render is a pure function
 * of the SVG, the watermark and sharp's version, so those name the entry; a missing or broken
 * entry is rendered again. Only the demo seed uses it, never a member's upload.
 */
const DIR = join(tmpdir(), 'dongman-seed-previews');
/** Bump when renderPreviewSizes changes what it makes of the same input. */
const FORMAT = 1;

interface Manifest {
  sizes: { file: string; width: number; height: number }[];
}

function entryKey(svg: string, watermark: string | null): string {
  return createHash('sha256')
    .update(`${FORMAT}\0${sharp.versions.vips}\0${watermark ?? ''}\0${svg}`)
    .digest('hex');
}

async function read(key: string): Promise<RenderedSize[] | null> {
  try {
    const manifest = JSON.parse(await readFile(join(DIR, `${key}.json`), 'utf8')) as Manifest;
    return await Promise.all(
      manifest.sizes.map(async (s) => ({
        body: await readFile(join(DIR, s.file)),
        width: s.width,
        height: s.height,
      })),
    );
  } catch {
    return null;
  }
}

async function write(key: string, sizes: RenderedSize[]): Promise<void> {
  try {
    await mkdir(DIR, { recursive: true });
    const manifest: Manifest = { sizes: [] };
    for (const [i, size] of sizes.entries()) {
      const file = `${key}.${i}.webp`;
      await atomicWrite(join(DIR, file), size.body);
      manifest.sizes.push({ file, width: size.width, height: size.height });
    }
    // The manifest last: an entry is whole once it is there.
    await atomicWrite(join(DIR, `${key}.json`), Buffer.from(JSON.stringify(manifest)));
  } catch {
    // A read-only or full temp folder only means rendering again next time.
  }
}

async function atomicWrite(path: string, body: Buffer) {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}

/** `render(svg)`'s result from the cache, or rendered now and kept for the next start. */
export async function cachedRender(
  svg: string,
  watermark: string | null,
  render: (svg: Buffer) => Promise<RenderedSize[]>,
): Promise<RenderedSize[]> {
  const key = entryKey(svg, watermark);
  const cached = await read(key);
  if (cached) return cached;
  const sizes = await render(Buffer.from(svg));
  await write(key, sizes);
  return sizes;
}
