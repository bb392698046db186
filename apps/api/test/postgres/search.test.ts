import { CompiledQuery, sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../src/db/schema.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FIRST_WALK,
  newestMatching,
  newestMatchingIdsPostgres,
  periodsQuery,
  pinyinGrams,
  titleContains,
  titleGrams,
  walkQuery,
  type SearchCondition,
} from '../../src/repositories/search-postgres.js';
import { postgresPinyinConditions } from '../../src/repositories/search-pinyin.js';
import { pinyinKey } from '../../src/lib/pinyin.js';
import { generateDocuments } from '../../src/seed/documents.js';
import { SEARCH_PERIOD_MS } from '../../src/db/migrations/0042_postgres_search_keys.js';
import { Client, createTestApp, expectOk, type TestApp } from '../helpers.js';
import { insertTitledDocuments } from '../support/documents.js';

// PostgreSQL search: the pg_trgm GIN index serves 3+ character text, Chinese included, under the
// database's own locale (the test database is created with the server's defaults), and 1–2
// character text still matches. 20 000 documents so the planner has a reason to use the index.

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await createTestApp({ seedDocuments: 0 });
  const { db } = t.app.ctx;
  const now = Date.now();
  // The seed's 20 000 generated documents, loaded as the benchmark loads its catalogue: the keys
  // index dropped and built again after (kept up row by row it cost 12 of the setup's 37 s), and
  // no material files (the demo seed writes a ZIP for each: 9 s; search reads none).
  const keysIndex = await sql<{ definition: string }>`
    SELECT pg_get_indexdef('documents_search_keys'::regclass) AS definition`.execute(db);
  await sql`DROP INDEX documents_search_keys`.execute(db);
  const generated = [...generateDocuments(20_000, now - 1000)];
  for (let start = 0; start < generated.length; start += 1000) {
    const batch = generated.slice(start, start + 1000);
    await db
      .insertInto('documents')
      .values(batch.map((d) => ({ ...d, title_pinyin: pinyinKey(d.title) })))
      .execute();
  }
  await sql.raw(keysIndex.rows[0]!.definition).execute(db);
  await insertTitledDocuments(
    db,
    ['国潮少女角色立绘', 'AE模板 赛博朋克片头', '水墨山水背景'].map((title) => [title, 1] as const),
    now,
  );
  // Older than every other document: beyond the newest 20 000 a short-pinyin scan looks at.
  await insertTitledDocuments(db, [['敦煌飞天赛博壁画', 1]], 1);
  // Before 1970 (negative times, in periods below zero): still found, in order.
  await insertTitledDocuments(db, [['青铜器纹样拓片', 1]], -1);
  await insertTitledDocuments(db, [['青铜器纹样线描', 1]], -2 * SEARCH_PERIOD_MS - 5);
  await sql`ANALYZE documents`.execute(db);
  await sql`ANALYZE documents_search`.execute(db);
  visitor = new Client(t.app);
  // No test here asserts speed.
}, 900_000);
afterAll(() => t?.close());

