import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '../../src/repositories/search-postgres.js';
import { postgresPinyinQuery, type PinyinTerms } from '../../src/repositories/search-pinyin.js';
import { pinyinKey } from '../../src/lib/pinyin.js';
import { Client, createTestApp, expectOk, type TestApp } from '../helpers.js';

// PostgreSQL search: the pg_trgm GIN index serves 3+ character text, Chinese included, under the
// database's own locale (the test database is created with the server's defaults), and 1–2
// character text still matches. 20 000 documents so the planner has a reason to use the index.

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 20_000 });
  const { db } = t.app.ctx;
  const now = Date.now();
  await db
    .insertInto('documents')
    .values(
      ['国潮少女角色立绘', 'AE模板 赛博朋克片头', '水墨山水背景'].map((title, i) => ({
        one_class_id: 1,
        one_class_children_id: 0,
        title,
        title_pinyin: pinyinKey(title),
        summary: '',
        content: '',
        create_time: now + i,
        update_time: now + i,
      })),
    )
    .execute();
  // Older than every other document: beyond the newest 20 000 a short-pinyin scan looks at.
  await db
    .insertInto('documents')
    .values({
      one_class_id: 1,
      one_class_children_id: 0,
      title: '敦煌飞天赛博壁画',
      title_pinyin: pinyinKey('敦煌飞天赛博壁画'),
      summary: '',
      content: '',
      create_time: 1,
      update_time: 1,
    })
    .execute();
  await sql`ANALYZE documents`.execute(db);
  visitor = new Client(t.app);
}, 300_000); // 20 000 documents seeded on PostgreSQL: slow on a busy 2-core machine
afterAll(() => t?.close());

async function plan(text: string): Promise<string> {
  const query = searchQuery(t.app.ctx.db, { words: text.split(' ') }, 100).compile();
  const result = await t.app.ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function pinyinPlan(terms: PinyinTerms): Promise<string> {
  const query = postgresPinyinQuery(t.app.ctx.db, terms, 100).compile(t.app.ctx.db);
  const result = await t.app.ctx.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN ${query.sql}`, [...query.parameters]),
  );
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function titles(text: string): Promise<string[]> {
  const found = expectOk(
    'search',
    await visitor.post<{ title: string }[]>('/api/search', { searchContent: text }),
  );
  return found.map((r) => r.title);
}

describe('search on PostgreSQL', () => {
  it('runs on PostgreSQL', () => {
    expect(t.app.ctx.dialect).toBe('postgres');
  });

  it('splits Chinese into trigrams under the database locale', async () => {
    const locale = await sql<{ ctype: string }>`
      SELECT datctype AS ctype FROM pg_database WHERE datname = current_database()`.execute(
      t.app.ctx.db,
    );
    const trigrams = await sql<{ t: string[] }>`SELECT show_trgm('赛博朋克') AS t`.execute(
      t.app.ctx.db,
    );
    expect(trigrams.rows[0]?.t.length, `LC_CTYPE ${locale.rows[0]?.ctype}`).toBeGreaterThan(0);
  });

  it('uses the trigram index for 3+ characters', async () => {
    expect(await plan('赛博朋克片头')).toContain('documents_title_trgm');
    expect(await plan('水墨山水')).toContain('documents_title_trgm');
  });

  it('reads 1–2 characters that few titles have from the gram index, common ones newest first', async () => {
    // A miss or a rare word: the gram index (a miss no longer reads every title).
    expect(await plan('无无')).toContain('documents_title_grams');
    expect(await plan('鑫')).toContain('documents_title_grams');
    // A word thousands of titles have: either walk the newest first and stop at 100 hits, or the
    // index — never a sequential scan of every title.
    expect(await plan('场景')).toMatch(/documents_newest|documents_title_grams/);
    expect(await plan('场景')).not.toMatch(/Seq Scan/);
    expect(await titles('无无')).toEqual([]);
  });

  it('uses the trigram index when one of several words has 3+ characters', async () => {
    expect(await plan('山 水墨山水')).toContain('documents_title_trgm');
  });

  it('matches Chinese substrings of 1, 2 and 3+ characters, newest first', async () => {
    expect(await titles('国潮少女角色立绘')).toEqual(['国潮少女角色立绘']);
    expect(await titles('少女角色立')).toContain('国潮少女角色立绘');
    expect(await titles('角色立绘')).toContain('国潮少女角色立绘');
    expect((await titles('少女')).length).toBeGreaterThan(0);
    expect((await titles('少女')).every((title) => title.includes('少女'))).toBe(true);
    expect((await titles('墨')).every((title) => title.includes('墨'))).toBe(true);
    expect(await titles('墨')).toContain('水墨山水背景');
    // Newest first: the three inserted last lead their results.
    expect((await titles('山水'))[0]).toBe('水墨山水背景');
    expect((await titles('ae模板 赛博'))[0]).toBe('AE模板 赛博朋克片头');
    expect((await titles('ae'))[0]).toBe('AE模板 赛博朋克片头'); // short and case-insensitive
  });

  it('returns at most 100 rows', async () => {
    const { total } = await t.app.ctx.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('title', 'ilike', '%场景%')
      .executeTakeFirstOrThrow();
    expect(total).toBeGreaterThan(100);
    expect(await titles('场景')).toHaveLength(100);
  });

  it('reads mixed Chinese + pinyin through the Chinese part’s index, not a scan of the newest', async () => {
    // 赛博朋克pt: the title's trigram index (or the pinyin's beside it), never documents_newest.
    const mixed = await pinyinPlan({ han: ['赛博朋克'], pinyin: [['saibopengkept', 'sbpkpt']] });
    expect(mixed).toMatch(/documents_(title|pinyin)_trgm/);
    expect(mixed).not.toMatch(/documents_newest/);
    // `敦煌 ft` (1–2 letter pinyin): no bound of 20 000 newest, so the oldest document is found.
    const short = await pinyinPlan({ han: ['敦煌'], pinyin: [['ft']] });
    expect(short).not.toMatch(/20000/);
    expect(await titles('敦煌 ft')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('敦煌fei')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('敦煌飞天sb')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('ae模板spk')).toEqual([]);
  });
});
