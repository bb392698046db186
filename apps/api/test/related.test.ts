import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';
import { insertTitledDocuments } from './support/documents.js';

// Related materials on a document page, on SQLite and PostgreSQL: same section, sharing title
// words (most shared first, then newest), never the document itself, at most 8.

let t: TestApp;
let visitor: Client;
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 40 });
  visitor = new Client(t.app);
  const now = Date.now();
  const rows: [string, number][] = [
    ...Array.from({ length: 10 }, (_, i) => [`敦煌色卡 ${i + 1}`, 4] as [string, number]),
    ['飞天舞姿参考', 4],
    ['敦煌壁画线稿', 4],
    ['城市夜景', 4],
    ['敦煌飞天壁画', 6], // another section
    ['敦煌飞天壁画临摹', 4],
  ];
  for (const [title, id] of await insertTitledDocuments(t.app.ctx.db, rows, now))
    ids.set(title, id);
});
afterAll(() => t?.close());

const related = async (title: string) =>
  expectOk(
    'getTwoClassDocument',
    await visitor.get<{ related: { id: number; title: string; format: string }[] }>(
      `/api/two/class/document/${ids.get(title)}`,
    ),
  ).related.map((d) => d.title);

describe('related materials', () => {
  it('lists the same section’s titles sharing most words first, never itself, at most 8', async () => {
    const list = await related('敦煌飞天壁画临摹');
    expect(list).toHaveLength(8);
    expect(list[0]).toBe('敦煌壁画线稿'); // 敦煌 + 壁画
    expect(list).not.toContain('敦煌飞天壁画临摹');
    expect(list).not.toContain('敦煌飞天壁画'); // other section
    expect(list).not.toContain('城市夜景'); // nothing shared
    // The rest share one word each, newest first.
    expect(list.slice(1)).toEqual([
      '飞天舞姿参考',
      '敦煌色卡 10',
      '敦煌色卡 9',
      '敦煌色卡 8',
      '敦煌色卡 7',
      '敦煌色卡 6',
      '敦煌色卡 5',
    ]);
  });

  it('is empty when no title in the section shares a word', async () => {
    expect(await related('敦煌飞天壁画')).toEqual([]);
  });

  it('leaves out unpublished documents', async () => {
    await t.app.ctx.db
      .updateTable('documents')
      .set({ published: 0 })
      .where('id', '=', ids.get('敦煌壁画线稿')!)
      .execute();
    expect(await related('敦煌飞天壁画临摹')).not.toContain('敦煌壁画线稿');
  });
});
