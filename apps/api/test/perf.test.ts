import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';

// Behaviour of the speed work  that a person would notice if it broke: cached public
// reads that still show an edit at once, browser revalidation, compressed answers, and the
// index-served search and listings staying right after documents are added, renamed or removed.

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Client(t.app);
});
afterAll(() => t.close());

interface Notice {
  id: number;
  title: string;
}
interface SearchItem {
  id: number;
  title: string;
}
interface Section {
  documents: { list: { id: number; title: string }[]; total: number };
}

const now = Date.now();
async function addDocument(title: string, oneClassId = 4, childId = 0) {
  const row = await t.app.ctx.db
    .insertInto('documents')
    .values({
      one_class_id: oneClassId,
      one_class_children_id: childId,
      title,
      summary: '',
      content: '',
      create_time: now,
      update_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('cached public reads', () => {
  it('answer with an ETag browsers revalidate (304 when unchanged)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/notice' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/notice',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('show a new notice at once: a write changes the answer and its ETag', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/notice' });
    await t.app.ctx.db
      .insertInto('notices')
      .values({ title: '缓存测试公告', notice_content: '<p>新内容</p>', create_time: now + 1000 })
      .execute();
    const after = await visitor.get<Notice[]>('/api/notice');
    expect(expectOk('listNotices', after)[0]?.title).toBe('缓存测试公告');
    expect(after.raw.headers.etag).not.toBe(before.headers.etag);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: '/api/notice',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(200);
  });

  it('are compressed for browsers that accept it, with the same content', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/two/class/1' });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/two/class/1',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/two/class/1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.vary).toContain('accept-encoding');
  });

  it('still answer a missing item with the 404 envelope', async () => {
    const response = await visitor.get('/api/common/document/999');
    expect(response.status).toBe(404);
    expect(response.body.code).toBe(404);
  });
});

describe('index-served search and listings follow every edit', () => {
  const search = (searchContent: string) =>
    visitor.post<SearchItem[]>('/api/search', { searchContent });

  it('finds a new document by one, two and more characters, and forgets it when renamed or removed', async () => {
    const id = await addDocument('鑫淼测试素材');
    for (const text of ['鑫', '鑫淼', '淼测试']) {
      expect(expectOk('search', await search(text)).map((r) => r.id)).toContain(id);
    }
    await t.app.ctx.db
      .updateTable('documents')
      .set({ title: '森焱测试素材' })
      .where('id', '=', id)
      .execute();
    expect(expectOk('search', await search('鑫淼'))).toEqual([]);
    expect(expectOk('search', await search('焱')).map((r) => r.id)).toContain(id);
    await t.app.ctx.db.deleteFrom('documents').where('id', '=', id).execute();
    expect(expectOk('search', await search('焱'))).toEqual([]);
    expect(expectOk('search', await search('森焱测'))).toEqual([]);
  });

  it('lists a new document first in its section and counts it', async () => {
    const before = expectOk('getTwoClassSection', await visitor.get<Section>('/api/two/class/4'));
    const id = await addDocument('最新的插件素材');
    const after = expectOk('getTwoClassSection', await visitor.get<Section>('/api/two/class/4'));
    expect(after.documents.total).toBe(before.documents.total + 1);
    expect(after.documents.list[0]?.id).toBe(id);
    await t.app.ctx.db.deleteFrom('documents').where('id', '=', id).execute();
    const removed = expectOk('getTwoClassSection', await visitor.get<Section>('/api/two/class/4'));
    expect(removed.documents.total).toBe(before.documents.total);
  });
});
