import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkOlderPreviews, rebuildPreviews } from '../src/services/preview-rebuild.js';
import { staffClient } from './staff-helpers.js';
import { Client, createTestApp, expectOk, loggedIn, type TestApp } from './helpers.js';

// `npm run previews:rebuild`: previews made before PREVIEW_WATERMARK was turned on are made again
// from their stored originals with the setting as it is now, while the file members download
// stays exactly as uploaded. Run twice it changes nothing; stopped half-way, the next run goes on.

interface ImageSize {
  url: string;
  width: number;
  height: number;
}
interface DocumentAnswer {
  previews: string[];
  previewImages: { url: string; sizes: ImageSize[] }[];
}
interface Section {
  documents: { list: { id: number; cover: string | null; coverSizes: ImageSize[] }[] };
}

// A rebuild decodes and re-encodes every preview at every width: CPU work that a CI machine also
// running browsers stretches well past the default 30 s. No test here asserts speed.
const REBUILD_TIMEOUT = 120_000;

const WATERMARK = '动漫素材会员站';
const LOWER_RIGHT: [number, number, number, number] = [0.55, 0.85, 0.43, 0.13];
const UPPER_LEFT: [number, number, number, number] = [0, 0, 0.4, 0.4];

async function picture(width: number, height: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width}" height="${height}" fill="#1d3557"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const form = (body: Buffer, name: string) => {
  const data = new FormData();
  data.append('file', new Blob([body]), name);
  return data;
};

