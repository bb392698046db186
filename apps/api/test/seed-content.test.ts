import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { formatBytes } from '@dongman/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStored } from '../src/services/files.js';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';

// The demo seed (issue 26): what a document says about its file is what the file is, and each
// cover is drawn from the document's own material.

let t: TestApp;
// Every document is read through the API: more requests than a visitor may make a minute. On a
// machine whose render cache is cold, the first start draws every cover: allow it three minutes.
beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 100_000, seedCovers: true });
}, 180_000);
afterAll(() => t.close());

interface DocumentPage {
  id: number;
  title: string;
  content: string;
  material: {
    fileName: string;
    format: string;
    size: number;
    contents: { path: string; size: number }[] | null;
  } | null;
  previews: string[];
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

async function page(client: Client, id: number): Promise<DocumentPage> {
  return expectOk(
    'getTwoClassDocument',
    await client.get<DocumentPage>(`/api/two/class/document/${id}`),
  );
}

async function seededDocuments() {
  return t.app.ctx.db
    .selectFrom('documents')
    .select(['id', 'cover', 'summary', 'format', 'size'])
    .orderBy('id')
    .execute();
}

/** An image as 32×20 RGB pixels, to compare drawings whatever their size and encoding. */
async function thumbnail(input: Buffer): Promise<Buffer> {
  return sharp(input).resize(32, 20, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

const distance = (a: Buffer, b: Buffer) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
};

describe('seeded descriptions tell the truth', () => {
  it('every document states the format, size and files of its real material', async () => {
    const visitor = new Client(t.app);
    const docs = await seededDocuments();
    expect(docs.length).toBeGreaterThan(100);
    for (const doc of docs) {
      const shown = await page(visitor, doc.id);
      const material = shown.material!;
      expect(material, `d${doc.id}`).not.toBeNull();
      const format = /文件格式：([^<]+)</.exec(shown.content)?.[1];
      const size = /文件大小：([^<]+)</.exec(shown.content)?.[1];
      expect({ id: doc.id, format, size }).toEqual({
        id: doc.id,
        format: material.format,
        size: formatBytes(material.size),
      });
      // No second, made-up claim anywhere (the old text said "WAV / 约 592 MB" of a 2 KB ZIP).
      expect(shown.content.match(/文件格式|文件大小/g)).toHaveLength(2);
      expect(shown.content).not.toMatch(/约 \d+ MB/);
      expect(shown.content).not.toMatch(/(?:PSD|AEP|PRPROJ|SWF|JSON|WAV|MP4)格式/);
      expect(doc.summary).toContain(material.format);
      // Each file inside is listed with its size, as the 包含文件 tree shows it.
      for (const entry of material.contents ?? [])
        expect(shown.content).toContain(`${entry.path}（${formatBytes(entry.size)}`);
      // The listing's format filter and size follow the same file.
      expect({ format: doc.format, size: doc.size }).toEqual({
        format: material.format,
        size: material.size,
      });
    }
  }, 120_000);
});

describe('seeded covers are drawn from their material', () => {
  it('no two documents share a cover image', async () => {
    const docs = await seededDocuments();
    const hashes = new Set<string>();
    for (const doc of docs) {
      const image = await t.app.inject({ method: 'GET', url: doc.cover! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      hashes.add(sha256(image.rawPayload));
    }
    expect(hashes.size).toBe(docs.length);
  });

  it("each cover is the illustration inside the document's own ZIP", async () => {
    const docs = (await seededDocuments()).filter((_, i) => i % 45 === 0);
    expect(docs.length).toBeGreaterThanOrEqual(6);
    const drawings = new Map<number, Buffer>();
    const covers = new Map<number, Buffer>();
    for (const doc of docs) {
      const material = await t.app.ctx.db
        .selectFrom('document_files as df')
        .innerJoin('files as f', 'f.id', 'df.file_id')
        .selectAll('f')
        .where('df.download_key', '=', `d${doc.id}`)
        .where('df.kind', '=', 'material')
        .executeTakeFirstOrThrow();
      const files = unzipSync(new Uint8Array(await readStored(t.app.ctx, material)));
      const svg = Object.entries(files).find(([name]) => name.endsWith('.svg'))?.[1];
      expect(svg, `d${doc.id} holds an SVG`).toBeDefined();
      drawings.set(doc.id, await thumbnail(Buffer.from(svg!)));
      const cover = await t.app.inject({ method: 'GET', url: doc.cover! });
      covers.set(doc.id, await thumbnail(cover.rawPayload));
    }
    for (const doc of docs) {
      const own = distance(covers.get(doc.id)!, drawings.get(doc.id)!);
      // Nearly the same pixels as its own drawing (WebP at quality 78 and resizing differ a little)…
      expect(own, `d${doc.id}`).toBeLessThan(6);
      // …and clearly closer to it than to any other document's.
      for (const other of docs)
        if (other.id !== doc.id)
          expect(distance(covers.get(doc.id)!, drawings.get(other.id)!)).toBeGreaterThan(own * 2);
    }
  });

  it('the gallery opens on the cover and has a preview 1280 px wide for the lightbox', async () => {
    const [doc] = await seededDocuments();
    const shown = expectOk(
      'getTwoClassDocument',
      await new Client(t.app).get<{
        previews: string[];
        previewImages: { url: string; sizes: { width: number }[] }[];
      }>(`/api/two/class/document/${doc!.id}`),
    );
    expect(shown.previews[0]).toBe(doc!.cover);
    const widest = Math.max(...shown.previewImages.flatMap((p) => p.sizes.map((s) => s.width)));
    expect(widest).toBe(1280);
  });
});
