import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinyinKey } from '../src/lib/pinyin.js';
import { openDatabase } from '../src/db/connection.js';
import { secondaryIndexes, seedBenchDatabase } from '../src/tools/bench-catalogue.js';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';

// The benchmark's own catalogue (src/tools/bench-catalogue.ts, `npm run bench`): rows as the
// listings and searches read them, on SQLite and PostgreSQL. The benchmark itself is not a test.

let t: TestApp;
let visitor: Client;
const COUNT = 600;
/** The documents table's secondary indexes before and after the seeding. */
const indexes: { name: string; def: string }[][] = [];

beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 0 });
  visitor = new Client(t.app);
  const { config } = t.app.ctx;
  const where = { dbFile: join(t.dataDir, 'site.db'), databaseUrl: config.databaseUrl };
  const readIndexes = async () => {
    const handle = openDatabase(where);
    try {
      indexes.push(await handle.exclusive(secondaryIndexes));
    } finally {
      await handle.close();
    }
  };
  await readIndexes();
  // As a million is written: indexes dropped, rows written, indexes made again.
  await seedBenchDatabase(where, COUNT, undefined, true);
  await readIndexes();
});
afterAll(() => t.close());

describe('bench catalogue', () => {
  it('makes again every index it dropped for the bulk write', () => {
    const [before, after] = indexes;
    expect(before!.length).toBeGreaterThanOrEqual(20);
    const sorted = (list: { name: string; def: string }[]) =>
      [...list].sort((a, b) => a.name.localeCompare(b.name));
    expect(sorted(after!)).toEqual(sorted(before!));
  });

  it('writes every column the listings and searches read, ids growing with time', async () => {
    const rows = await t.app.ctx.db.selectFrom('documents').selectAll().orderBy('id').execute();
    expect(rows).toHaveLength(COUNT);
    for (const [i, row] of rows.entries()) {
      expect(row.title_pinyin).toBe(pinyinKey(row.title));
      expect(row.format).not.toBe('');
      expect(Number(row.size)).toBeGreaterThan(0);
      expect(Number(row.downloads_30d)).toBeLessThanOrEqual(Number(row.download_count));
      const sizes = JSON.parse(row.cover_sizes ?? '[]') as number[][];
      expect(sizes.map((s) => s[1])).toEqual([320, 640, 1280]);
      expect(row.cover).toBe(`/api/files/${sizes[0]![0]}`);
      if (i > 0) expect(Number(row.create_time)).toBeGreaterThan(Number(rows[i - 1]!.create_time));
    }
    // A long tail of downloads, some paid and some unpublished documents, every section filled.
    const counts = rows.map((r) => Number(r.download_count)).sort((a, b) => a - b);
    expect(counts.at(-1)).toBeGreaterThan(10 * counts[Math.floor(counts.length / 2)]!);
    expect(rows.some((r) => Number(r.price) > 0)).toBe(true);
    expect(rows.some((r) => Number(r.published) === 0)).toBe(true);
    const sections = await t.app.ctx.db.selectFrom('one_class_children').select('id').execute();
    const filled = new Set(rows.map((r) => r.one_class_children_id));
    for (const { id } of sections) expect(filled.has(id)).toBe(true);
  });

  it('is what the site lists and finds, Chinese and pinyin', async () => {
    const listing = expectOk(
      'getTwoClassSection',
      await visitor.get<{ documents: { total: number; list: { coverSizes: unknown[] }[] } }>(
        '/api/two/class/1',
        { sort: 'popular' },
      ),
    );
    expect(listing.documents.total).toBeGreaterThan(0);
    expect(listing.documents.list[0]!.coverSizes).toHaveLength(3);
    const found = expectOk(
      'search',
      await visitor.post<{ title: string }[]>('/api/search', { searchContent: 'saibopengke' }),
    );
    expect(found.length).toBeGreaterThan(0);
    for (const item of found) expect(item.title).toContain('赛博朋克');
  });
});
