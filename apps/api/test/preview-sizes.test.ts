import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewWidths } from '../src/services/preview-sizes.js';
import { staffClient } from './staff-helpers.js';
import { Client, createTestApp, expectOk, loggedIn, type TestApp } from './helpers.js';

// Preview images at several widths (srcset) and the PREVIEW_WATERMARK stamp: what the console
// uploads is shown to members at 480, 960 and 1280 px wide, watermarked when the setting says so,
// while the file members download stays exactly as uploaded.

interface ImageSize {
  url: string;
  width: number;
  height: number;
}
interface AdminDocument {
  id: number;
  cover: string | null;
  material: { fileName: string; size: number } | null;
}
interface DocumentAnswer {
  id: number;
  previews: string[];
  previewImages: { url: string; sizes: ImageSize[] }[];
}
interface Summary {
  id: number;
  cover: string | null;
  coverSizes: ImageSize[];
}
interface Section {
  documents: { list: Summary[] };
}

const WATERMARK = '动漫素材会员站';

const form = (body: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  return data;
};

/** A busy picture (so a stamp shows), `width` × `height`, as PNG. */
async function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#1d3557"/><stop offset="1" stop-color="#457b9d"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#e63946"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Creates, fills (cover + image material) and publishes a document in sub-class 3. */
async function publishedDocument(t: TestApp, cover: Buffer, material: Buffer) {
  const editor = await staffClient(t.app, 'editor');
  const doc = expectOk(
    'adminCreateDocument',
    await editor.post<AdminDocument>('/api/admin/documents', {
      title: '晨光海港场景原画',
      oneClassId: 1,
      childId: 3,
      entitlement: null,
      price: 0,
      content: '<p>场景原画</p>',
    }),
  );
  for (const [kind, body, name] of [
    ['cover', cover, '封面.png'],
    ['material', material, '海港原画.png'],
  ] as const) {
    const answer = await editor.request({
      method: 'POST',
      url: `/api/admin/documents/${doc.id}/${kind}`,
      payload: form(body, name),
    });
    expect(answer.body.code, answer.body.message).toBe(200);
  }
  expectOk(
    'adminSetDocumentState',
    await editor.post(`/api/admin/documents/${doc.id}/state`, { published: true }),
  );
  const visitor = new Client(t.app);
  const page = expectOk(
    'getTwoClassDocument',
    await visitor.get<DocumentAnswer>(`/api/two/class/document/${doc.id}`),
  );
  return { id: doc.id, page, visitor };
}

/** What a visitor's browser gets for an image URL: decoded pixels and their size. */
async function fetched(t: TestApp, url: string) {
  const answer = await t.app.inject({ method: 'GET', url });
  expect(answer.statusCode).toBe(200);
  const { data, info } = await sharp(answer.rawPayload)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const meta = await sharp(answer.rawPayload).metadata();
  return { data, width: info.width, height: info.height, format: meta.format };
}

/** Mean absolute difference per channel of a region (x, y, w, h as fractions of the image). */
function difference(
  a: Buffer,
  b: Buffer,
  width: number,
  height: number,
  region: [number, number, number, number],
) {
  const [fx, fy, fw, fh] = region;
  let sum = 0;
  let count = 0;
  for (let y = Math.floor(fy * height); y < Math.floor((fy + fh) * height); y++)
    for (let x = Math.floor(fx * width); x < Math.floor((fx + fw) * width); x++)
      for (let c = 0; c < 3; c++) {
        const i = (y * width + x) * 3 + c;
        sum += Math.abs(a[i]! - b[i]!);
        count++;
      }
  return sum / count;
}

const LOWER_RIGHT: [number, number, number, number] = [0.55, 0.85, 0.43, 0.13];
const UPPER_LEFT: [number, number, number, number] = [0, 0, 0.4, 0.4];

describe('the widths made of a preview', () => {
  it('are the standard widths an image reaches, never enlarged', () => {
    expect(previewWidths(300)).toEqual([300]);
    expect(previewWidths(480)).toEqual([480]);
    expect(previewWidths(960)).toEqual([480, 960]);
    expect(previewWidths(1000)).toEqual([480, 960]);
    expect(previewWidths(1200)).toEqual([480, 960, 1200]);
    expect(previewWidths(4000)).toEqual([480, 960, 1280]);
  });
});

