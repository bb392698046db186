import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connection.js';
import { MIGRATIONS } from '../src/db/migrations/index.js';
import { pinyinMatchingIds } from '../src/repositories/search-pinyin.js';
import { pinyinWord } from '../src/lib/pinyin.js';
import { staffClient } from './staff-helpers.js';
import { insertTitledDocuments } from './support/documents.js';
import { recordingQueries } from './support/queries.js';
import { Client, createTestApp, expectOk, type TestApp } from './helpers.js';

// Pinyin search on SQLite (FTS5 trigram over title_pinyin) and PostgreSQL (pg_trgm over it):
// full pinyin, initials and mixed Chinese + pinyin, polyphonic characters read in context, title
// hits ranked above pinyin hits, the same in the console's document list, and keys written with
// every title (seed, console create and edit, the migration's backfill of older rows).

interface Item {
  id: number;
  title: string;
  oneClass: number;
}

let t: TestApp;
let visitor: Client;
let editor: Client;
/** Seeded documents titled 赛博朋克… (older than the ones made here), newest first. */
let seededCyber: { title: string; one_class_id: number }[];
const now = Date.now();
// Oldest first: a higher index is newer.
const TITLES: [string, number][] = [
  ['SBPK 贴纸包', 4], // the letters themselves, in an older title
  ['赛博朋克城市夜景', 1],
  ['银行柜台场景', 6],
  ['重庆火锅店铺插画', 6],
  ['赛博朋克角色立绘', 4],
  ['长城远景航拍', 6],
];
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 40 });
  editor = await staffClient(t.app, 'editor');
  visitor = new Client(t.app);
  seededCyber = await t.app.ctx.db
    .selectFrom('documents')
    .select(['title', 'one_class_id'])
    .where('title', 'like', '赛博朋克%')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  for (const [i, [title, oneClassId]] of TITLES.entries()) {
    const childId = oneClassId === 1 ? 3 : 0;
    expectOk(
      'adminCreateDocument',
      await editor.post('/api/admin/documents', {
        title,
        oneClassId,
        ...(childId ? { childId } : {}),
        entitlement: null,
        price: 0,
        content: `<p>${i}</p>`,
      }),
    );
  }
  // New documents start as drafts until they have a file and a cover; these stand for ready ones.
  await t.app.ctx.db
    .updateTable('documents')
    .set({ published: 1 })
    .where(
      'title',
      'in',
      TITLES.map(([title]) => title),
    )
    .execute();
});
afterAll(() => t?.close());

const quick = async (text: string) =>
  expectOk('search', await visitor.post<Item[]>('/api/search', { searchContent: text })).map(
    (r) => r.title,
  );