/** Mean absolute difference per channel of a region (fractions of the image). */
function difference(a: Buffer, b: Buffer, width: number, height: number, region: number[]) {
  const [fx, fy, fw, fh] = region as [number, number, number, number];
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

describe('npm run previews:rebuild', () => {
  let t: TestApp;
  let id: number;
  const visitor = () => new Client(t.app);
  const material = picture(2000, 1250, '#e63946');
  /** The document's previews as made at upload, without a watermark. */
  let before: DocumentAnswer;

  const page = async () =>
    expectOk(
      'getTwoClassDocument',
      await visitor().get<DocumentAnswer>(`/api/two/class/document/${id}`),
    );
  const pixels = async (url: string) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode, url).toBe(200);
    return sharp(answer.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  };
  const withWatermark = (previewWatermark: string | null) => ({
    ...t.app.ctx,
    config: { ...t.app.ctx.config, previewWatermark },
  });
  const materialRow = () =>
    t.app.ctx.db
      .selectFrom('document_files')
      .select(['file_id', 'file_name'])
      .where('download_key', '=', `d${id}`)
      .where('kind', '=', 'material')
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    // The site ran without a watermark when this document was filled.
    t = await createTestApp({ previewWatermark: null });
    const editor = await staffClient(t.app, 'editor');
    id = expectOk(
      'adminCreateDocument',
      await editor.post<{ id: number }>('/api/admin/documents', {
        title: '晨光海港场景原画',
        oneClassId: 1,
        childId: 3,
        entitlement: null,
        price: 0,
        content: '<p>场景原画</p>',
      }),
    ).id;
    for (const [kind, body, name] of [
      ['cover', await picture(1600, 1000, '#ffbe0b'), '封面.png'],
      ['material', await material, '海港原画.png'],
    ] as const) {
      const answer = await editor.request({
        method: 'POST',
        url: `/api/admin/documents/${id}/${kind}`,
        payload: form(body, name),
      });
      expect(answer.body.code, answer.body.message).toBe(200);
    }
    expectOk(
      'adminSetDocumentState',
      await editor.post(`/api/admin/documents/${id}/state`, { published: true }),
    );
    before = await page();
    expect(before.previewImages).toHaveLength(2);
  });
  afterAll(async () => t.close());

  it('finds the originals of previews made before they were recorded: the cover by its audit row, the material by its name', async () => {
    const previewIds = before.previews.map((url) => Number(url.split('/').pop()));
    // As a database upgraded from before migration 0037 has them.
    await t.app.ctx.db
      .deleteFrom('preview_sources')
      .where('preview_file_id', 'in', previewIds)
      .execute();
    expect(await linkOlderPreviews(t.app.ctx)).toBe(2);
    const linked = await t.app.ctx.db
      .selectFrom('preview_sources as s')
      .innerJoin('files as f', 'f.id', 's.source_file_id')
      .select(['s.preview_file_id', 's.watermark', 'f.mime', 'f.width'])
      .where('s.preview_file_id', 'in', previewIds)
      .orderBy('s.preview_file_id')
      .execute();
    // Both originals are the uploaded PNGs (cover 1600, material 2000 wide); what they carry is
    // not known, so both are made again once.
    expect(linked.map((l) => [l.mime, l.width, l.watermark])).toEqual([
      ['image/png', 1600, null],
      ['image/png', 2000, null],
    ]);
    expect(await linkOlderPreviews(t.app.ctx)).toBe(0);
  });

  it(
    'makes every preview again with the watermark now set; a run stopped half-way is finished by the next',
    async () => {
      const ctx = withWatermark(WATERMARK);
      // The operator stops the first run after one preview (Ctrl-C, a deploy).
      await expect(
        rebuildPreviews(ctx, () => {
          throw new Error('stopped');
        }),
      ).rejects.toThrow('stopped');
      const second = await rebuildPreviews(ctx);
      expect(second.failed).toEqual([]);
      // The demo's 16 artworks and this document's two previews, one of them done by the first run.
      expect(second.rebuilt).toBe(16 + 2 - 1);

      const after = await page();
      expect(after.previewImages).toHaveLength(2);
      for (const [i, image] of after.previewImages.entries()) {
        const old = before.previewImages[i]!;
        expect(image.url).not.toBe(old.url);
        expect(image.sizes.map((s) => s.width)).toEqual(old.sizes.map((s) => s.width));
        for (const [j, size] of image.sizes.entries()) {
          const stamped = await pixels(size.url);
          // The old, unstamped width is no longer shown to anyone.
          const gone = await t.app.inject({ method: 'GET', url: old.sizes[j]!.url });
          expect(gone.statusCode).toBe(404);
          const { width, height } = stamped.info;
          const original = await sharp(
            i === 0 ? await picture(1600, 1000, '#ffbe0b') : await material,
          )
            .resize({ width })
            .removeAlpha()
            .raw()
            .toBuffer();
          expect(difference(stamped.data, original, width, height, LOWER_RIGHT)).toBeGreaterThan(4);
          expect(difference(stamped.data, original, width, height, UPPER_LEFT)).toBeLessThan(3);
        }
      }
      // The listing's card names the new cover and its widths.
      const section = expectOk(
        'getTwoClassChildSection',
        await visitor().get<Section>('/api/two/class/children/3'),
      );
      const card = section.documents.list.find((d) => d.id === id)!;
      expect(card.cover).toBe(after.previews[0]);
      expect(card.coverSizes.map((s) => s.url)).toEqual(
        after.previewImages[0]!.sizes.map((s) => s.url),
      );
    },
    REBUILD_TIMEOUT,
  );

  it('run again, changes nothing', async () => {
    const shown = await page();
    const again = await rebuildPreviews(withWatermark(WATERMARK));
    expect(again).toEqual({ linked: 0, rebuilt: 0, failed: [] });
    expect(await page()).toEqual(shown);
  });

  it('never touches the file members download', async () => {
    expect(await materialRow()).toMatchObject({ file_name: '海港原画.png' });
    const member = await loggedIn(t.app);
    const check = await member.get<{ downloadUrl: string | null }>(
      `/api/user/download/check/d${id}`,
    );
    const file = await member.request({ method: 'GET', url: check.body.data.downloadUrl! });
    expect(file.raw.rawPayload.equals(await material)).toBe(true);
  });

  it(
    'with the watermark turned off again, the previews are the unstamped ones made at upload',
    async () => {
      const material = await materialRow();
      const report = await rebuildPreviews(withWatermark(null));
      expect(report.rebuilt).toBe(16 + 2);
      // The same bytes as before: the same stored files, the same URLs.
      expect((await page()).previewImages).toEqual(before.previewImages);
      expect(await materialRow()).toEqual(material);
    },
    REBUILD_TIMEOUT,
  );
});
