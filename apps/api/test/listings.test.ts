import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';

// Section listings and search results sorted (newest, popular = downloads in the last 30 days,
// downloads ever) and filtered (format, what a level includes, free only), on SQLite and
// PostgreSQL; list items carry format, size and download count; the cached listings follow.

interface Item {
  id: number;
  title: string;
  entitlement: string | null;
  format: string;
  size: number;
  downloadCount: number;
}
interface Listing {
  documents: { list: Item[]; total: number; limited?: boolean };
}

let t: TestApp;
let visitor: Client;
const DAY = 86_400_000;
const now = Date.now();
let ids: Record<'hot' | 'classic' | 'free', number>;

beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 120 });
  visitor = new Client(t.app);
  const { db } = t.app.ctx;
  const made = await db
    .insertInto('documents')
    .values(
      (['近期热门素材', '经典老素材', '免费练习素材'] as const).map((title, i) => ({
        one_class_id: 4,
        one_class_children_id: 0,
        title,
        summary: '',
        content: '',
        entitlement: i === 2 ? null : ('plugin' as const),
        format: i === 1 ? 'ZIP' : 'PSD',
        size: 1024 * (i + 1),
        create_time: now - 1000 * (3 - i),
        update_time: now,
      })),
    )
    .returning('id')
    .execute();
  ids = { hot: made[0]!.id, classic: made[1]!.id, free: made[2]!.id };
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('name', '=', 'demo')
    .executeTakeFirstOrThrow();
  // hot: 3 downloads this week; classic: 1 this week and 5 forty days ago.
  const downloads = [
    ...[1, 2, 3].map((n) => [ids.hot, now - n * DAY] as const),
    [ids.classic, now - DAY] as const,
    ...[1, 2, 3, 4, 5].map((n) => [ids.classic, now - 40 * DAY - n] as const),
  ];
  await db
    .insertInto('downloads')
    .values(
      downloads.map(([id, at], i) => ({
        user_id: user.id,
        download_key: `d${id}`,
        document_id: id,
        title: '',
        token_hash: `test-${i}`,
        ip: '127.0.0.1',
        bytes: 0,
        day: new Date(at).toISOString().slice(0, 10),
        create_time: at,
      })),
    )
    .execute();
});
afterAll(() => t?.close());

const section = async (query: Record<string, string | number> = {}) =>
  expectOk('getTwoClassSection', await visitor.get<Listing>('/api/two/class/4', query)).documents;

describe('section listings: sort and filters', () => {
  it('list items carry the format, size and download count', async () => {
    const { list } = await section();
    const hot = list.find((d) => d.id === ids.hot);
    expect(hot).toMatchObject({ format: 'PSD', size: 1024, downloadCount: 3 });
    // Seeded materials have theirs too.
    const seeded = list.find((d) => !Object.values(ids).includes(d.id));
    expect(seeded?.format).not.toBe('');
    expect(seeded?.size).toBeGreaterThan(0);
  });

  it('sorts by downloads ever and by downloads in the last 30 days', async () => {
    const byDownloads = (await section({ sort: 'downloads' })).list.map((d) => d.id);
    expect(byDownloads.slice(0, 2)).toEqual([ids.classic, ids.hot]);
    const popular = await section({ sort: 'popular' });
    expect(popular.list.slice(0, 2).map((d) => d.id)).toEqual([ids.hot, ids.classic]);
    expect(popular.list[1]?.downloadCount).toBe(6); // the count shown is every download
    const newest = await section({ sort: 'newest' });
    expect(newest.list[0]?.id).toBe(ids.free);
    expect(newest.total).toBe(popular.total);
  });

  it('filters by format, free only and what a level includes', async () => {
    const all = await section({ size: 100 });
    const psd = await section({ format: 'psd', size: 100 });
    expect(psd.list.length).toBeGreaterThan(0);
    expect(psd.list.every((d) => d.format === 'PSD')).toBe(true);
    expect(psd.total).toBe(all.list.filter((d) => d.format === 'PSD').length);

    const free = await section({ free: 'true' });
    expect(free.list.map((d) => d.id)).toEqual([ids.free]);
    expect(free.total).toBe(1);

    // 普通会员 (level 1) has no plugin entitlement: only the free one; 至尊会员 (3) has every one.
    expect((await section({ level: 1 })).list.map((d) => d.id)).toEqual([ids.free]);
    expect((await section({ level: 3, size: 100 })).total).toBe(all.total);
    expectFailure('getTwoClassSection', await visitor.get('/api/two/class/4', { level: 99 }), 400);
  });

  it('combines sort with filters, and a new download reorders the cached listing', async () => {
    const psdPopular = await section({ sort: 'downloads', format: 'PSD' });
    expect(psdPopular.list[0]?.id).toBe(ids.hot);
    const user = await t.app.ctx.db
      .selectFrom('users')
      .select('id')
      .where('name', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.app.ctx.db
      .insertInto('downloads')
      .values(
        [1, 2, 3, 4].map((i) => ({
          user_id: user.id,
          download_key: `d${ids.free}`,
          document_id: ids.free,
          title: '',
          token_hash: `later-${i}`,
          ip: '127.0.0.1',
          bytes: 0,
          day: new Date(now).toISOString().slice(0, 10),
          create_time: now,
        })),
      )
      .execute();
    const popular = await section({ sort: 'popular' });
    expect(popular.list[0]).toMatchObject({ id: ids.free, downloadCount: 4 });
  });
});

describe('search results: sort and filters', () => {
  it('sorts and filters the matches', async () => {
    const page = async (query: Record<string, string | number>) =>
      expectOk(
        'searchDocuments',
        await visitor.get<{ list: Item[]; total: number }>('/api/search/documents', {
          q: '素材',
          ...query,
        }),
      );
    const downloads = await page({ sort: 'downloads', oneClass: 4 });
    expect(downloads.list[0]?.id).toBe(ids.classic);
    expect(downloads.list[0]).toMatchObject({ format: 'ZIP', downloadCount: 6 });
    const zip = await page({ format: 'ZIP', oneClass: 4 });
    expect(zip.list.map((d) => d.id)).toEqual([ids.classic]);
    expect(zip.total).toBe(1);
    expect((await page({ free: 'true', oneClass: 4 })).list.map((d) => d.id)).toEqual([ids.free]);
  });
});