describe('pinyin search', () => {
  it('finds 赛博朋克 by full pinyin, part of it, initials and Chinese mixed with pinyin', async () => {
    expect(seededCyber.length).toBeGreaterThan(0); // seeded documents have their keys too
    const both = ['赛博朋克角色立绘', '赛博朋克城市夜景', ...seededCyber.map((d) => d.title)];
    expect(await quick('saibopengke')).toEqual(both);
    expect(await quick('saibo')).toEqual(both);
    expect(await quick('SaiBo')).toEqual(both);
    expect(await quick('赛博pk')).toEqual(both);
    expect(await quick('赛博pengke')).toEqual(both);
    expect(await quick('saibo 角色立绘')).toEqual(['赛博朋克角色立绘']);
    expect(await quick('sbpk jsl')).toEqual(['赛博朋克角色立绘']);
  });

  it('ranks titles that hold the typed text above pinyin hits, each newest first', async () => {
    expect(await quick('sbpk')).toEqual([
      'SBPK 贴纸包',
      '赛博朋克角色立绘',
      '赛博朋克城市夜景',
      ...seededCyber.map((d) => d.title),
    ]);
  });

  it('reads polyphonic characters in context and still finds their other readings', async () => {
    expect(await quick('yinhang')).toEqual(['银行柜台场景']);
    expect(await quick('yhgt')).toEqual(['银行柜台场景']);
    expect(await quick('chongqing')).toEqual(['重庆火锅店铺插画']);
    expect(await quick('changcheng')).toEqual(['长城远景航拍']);
    // The other reading of 行 / 长, as a member unsure of it might type.
    expect(await quick('yinxing')).toEqual(['银行柜台场景']);
    expect(await quick('zhangcheng')).toEqual(['长城远景航拍']);
  });

  it('finds nothing for pinyin no title has, with the usual message', async () => {
    const response = await visitor.post('/api/search', { searchContent: 'qqxxzz' });
    expect(expectOk('search', response)).toEqual([]);
    expect(response.body.message).toBe('暂无搜索结果');
    expect(await quick('赛博zz')).toEqual([]);
  });

  it('pages pinyin results with the section filter', async () => {
    const page = expectOk(
      'searchDocuments',
      await visitor.get<{ list: Item[]; total: number }>('/api/search/documents', {
        q: 'sbpk',
        oneClass: 4,
        page: 1,
        size: 10,
      }),
    );
    const seeded = seededCyber.filter((d) => d.one_class_id === 4).map((d) => d.title);
    expect(page.list.map((r) => r.title)).toEqual(['SBPK 贴纸包', '赛博朋克角色立绘', ...seeded]);
    expect(page.total).toBe(2 + seeded.length);
  });

  it('finds documents by pinyin in the console, and follows a renamed title', async () => {
    const list = async (title: string) =>
      expectOk(
        'adminListDocuments',
        await editor.get<{ list: { id: number; title: string }[] }>('/api/admin/documents', {
          title,
        }),
      ).list.map((d) => d.title);
    // Newest first, as the console lists.
    const seeded = seededCyber.map((d) => d.title);
    expect(await list('sbpk')).toEqual([
      '赛博朋克角色立绘',
      '赛博朋克城市夜景',
      'SBPK 贴纸包',
      ...seeded,
    ]);
    expect(await list('赛博pk')).toEqual(['赛博朋克角色立绘', '赛博朋克城市夜景', ...seeded]);

    const [doc] = expectOk(
      'search',
      await visitor.post<Item[]>('/api/search', { searchContent: '长城远景' }),
    );
    expectOk(
      'adminUpdateDocument',
      await editor.put(`/api/admin/documents/${doc!.id}`, {
        title: '黄山云海航拍',
        oneClassId: 6,
        entitlement: null,
        price: 0,
        content: '<p>x</p>',
      }),
    );
    expect(await quick('changcheng')).toEqual([]);
    expect(await quick('huangshan')).toEqual(['黄山云海航拍']);
    expect(await list('hsyh')).toEqual(['黄山云海航拍']);
  });

  it('gives seeded documents and rows stored before the migration their keys', async () => {
    const { db } = t.app.ctx;
    const seeded = await db
      .selectFrom('documents')
      .select(['title', 'title_pinyin'])
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(seeded.title_pinyin).not.toBe('');
    // A row as an older version stored it: no key. The migration's backfill step fills it in.
    await db
      .insertInto('documents')
      .values({
        one_class_id: 6,
        one_class_children_id: 0,
        title: '敦煌飞天壁画',
        summary: '',
        content: '',
        create_time: now + 100,
        update_time: now + 100,
      })
      .execute();
    expect(await quick('dunhuang')).toEqual([]);
    const step = MIGRATIONS.find((m) => m.name === '0015_pinyin_search')?.statements.at(-1);
    if (!step || typeof step !== 'object' || !('run' in step)) throw new Error('no backfill step');
    const { dbFile, databaseUrl } = t.app.ctx.config;
    const handle = openDatabase({ dbFile, databaseUrl });
    try {
      await handle.exclusive((runner) => step.run(runner));
    } finally {
      await handle.close();
    }
    expect(await quick('dunhuang')).toEqual(['敦煌飞天壁画']);
    expect(await quick('dhft')).toEqual(['敦煌飞天壁画']);
  });

  it('drives mixed Chinese + pinyin by the Chinese part’s index, short pinyin included', async () => {
    // `赛博 pk` (a separate 1–2 letter word) and 赛b have no 3+ letter pinyin: they used to look
    // only at the newest 20 000 documents; the Chinese part's index finds every one.
    const both = ['赛博朋克角色立绘', '赛博朋克城市夜景', ...seededCyber.map((d) => d.title)];
    expect(await quick('赛博 pk')).toEqual(both);
    expect(await quick('赛博朋 pk')).toEqual(both);
    expect(await quick('赛b')).toEqual(both);
    expect(await quick('赛博 pk jsl')).toEqual(['赛博朋克角色立绘']);
    expect(await quick('赛博 zz')).toEqual([]);
    expect(await quick('赛博zzz')).toEqual([]);
    if (t.app.ctx.dialect !== 'sqlite') return; // PostgreSQL's plans: test/postgres/search.test.ts
    for (const text of ['赛博pk', '赛博pengke', '赛博朋克pk', '赛博 pk', '赛b']) {
      const plan = await sqlitePlans(text);
      // The title's FTS5 trigram table or the gram table leads; documents only by primary key,
      // no sort of all matches, and the pinyin index not read at all.
      expect(plan, text).toMatch(
        /SCAN documents_fts VIRTUAL TABLE|SEARCH g USING PRIMARY KEY \(gram=\?/,
      );
      expect(plan, text).not.toMatch(/SCAN d\b|TEMP B-TREE|documents_pinyin_fts/);
    }
  });

  it('reads 5+ letters from the key’s 5-letter grams and, when the Chinese is common, mixed words from the pinyin', async () => {
    // 512 titles with 蒸汽波 (more than the Chinese index is read title by title for), newest last.
    const posters = Array.from({ length: 510 }, (_, i) => [`蒸汽波霓虹海报 ${i}`, 6] as const);
    await insertTitledDocuments(t.app.ctx.db, [
      ...posters,
      ['蒸汽波街机少女', 6],
      ['蒸汽波街机厅', 6],
    ]);
    const arcades = ['蒸汽波街机厅', '蒸汽波街机少女'];
    expect(await quick('zhengqibojieji')).toEqual(arcades); // three grams, the last 8 apart
    expect(await quick('qibojie')).toEqual(arcades); // two overlapping grams
    expect(await quick('jieji')).toEqual(arcades); // one gram
    expect(await quick('zhengqibo jieji')).toEqual(arcades); // two words, one index query
    expect(await quick('蒸汽波jjt')).toEqual(['蒸汽波街机厅']); // zqbjjt, zhengqibojjt
    expect(await quick('蒸汽波j')).toEqual(arcades); // zqbj (3–4 letters: trigrams), zhengqiboj
    expect(await quick('蒸汽波jjz')).toEqual([]);
    // The key's parts (full pinyin, initials) are apart: no word runs from one into the next.
    expect(await quick('haibao0zqbn')).toEqual([]);
    expect(await quick('haibao0')).toEqual(['蒸汽波霓虹海报 0']);
    const posterHits = await quick('nihonghaibao');
    expect(posterHits).toHaveLength(100);
    expect(posterHits.slice(0, 2)).toEqual(['蒸汽波霓虹海报 509', '蒸汽波霓虹海报 508']);
    if (t.app.ctx.dialect !== 'sqlite') return; // PostgreSQL's plans: test/postgres/search.test.ts
    for (const text of ['zhengqibojieji', '蒸汽波jj', '蒸汽波j']) {
      const plan = await sqlitePlans(text);
      expect(plan, text).toMatch(/reads documents_pinyin_fts_grams\nSCAN f VIRTUAL TABLE/);
      expect(plan, text).not.toMatch(/SCAN d\b|TEMP B-TREE/);
    }
    // 蒸汽波 is common (the Chinese index is only counted), so the pinyin leads: one read per
    // alternative, from its own index (zhengqiboj the grams, zqbj the trigrams).
    expect(await sqlitePlans('蒸汽波j')).toMatch(
      /reads documents_fts\n[^]*reads documents_pinyin_fts_grams\n[^]*reads documents_pinyin_fts\n/,
    );
  });
});

/** The search tables and EXPLAIN QUERY PLAN of every statement the pinyin read of `text` runs (SQLite). */
async function sqlitePlans(text: string): Promise<string> {
  const words = text.split(' ').map((word) => ({ word, pinyin: pinyinWord(word) }));
  const terms = {
    han: words.flatMap((w) => (w.pinyin === null ? [w.word] : w.pinyin.han)),
    pinyin: words.flatMap((w) => (w.pinyin === null ? [] : [w.pinyin.alternatives])),
  };
  const recording = recordingQueries(t.app.ctx.db);
  await pinyinMatchingIds(recording.db, terms, 100);
  const plans: string[] = [];
  for (const query of recording.compiled()) {
    const { rows } = await t.app.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${query.sql}`, [...query.parameters]),
    );
    // The plan names an aliased table by its alias: the tables read come from the SQL.
    const tables = [...new Set(query.sql.match(/\b(documents_fts\w*|documents_pinyin_\w+)\b/g))];
    plans.push([`reads ${tables.join(' ')}`, ...rows.map((r) => r.detail)].join('\n'));
  }
  return plans.join('\n--\n');
}
