import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from './staff-helpers.js';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  type TestApp,
} from './helpers.js';

// Report images live in the file storage, not in the database: lists carry URLs, the
// author and the console can open them, nobody else; per-image and per-member limits hold; rows
// kept inline by earlier versions are moved at start.

interface Report {
  id: number;
  images: string[];
}

/** A real PNG of random pixels (incompressible: its size is about width × height × 3). */
async function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    reportImageMaxBytes: 300 * 1024,
    memberImageQuotaBytes: 700 * 1024,
    imageHosts: ['https://img.example.cn'],
  });
});
afterAll(() => t.close());

async function fileCount() {
  const row = await t.app.ctx.db
    .selectFrom('files')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('report images in the file storage', () => {
  it('stores an upload, lists its URL and shows it to its author and the console only', async () => {
    const author = await newMember(t.app, 'painter');
    const png = await noisePng(200, 200);
    const created = expectOk(
      'createReport',
      await author.post<Report>('/api/user/report', {
        title: '分镜',
        content: '第一幕',
        images: [dataUrl(png), 'https://img.example.cn/a.png'],
      }),
    );
    const [url, external] = created.images;
    expect(url).toMatch(/^\/api\/files\/\d+$/);
    expect(external).toBe('https://img.example.cn/a.png');

    // The list is small: a URL instead of 120 kB of image.
    const list = await author.get<{ list: Report[] }>('/api/user/report');
    expect(list.raw.body.length).toBeLessThan(2_000);
    expect(list.body.data.list[0]?.images).toEqual(created.images);

    const mine = await author.get(url!);
    expect(mine.status).toBe(200);
    expect(mine.raw.headers['content-type']).toBe('image/png');
    expect(mine.raw.headers['cache-control']).toMatch(/^private/);
    expect(Buffer.compare(mine.raw.rawPayload, png)).toBe(0);

    const other = await loggedIn(t.app);
    expect((await other.get(url!)).status).toBe(404);
    expect((await new Client(t.app).get(url!)).status).toBe(404);

    // The console's report list points under /api/admin, where the staff cookie is sent.
    const reviewer = await staffClient(t.app, 'reviewer');
    const page = expectOk(
      'adminListReports',
      await reviewer.get<{ list: Report[] }>('/api/admin/reports'),
    );
    const adminUrl = page.list.find((r) => r.id === created.id)?.images[0];
    expect(adminUrl).toBe(url!.replace('/api/files/', '/api/admin/files/'));
    const shown = await reviewer.get(adminUrl!);
    expect(shown.status).toBe(200);
    expect(Buffer.compare(shown.raw.rawPayload, png)).toBe(0);
    // A member session opens nothing there; a finance operator may not read reports.
    expect((await author.get(adminUrl!)).status).toBe(401);
    expect((await (await staffClient(t.app, 'finance')).get(adminUrl!)).status).toBe(403);
  });

  it('keeps the author own stored images on edit, refuses anyone else and other hosts', async () => {
    const author = await newMember(t.app, 'keeper');
    const created = expectOk(
      'createReport',
      await author.post<Report>('/api/user/report', {
        title: '草图',
        content: '线稿',
        images: [dataUrl(await noisePng(40, 40))],
      }),
    );
    const edited = expectOk(
      'updateReport',
      await author.put<Report>('/api/user/report', {
        id: created.id,
        title: '草图（改）',
        content: '线稿',
        images: created.images,
      }),
    );
    expect(edited.images).toEqual(created.images);

    const thief = await newMember(t.app, 'thief');
    expectFailure(
      'createReport',
      await thief.post('/api/user/report', { title: 'x', content: 'y', images: created.images }),
      400,
      '图片地址无效：只能使用你自己汇报中的图片',
    );
    expectFailure(
      'createReport',
      await thief.post('/api/user/report', {
        title: 'x',
        content: 'y',
        images: ['https://tracker.example.com/pixel.png'],
      }),
      400,
      '图片请直接上传（PNG、JPEG 或 WebP），不能引用其他网站的图片',
    );
  });

  it('refuses what is not an image, and images over the per-image limit, storing nothing', async () => {
    const member = await newMember(t.app, 'sloppy');
    const before = await fileCount();
    expectFailure(
      'createReport',
      await member.post('/api/user/report', {
        title: 'x',
        content: 'y',
        images: [
          `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`,
        ],
      }),
      400,
      '不支持的文件类型（按文件内容识别）',
    );
    expectFailure(
      'createReport',
      await member.post('/api/user/report', {
        title: 'x',
        content: 'y',
        images: [dataUrl(await noisePng(400, 400))],
      }),
      400,
      '图片过大，每张最大 300 KB',
    );
    expectFailure(
      'createReport',
      await member.post('/api/user/report', {
        title: 'x',
        content: 'y',
        images: ['data:image/png;base64,!!!!'],
      }),
      400,
      '图片数据无法解码',
    );
    expect(await fileCount()).toBe(before);
  });

  it("limits the bytes of all of a member's report images", async () => {
    const member = await newMember(t.app, 'prolific');
    const image = async () => dataUrl(await noisePng(150, 150)); // about 68 kB each
    const images = await Promise.all([1, 2, 3, 4, 5].map(image));
    // 5 × 68 kB fits in 700 kB; the same five again do not.
    expectOk(
      'createReport',
      await member.post('/api/user/report', { title: '一', content: 'c', images }),
    );
    const more = await Promise.all([1, 2, 3, 4, 5, 6].map(image));
    const before = await fileCount();
    expectFailure(
      'createReport',
      await member.post('/api/user/report', { title: '二', content: 'c', images: more }),
      400,
      '图片空间已满：每位会员的汇报图片合计最多 700 KB，请压缩或减少图片后再提交',
    );
    expect(await fileCount()).toBe(before);
    // Another member has their own allowance.
    const other = await newMember(t.app, 'fresh');
    expectOk(
      'createReport',
      await other.post('/api/user/report', { title: '二', content: 'c', images: more.slice(0, 5) }),
    );
  });
});

describe('moving inline images out of the database', () => {
  it('moves data: URLs of existing reports into the storage at start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dongman-report-move-'));
    try {
      const first = await createTestApp({ dataDir });
      const png = await noisePng(64, 64);
      const user = await first.app.ctx.db
        .selectFrom('users')
        .select('id')
        .where('name', '=', 'demo')
        .executeTakeFirstOrThrow();
      // A row as an earlier version stored it: two inline images (one not an image at all).
      const legacy = await first.app.ctx.db
        .insertInto('reports')
        .values({
          user_id: user.id,
          title: '旧汇报',
          content: '旧内容',
          images: JSON.stringify([
            dataUrl(png),
            `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
          ]),
          status: 'pending',
          create_time: Date.now(),
          update_time: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await first.app.close();

      const second = await createTestApp({ dataDir });
      try {
        const left = await second.app.ctx.db
          .selectFrom('reports')
          .select('id')
          .where('images', 'like', '%data:%')
          .execute();
        expect(left).toEqual([]);
        const demo = await loggedIn(second.app);
        const page = expectOk(
          'listReports',
          await demo.get<{ list: Report[] }>('/api/user/report'),
        );
        const moved = page.list.find((r) => r.id === legacy.id);
        expect(moved?.images).toEqual([expect.stringMatching(/^\/api\/files\/\d+$/)]);
        const image = await demo.get(moved!.images[0]!);
        expect(Buffer.compare(image.raw.rawPayload, png)).toBe(0);
        // The seeded reports were moved too, and every one of them shows its file.
        expect(page.list.every((r) => r.images.every((u) => u.startsWith('/api/files/')))).toBe(
          true,
        );
      } finally {
        await second.app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two starts on a fresh database: slow with PostgreSQL on a shared machine.
  }, 120_000);
});
