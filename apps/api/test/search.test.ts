import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';
import { insertTitledDocuments } from './support/documents.js';

// Several words separated by spaces all have to match, on SQLite (FTS5 bigram index, 0043) and
// PostgreSQL (gram keys by period, 0042) alike: the quick look (POST /api/search) and the paged
// results page with its section filter (GET /api/search/documents).

interface Item {
  id: number;
  title: string;
  oneClass: number;
}
interface SearchPage {
  list: Item[];
  total: number;
  limited: boolean;
  page: number;
  size: number;
}

let t: TestApp;
let visitor: Client;
const TITLES: [string, number][] = [
  ['赛博朋克城市交通背景', 1],
  ['赛博朋克角色立绘', 1],
  ['城市交通路口实拍', 1],
  ['AE模板 赛博风 交通工具', 2],
  ['交通标志 赛博 霓虹', 3],
  ['古风山水 交通', 3],
];
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 40 });
  await insertTitledDocuments(t.app.ctx.db, TITLES);
  visitor = new Client(t.app);
});
afterAll(() => t.close());

const quick = async (text: string) =>
  expectOk('search', await visitor.post<Item[]>('/api/search', { searchContent: text })).map(
    (r) => r.title,
  );
const paged = (query: Record<string, string | number>) =>
  visitor.get<SearchPage>('/api/search/documents', query);

describe('multi-word search', () => {
  it('needs every word, whatever their lengths (2-character words, 3+, and both)', async () => {
    const both = ['交通标志 赛博 霓虹', 'AE模板 赛博风 交通工具', '赛博朋克城市交通背景'];
    expect(await quick('赛博 交通')).toEqual(both); // newest first
    expect(await quick('交通 赛博')).toEqual(both);
    expect(await quick('赛博朋克 交通')).toEqual(['赛博朋克城市交通背景']);
    expect(await quick('赛博朋克 城市交通')).toEqual(['赛博朋克城市交通背景']);
    expect(await quick('城市交通 路口')).toEqual(['城市交通路口实拍']);
    expect(await quick('赛博 霓虹 交通标志')).toEqual(['交通标志 赛博 霓虹']);
  });

  it('separates words by any spaces (ideographic too) and ignores repeats and case', async () => {
    expect(await quick('  赛博　 交通  ')).toEqual(await quick('赛博 交通'));
    expect(await quick('赛博 赛博 交通')).toEqual(await quick('赛博 交通'));
    expect(await quick('ae模板 交通')).toEqual(['AE模板 赛博风 交通工具']);
    expect(await quick('ae 交通工具')).toEqual(['AE模板 赛博风 交通工具']);
  });

  it('gives the same answer whichever word is rarer, in a section too', async () => {
    // 路口 is in one title, 城市交通 in two: on SQLite the bigram index intersects both words'
    // titles (search-sqlite.ts), on PostgreSQL their keys do (search-postgres.ts).
    expect(await quick('城市交通 路口')).toEqual(['城市交通路口实拍']);
    expect(await quick('赛博朋克 路口')).toEqual([]); // both words exist, never in one title
    const inOne = expectOk('searchDocuments', await paged({ q: '城市交通 路口', oneClass: 1 }));
    expect(inOne.list.map((r) => r.title)).toEqual(['城市交通路口实拍']);
    const inTwo = expectOk('searchDocuments', await paged({ q: '城市交通 路口', oneClass: 2 }));
    expect(inTwo.total).toBe(0);
  });

  it('finds nothing when one word is missing from every title', async () => {
    const response = await visitor.post('/api/search', { searchContent: '赛博 不存在的词' });
    expect(expectOk('search', response)).toEqual([]);
    expect(response.body.message).toBe('暂无搜索结果');
    expect(await quick('赛博 猫')).toEqual([]);
    // A 1-character word beside longer ones, and quotes (characters, not query syntax).
    expect(await quick('赛博 标 交通')).toEqual(['交通标志 赛博 霓虹']);
    expect(await quick('"赛博" 交通')).toEqual([]);
  });
});

describe('search results page', () => {
  it('pages every match newest first, with the total', async () => {
    const first = expectOk('searchDocuments', await paged({ q: '交通', size: 2 }));
    expect(first).toMatchObject({ total: 5, page: 1, size: 2, limited: false });
    expect(first.list.map((r) => r.title)).toEqual(['古风山水 交通', '交通标志 赛博 霓虹']);
    const third = expectOk('searchDocuments', await paged({ q: '交通', size: 2, page: 3 }));
    expect(third.list.map((r) => r.title)).toEqual(['赛博朋克城市交通背景']);
    const beyond = expectOk('searchDocuments', await paged({ q: '交通', size: 2, page: 4 }));
    expect(beyond).toMatchObject({ list: [], total: 5 });
  });

  it('filters by section', async () => {
    const inOne = expectOk('searchDocuments', await paged({ q: '赛博 交通', oneClass: 1 }));
    expect(inOne.list.map((r) => r.title)).toEqual(['赛博朋克城市交通背景']);
    expect(inOne.total).toBe(1);
    const inThree = expectOk('searchDocuments', await paged({ q: '交通', oneClass: 3 }));
    expect(inThree.list.map((r) => [r.title, r.oneClass])).toEqual([
      ['古风山水 交通', 3],
      ['交通标志 赛博 霓虹', 3],
    ]);
    const none = await paged({ q: '赛博朋克', oneClass: 2 });
    expect(expectOk('searchDocuments', none)).toMatchObject({ list: [], total: 0 });
    expect(none.body.message).toBe('暂无搜索结果');
  });

  it('asks for words when q is empty or blank (400)', async () => {
    expectFailure('searchDocuments', await paged({ q: '' }), 400, '请先输入要搜索的内容');
    expectFailure('searchDocuments', await paged({ q: '   ' }), 400, '请先输入要搜索的内容');
    expectFailure('searchDocuments', await paged({ q: '赛博', oneClass: 0 }), 400, '栏目');
  });
});