/** EXPLAIN of one step of a PostgreSQL search (search-postgres.ts), as the search runs it. */
async function explain(
  query: { compile(db: Kysely<Database>): { sql: string; parameters: readonly unknown[] } },
  settings?: RawBuilder<unknown>,
): Promise<string> {
  return t.app.ctx.db.transaction().execute(async (trx) => {
    if (settings) await settings.execute(trx);
    const compiled = query.compile(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

const and = (conditions: SearchCondition[]) =>
  sql.join(
    conditions.map((c) => c.test),
    sql` AND `,
  );

/** The plan of the last step: the matches older than the walk, period by period. */
async function indexPlan(conditions: SearchCondition[]): Promise<string> {
  return explain(
    periodsQuery(
      conditions.filter((c) => c.keys !== null),
      and(conditions),
      100,
      { createTime: Date.now(), id: 1e9 },
    ),
  );
}

const plan = (text: string) => indexPlan(text.split(' ').map(titleContains));

/** The same ids, read the slow way: every published document tested, newest first. */
async function everyRow(text: string, limit: number): Promise<number[]> {
  const conditions = text
    .split(' ')
    .map((word) => sql<boolean>`strpos(lower(title), ${word.toLowerCase()}) > 0`);
  const { rows } = await sql<{ id: string }>`
    SELECT id FROM documents WHERE published = 1 AND ${sql.join(conditions, sql` AND `)}
    ORDER BY create_time DESC, id DESC LIMIT ${limit}`.execute(t.app.ctx.db);
  return rows.map((row) => Number(row.id));
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

  it('walks the newest documents first, in the index’s order, and stops at the limit', async () => {
    const walk = await explain(walkQuery(and([titleContains('场景')]), 100, FIRST_WALK, null));
    expect(walk).toContain('documents_search_newest');
    expect(walk).not.toMatch(/Sort|Seq Scan|Bitmap/);
    // A walk after the first starts where the last stopped (an index condition, not a filter).
    const next = await explain(
      walkQuery(and([titleContains('场景')]), 100, 20_000, { createTime: 1, id: 1 }),
    );
    expect(next).toMatch(/Index Cond: \(ROW\(create_time, id\) < ROW\(/);
  });

  it('asks for every gram of a short text, and for grams that cover a longer one end to end', () => {
    // Four grams or fewer: all of them, so the order counts (di2ji is not 第22辑's di22ji).
    expect(pinyinGrams('di2ji')).toEqual(['pdi2', 'pi2j', 'p2ji']);
    expect(titleGrams('AE模板')).toEqual(['tae', 'te模', 't模板']);
    expect(titleGrams('少女角色立')).toEqual(['t少女', 't女角', 't角色', 't色立']);
    expect(titleGrams('少女角色立绘')).toEqual(['t少女', 't角色', 't立绘']);
    expect(titleGrams('墨')).toEqual(['t墨']);
    expect(pinyinGrams('saibopengke')).toEqual(['psai', 'pbop', 'peng', 'pgke']);
    expect(pinyinGrams('saibopengke', true)).toEqual(['psai', 'pgke']);
    expect(pinyinGrams('pk')).toEqual(['ppk']);
    expect(pinyinGrams('p')).toBeNull();
  });

  it('reads the matches beyond the walk period by period from the keys index', async () => {
    for (const text of ['赛博朋克片头', '水墨山水', '山 水墨山水', '无无', '鑫', '场景']) {
      const read = await plan(text);
      // Each period's rows by their keys (a bitmap of the GIN index), in a loop over the periods.
      expect(read, text).toMatch(/Bitmap Index Scan on documents_search_keys/);
      expect(read, text).toContain('Nested Loop');
      expect(read, text).not.toContain('Seq Scan');
    }
    expect(await titles('无无')).toEqual([]);
  });

  it('finds exactly the newest matches, whichever step finds them', async () => {
    // Common words (the first walk), rarer ones (a longer walk or the index), the oldest document
    // (only the index reaches it), misses; the quick search's limit and the results page's.
    for (const text of [
      '场景',
      '少女',
      '墨',
      '水墨山水',
      '山水',
      '敦煌',
      '赛博',
      '敦煌飞天',
      'ae',
      '无无',
      // Every gram asked for (a short text): 第2辑 and not 第22辑.
      '第2辑',
    ]) {
      for (const limit of [100, 1001]) {
        const ids = await newestMatchingIdsPostgres(
          t.app.ctx.db,
          { words: text.split(' ') },
          limit,
        );
        expect(ids, `${text} ${limit}`).toEqual(await everyRow(text, limit));
      }
    }
    expect(await titles('敦煌飞天')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('青铜器纹样')).toEqual(['青铜器纹样拓片', '青铜器纹样线描']);
    expect(await titles('qingtongqi')).toEqual(['青铜器纹样拓片', '青铜器纹样线描']);
  });

  it('finds exactly the newest pinyin matches, common, rare and the oldest', async () => {
    const { db } = t.app.ctx;
    // di2ji: all three grams (第2辑, not 第22辑's di22ji); changjing: covering grams only.
    for (const alts of [
      ['changjing'],
      ['shanshui', 'shs'],
      ['shaonv'],
      ['dunhuang'],
      ['qqq'],
      ['di2ji'],
    ]) {
      for (const limit of [100, 1001]) {
        const ids = await newestMatching(
          db,
          postgresPinyinConditions({ han: [], pinyin: [alts] })!,
          limit,
        );
        const { rows } = await sql<{ id: string }>`
          SELECT id FROM documents WHERE published = 1 AND (${sql.join(
            alts.map((a) => sql`strpos(title_pinyin, ${a}) > 0`),
            sql` OR `,
          )}) ORDER BY create_time DESC, id DESC LIMIT ${limit}`.execute(db);
        expect(ids, `${alts.join('|')} ${limit}`).toEqual(rows.map((row) => Number(row.id)));
      }
    }
    expect(await titles('dunhuang')).toEqual(['敦煌飞天赛博壁画']);
  });

  it('keeps documents_search in step with every write to documents', async () => {
    const { db } = t.app.ctx;
    const { id } = await db
      .insertInto('documents')
      .values({
        one_class_id: 1,
        one_class_children_id: 0,
        title: '琉璃瓦屋顶线稿',
        title_pinyin: pinyinKey('琉璃瓦屋顶线稿'),
        summary: '',
        content: '',
        create_time: 2,
        update_time: 2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await titles('琉璃瓦')).toEqual(['琉璃瓦屋顶线稿']);
    expect(await titles('liuliwa')).toEqual(['琉璃瓦屋顶线稿']);
    await db
      .updateTable('documents')
      .set({ title: '青花瓷纹样线稿', title_pinyin: pinyinKey('青花瓷纹样线稿') })
      .where('id', '=', id)
      .execute();
    expect(await titles('琉璃瓦')).toEqual([]);
    expect(await titles('青花瓷')).toEqual(['青花瓷纹样线稿']);
    await db.updateTable('documents').set({ published: 0 }).where('id', '=', id).execute();
    expect(await titles('青花瓷')).toEqual([]);
    await db.updateTable('documents').set({ published: 1 }).where('id', '=', id).execute();
    expect(await titles('qinghuaci')).toEqual(['青花瓷纹样线稿']);
    await db.deleteFrom('documents').where('id', '=', id).execute();
    expect(await titles('青花瓷')).toEqual([]);
    const { count } = await sql<{ count: string }>`
      SELECT count(*) AS count FROM documents_search s
      FULL JOIN (SELECT * FROM documents WHERE published = 1) d USING (id)
      WHERE s.id IS NULL OR d.id IS NULL OR s.title <> d.title OR s.title_pinyin <> d.title_pinyin
        OR s.create_time <> d.create_time OR s.one_class_id <> d.one_class_id`
      .execute(db)
      .then((r) => r.rows[0]!);
    expect(Number(count)).toBe(0);
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
    // 赛博朋克pt: beyond the walk, the keys of the title and of the pinyin, together.
    const mixed = postgresPinyinConditions({
      han: ['赛博朋克'],
      pinyin: [['saibopengkept', 'sbpkpt']],
    });
    expect(mixed).not.toBeNull();
    // The title's grams (every one: a short text); of the pinyin (which adds only the letters
    // typed), the ends.
    expect(mixed!.map((c) => c.keys)).toEqual([
      [['t赛博', 't博朋', 't朋克']],
      [
        ['psai', 'pept'],
        ['psbp', 'pkpt'],
      ],
    ]);
    const read = await indexPlan(mixed!);
    expect(read).toMatch(/Bitmap Index Scan on documents_search_keys/);
    expect(read).not.toContain('Seq Scan');
    // `敦煌 ft` (1–2 letter pinyin): keys for both, no bound of 20 000 newest, so the oldest
    // document is found.
    const short = postgresPinyinConditions({ han: ['敦煌'], pinyin: [['ft']] });
    expect(short!.map((c) => c.keys)).toEqual([[['t敦煌']], [['pft']]]);
    expect(await indexPlan(short!)).toMatch(/Bitmap Index Scan on documents_search_keys/);
    expect(await titles('敦煌 ft')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('敦煌fei')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('敦煌飞天sb')).toEqual(['敦煌飞天赛博壁画']);
    expect(await titles('ae模板spk')).toEqual([]);
  });
});