describe('previews at several widths, no watermark set', () => {
  let t: TestApp;
  let plain: { id: number; page: DocumentAnswer; visitor: Client };
  const material = picture(2000, 1250);
  beforeAll(async () => {
    t = await createTestApp({ previewWatermark: null });
    plain = await publishedDocument(t, await picture(1600, 1000), await material);
  });
  afterAll(async () => t.close());

  it('the document lists every preview with its widths, each a WebP of that width', async () => {
    const { page } = plain;
    expect(page.previewImages.map((p) => p.url)).toEqual(page.previews);
    expect(page.previewImages).toHaveLength(2);
    for (const image of page.previewImages) {
      expect(image.sizes.map((s) => [s.width, s.height])).toEqual([
        [480, 300],
        [960, 600],
        [1280, 800],
      ]);
      // The narrowest width is the preview's own URL.
      expect(image.sizes[0]!.url).toBe(image.url);
      for (const size of image.sizes) {
        const got = await fetched(t, size.url);
        expect([got.format, got.width, got.height]).toEqual(['webp', size.width, size.height]);
      }
    }
  });

  it('the section listing carries the cover widths with the card', async () => {
    const section = expectOk(
      'getTwoClassChildSection',
      await plain.visitor.get<Section>('/api/two/class/children/3'),
    );
    const card = section.documents.list.find((d) => d.id === plain.id)!;
    expect(card.cover).toBe(plain.page.previews[0]);
    expect(card.coverSizes.map((s) => s.width)).toEqual([480, 960, 1280]);
    expect(card.coverSizes[0]!.url).toBe(card.cover);
  });

  it('without a watermark the preview is the picture itself, resized', async () => {
    const size = plain.page.previewImages[1]!.sizes[1]!;
    const got = await fetched(t, size.url);
    const expected = await sharp(await material)
      .resize({ width: size.width })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(difference(got.data, expected, got.width, got.height, LOWER_RIGHT)).toBeLessThan(3);
    expect(difference(got.data, expected, got.width, got.height, UPPER_LEFT)).toBeLessThan(3);
  });

  it('seeded documents come with their widths too', async () => {
    const visitor = new Client(t.app);
    const section = expectOk(
      'getTwoClassChildSection',
      await visitor.get<Section>('/api/two/class/children/1'),
    );
    const seeded = section.documents.list.filter((d) => d.id !== plain.id);
    expect(seeded.length).toBeGreaterThan(0);
    // Test apps seed without the per-document cover drawings (seedCovers: false): a gallery
    // scene stands in, made at every width up to 1280 (the drawings' 480/960: seed-content).
    for (const card of seeded)
      expect(card.coverSizes.map((s) => s.width)).toEqual([480, 960, 1280]);
    const page = expectOk(
      'getTwoClassDocument',
      await visitor.get<DocumentAnswer>(`/api/two/class/document/${seeded[0]!.id}`),
    );
    const wide = page.previewImages[0]!.sizes[1]!;
    expect(await fetched(t, wide.url)).toMatchObject({ width: 960, height: 600 });
  });
});

describe('PREVIEW_WATERMARK set', () => {
  let t: TestApp;
  let plainApp: TestApp;
  const material = picture(2000, 1250);
  let stamped: { id: number; page: DocumentAnswer };
  let plain: { id: number; page: DocumentAnswer };
  beforeAll(async () => {
    t = await createTestApp({ previewWatermark: WATERMARK });
    plainApp = await createTestApp({ previewWatermark: null });
    stamped = await publishedDocument(t, await picture(1600, 1000), await material);
    plain = await publishedDocument(plainApp, await picture(1600, 1000), await material);
  });
  afterAll(async () => {
    await t.close();
    await plainApp.close();
  });

  it('stamps every width of every preview in its corner, and nothing elsewhere', async () => {
    for (const [i, image] of stamped.page.previewImages.entries()) {
      expect(image.sizes.map((s) => s.width)).toEqual([480, 960, 1280]);
      for (const [j, size] of image.sizes.entries()) {
        const withMark = await fetched(t, size.url);
        const without = await fetched(plainApp, plain.page.previewImages[i]!.sizes[j]!.url);
        const { width, height } = withMark;
        expect(difference(withMark.data, without.data, width, height, LOWER_RIGHT)).toBeGreaterThan(
          4,
        );
        expect(difference(withMark.data, without.data, width, height, UPPER_LEFT)).toBeLessThan(1);
      }
    }
  });

  it('the file members download is the uploaded one, byte for byte', async () => {
    const member = await loggedIn(t.app);
    const check = await member.get<{ downloadUrl: string | null }>(
      `/api/user/download/check/d${stamped.id}`,
    );
    const file = await member.request({ method: 'GET', url: check.body.data.downloadUrl! });
    expect(file.raw.rawPayload.equals(await material)).toBe(true);
  });
});
