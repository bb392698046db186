import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  createTestApp,
  expectFailure,
  expectOk,
  loggedIn,
  newMember,
  type TestApp,
} from './helpers.js';

let t: TestApp;
let PNG: string;
beforeAll(async () => {
  t = await createTestApp();
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#ff7a59' },
  })
    .png()
    .toBuffer();
  PNG = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(() => t.close());

interface Report {
  id: number;
  title: string;
  content: string;
  images: string[];
  status: string;
  createTime: string;
  updateTime: string;
}

describe('reports', () => {
  it("lists the member's own reports with their images", async () => {
    const client = await loggedIn(t.app);
    const page = expectOk(
      'listReports',
      await client.get<{ list: Report[]; total: number }>('/api/user/report'),
    );
    expect(page.total).toBe(2);
    // Stored files, not image bodies (the seeded inline images were moved at start).
    expect(page.list[0]?.images[0]).toMatch(/^\/api\/files\/\d+$/);
    const other = await newMember(t.app, 'reportless');
    expect(
      expectOk('listReports', await other.get<{ total: number }>('/api/user/report')).total,
    ).toBe(0);
  });

  it('a seeded report can be saved again unchanged (its images meet the upload rules)', async () => {
    const client = await loggedIn(t.app);
    const page = expectOk('listReports', await client.get<{ list: Report[] }>('/api/user/report'));
    const seeded = page.list[0]!;
    const saved = expectOk(
      'updateReport',
      await client.put<Report>('/api/user/report', {
        id: seeded.id,
        title: seeded.title,
        content: seeded.content,
        images: seeded.images,
      }),
    );
    expect(saved.images).toEqual(seeded.images);
  });

  it('creates a report pending review and lets the author edit it', async () => {
    const client = await newMember(t.app, 'reporter');
    const created = expectOk(
      'createReport',
      await client.post<Report>('/api/user/report', {
        title: ' 第三周作业 ',
        content: '口型动画练习',
        images: [PNG],
      }),
    );
    expect(created).toMatchObject({ title: '第三周作业', status: 'pending' });
    expect(created.images).toEqual([expect.stringMatching(/^\/api\/files\/\d+$/)]);

    const updated = expectOk(
      'updateReport',
      await client.put<Report>('/api/user/report', {
        id: created.id,
        title: '第三周作业（修改）',
        content: '补充了表情',
        images: [],
      }),
    );
    expect(updated).toMatchObject({
      id: created.id,
      title: '第三周作业（修改）',
      images: [],
      status: 'pending',
    });
    const page = expectOk('listReports', await client.get<{ list: Report[] }>('/api/user/report'));
    expect(page.list[0]?.title).toBe('第三周作业（修改）');
  });

  it("cannot edit someone else's report (404, unchanged)", async () => {
    const author = await newMember(t.app, 'author');
    const created = expectOk(
      'createReport',
      await author.post<Report>('/api/user/report', {
        title: '我的作品',
        content: '内容',
        images: [],
      }),
    );
    const intruder = await loggedIn(t.app);
    expectFailure(
      'updateReport',
      await intruder.put('/api/user/report', {
        id: created.id,
        title: '改掉',
        content: '改掉',
        images: [],
      }),
      404,
      '汇报不存在',
    );
    const page = expectOk('listReports', await author.get<{ list: Report[] }>('/api/user/report'));
    expect(page.list[0]?.title).toBe('我的作品');
  });

  it('validates titles, images and their number (400)', async () => {
    const client = await loggedIn(t.app);
    expectFailure(
      'createReport',
      await client.post('/api/user/report', { title: '   ', content: '内容', images: [] }),
      400,
      '标题（title）不能为空',
    );
    expectFailure(
      'createReport',
      await client.post('/api/user/report', {
        title: 't',
        content: 'c',
        images: ['javascript:alert(1)'],
      }),
      400,
      '图片（images.0）格式不正确',
    );
    expectFailure(
      'createReport',
      await client.post('/api/user/report', {
        title: 't',
        content: 'c',
        images: Array(7).fill(PNG),
      }),
      400,
      '图片（images）最多6项',
    );
    expectFailure(
      'createReport',
      await client.post('/api/user/report', { title: 't', content: 'c' }),
      400,
      '缺少必填字段：图片（images）',
    );
  });

  it('accepts data-URL images larger than the default 1 MB body limit', async () => {
    const client = await loggedIn(t.app);
    // Noise does not compress: a real PNG of about 1.2 MB (1.6 MB as base64).
    const noise = await sharp(randomBytes(640 * 640 * 3), {
      raw: { width: 640, height: 640, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const big = `data:image/png;base64,${noise.toString('base64')}`;
    expectOk(
      'createReport',
      await client.post('/api/user/report', { title: '大图', content: '高清截图', images: [big] }),
    );
  });
});

describe('home images', () => {
  it('are open to visitors and limited on request', async () => {
    const visitor = new Client(t.app);
    const images = expectOk(
      'listHomeImages',
      await visitor.get<{ imageUrl: string; title: string }[]>('/api/user/report/home/image'),
    );
    expect(images.length).toBeGreaterThanOrEqual(4);
    expect(images.every((i) => i.imageUrl.startsWith('data:image/'))).toBe(true);
    const two = expectOk(
      'listHomeImages',
      await visitor.get<unknown[]>('/api/user/report/home/image', { limit: 2 }),
    );
    expect(two).toHaveLength(2);
    expectFailure(
      'listHomeImages',
      await visitor.get('/api/user/report/home/image', { limit: 51 }),
      400,
      '数量（limit）不能大于50',
    );
  });
});
