import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createTestApp, expectFailure, expectOk, type TestApp } from './helpers.js';

let t: TestApp;
let visitor: Client;
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Client(t.app);
});
afterAll(() => t.close());

interface OneClass {
  id: number;
  name: string;
  sort: number;
}
interface Child {
  id: number;
  name: string;
  oneClassId: number;
}
interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}
interface Summary {
  id: number;
  title: string;
  oneClass: number;
  oneClassChildren: number;
  createTime: string;
  entitlement: string | null;
}
interface SearchItem {
  id: number;
  title: string;
  oneClass: number;
  oneClassChildren: number;
  oneClassName: string;
  oneClassChildrenName: string;
  createTime: string;
}

const newestFirst = (times: string[]) => expect(times).toEqual([...times].sort().reverse());

describe('class tree', () => {
  it('lists at least 6 top-level classes in display order, open to visitors', async () => {
    const classes = expectOk('listOneClasses', await visitor.get<OneClass[]>('/api/one/class'));
    expect(classes.length).toBeGreaterThanOrEqual(6);
    expect(classes.map((c) => c.sort)).toEqual(
      [...classes.map((c) => c.sort)].sort((a, b) => a - b),
    );
    expect(classes[0]?.name).toBe('动画素材');
  });

  it('lists sub-classes linked by oneClassId; some classes have none', async () => {
    const classes = expectOk('listOneClasses', await visitor.get<OneClass[]>('/api/one/class'));
    const children = expectOk(
      'listOneClassChildren',
      await visitor.get<Child[]>('/api/one/class/children'),
    );
    const ids = new Set(classes.map((c) => c.id));
    expect(children.every((c) => ids.has(c.oneClassId))).toBe(true);
    const parents = new Set(children.map((c) => c.oneClassId));
    expect(classes.filter((c) => parents.has(c.id)).length).toBeGreaterThanOrEqual(2);
    expect(classes.filter((c) => !parents.has(c.id)).length).toBeGreaterThanOrEqual(2);
  });
});

describe('section pages', () => {
  it('shows a class with its children and a page of its documents, newest first', async () => {
    const section = expectOk(
      'getTwoClassSection',
      await visitor.get<{ oneClass: OneClass; children: Child[]; documents: Page<Summary> }>(
        '/api/two/class/1',
        { size: 5 },
      ),
    );
    expect(section.oneClass.name).toBe('动画素材');
    expect(section.children.map((c) => c.name)).toContain('人物角色');
    expect(section.documents).toMatchObject({ page: 1, size: 5 });
    expect(section.documents.list).toHaveLength(5);
    expect(section.documents.total).toBeGreaterThan(5);
    expect(section.documents.list.every((d) => d.oneClass === 1)).toBe(true);
    newestFirst(section.documents.list.map((d) => d.createTime));

    const second = expectOk(
      'getTwoClassSection',
      await visitor.get<{ documents: Page<Summary> }>('/api/two/class/1', { size: 5, page: 2 }),
    );
    expect(second.documents.list[0]?.id).not.toBe(section.documents.list[0]?.id);
  });

  it('lists documents of a class without children directly (oneClassChildren 0)', async () => {
    const section = expectOk(
      'getTwoClassSection',
      await visitor.get<{ children: Child[]; documents: Page<Summary> }>('/api/two/class/4'),
    );
    expect(section.children).toEqual([]);
    expect(section.documents.list.length).toBeGreaterThan(0);
    expect(
      section.documents.list.every((d) => d.oneClassChildren === 0 && d.entitlement === 'plugin'),
    ).toBe(true);
  });

  it('shows a sub-section with its parent', async () => {
    const section = expectOk(
      'getTwoClassChildSection',
      await visitor.get<{ oneClass: OneClass; child: Child; documents: Page<Summary> }>(
        '/api/two/class/children/8',
      ),
    );
    expect(section.oneClass.id).toBe(3);
    expect(section.child).toEqual({ id: 8, name: 'AE模板', oneClassId: 3 });
    expect(section.documents.list.every((d) => d.oneClassChildren === 8)).toBe(true);
  });

  it('answers 404 for unknown sections and 400 for malformed ids', async () => {
    expectFailure('getTwoClassSection', await visitor.get('/api/two/class/999'), 404, '栏目不存在');
    expectFailure(
      'getTwoClassChildSection',
      await visitor.get('/api/two/class/children/999'),
      404,
      '子栏目不存在',
    );
    expectFailure(
      'getTwoClassSection',
      await visitor.get('/api/two/class/abc'),
      400,
      '栏目编号（oneClassId）必须是整数',
    );
    expectFailure('getTwoClassSection', await visitor.get('/api/two/class/0'), 400, '栏目编号');
    expectFailure(
      'getTwoClassSection',
      await visitor.get('/api/two/class/1', { size: 0 }),
      400,
      '每页条数',
    );
  });
});

describe('documents', () => {
  it('returns a document with its section names and download key', async () => {
    const doc = expectOk(
      'getTwoClassDocument',
      await visitor.get<{
        title: string;
        section: string;
        downloadKey: string;
        content: string;
        oneClassChildrenName: string;
      }>('/api/two/class/document/1'),
    );
    expect(doc.section).toBe(`动画素材 / ${doc.oneClassChildrenName}`);
    expect(doc.downloadKey).toBe('d1');
    expect(doc.content).toMatch(/^<p>/);
    expectFailure(
      'getTwoClassDocument',
      await visitor.get('/api/two/class/document/99999'),
      404,
      '素材不存在',
    );
  });

  it('serves the eight fixed common documents with HTML content', async () => {
    const titles = [
      '素材市场',
      '会员必读',
      '使用教程',
      '账号备案',
      'AI声音克隆',
      '动画软件',
      '其他软件',
      '插件',
    ];
    for (const [index, title] of titles.entries()) {
      const page = expectOk(
        'getCommonDocument',
        await visitor.get<{ title: string; content: string; downloadKey: string | null }>(
          `/api/common/document/${index + 1}`,
        ),
      );
      expect(page.title).toBe(title);
      expect(page.content).toMatch(/<h2>/);
    }
    const plugins = expectOk(
      'getCommonDocument',
      await visitor.get<{ entitlement: string; downloadKey: string }>('/api/common/document/8'),
    );
    expect(plugins).toMatchObject({ entitlement: 'plugin', downloadKey: 'c8' });
    expectFailure(
      'getCommonDocument',
      await visitor.get('/api/common/document/9'),
      404,
      '页面不存在',
    );
  });

  it('seeds at least 300 documents spread over every section', async () => {
    const rows = await t.app.ctx.db
      .selectFrom('documents')
      .select(['one_class_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('one_class_id')
      .execute();
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBeGreaterThanOrEqual(300);
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });
});

describe('search', () => {
  const search = (searchContent: unknown) =>
    visitor.post<SearchItem[]>('/api/search', { searchContent });

  it('finds Chinese substrings of 3+ characters through the trigram index, newest first', async () => {
    const results = expectOk('search', await search('场景背景'));
    const all = await t.app.ctx.db
      .selectFrom('documents')
      .select('title')
      .where('title', 'like', '%场景背景%')
      .execute();
    expect(results.length).toBe(Math.min(all.length, 100));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.title.includes('场景背景'))).toBe(true);
    newestFirst(results.map((r) => r.createTime));
  });

  it('finds 1–2 character text (below the trigram size) with LIKE', async () => {
    const two = expectOk('search', await search('古风'));
    expect(two.length).toBeGreaterThan(0);
    expect(two.every((r) => r.title.includes('古风'))).toBe(true);
    const one = expectOk('search', await search('猫'));
    expect(one.every((r) => r.title.includes('猫'))).toBe(true);
    expect(one.length).toBeGreaterThan(0);
  });

  it('returns the class and sub-class ids and names the site builds links from', async () => {
    const doc = await t.app.ctx.db
      .selectFrom('documents')
      .select(['id', 'title'])
      .where('one_class_children_id', '=', 1)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const found = expectOk('search', await search(doc.title)).find((r) => r.id === doc.id);
    expect(found).toMatchObject({
      oneClass: 1,
      oneClassName: '动画素材',
      oneClassChildren: 1,
      oneClassChildrenName: '人物角色',
    });
    const [flat] = expectOk('search', await search('插件'));
    expect(flat).toMatchObject({
      oneClass: 4,
      oneClassName: '插件脚本',
      oneClassChildren: 0,
      oneClassChildrenName: '',
    });
  });

  it('matches case-insensitively and treats LIKE wildcards and quotes literally', async () => {
    const upper = expectOk('search', await search('AE模板'));
    const lower = expectOk('search', await search('ae模板'));
    expect(lower.map((r) => r.id)).toEqual(upper.map((r) => r.id));
    expect(upper.length).toBeGreaterThan(0);
    expect(expectOk('search', await search('%'))).toEqual([]);
    expect(expectOk('search', await search('_'))).toEqual([]);
    expect(expectOk('search', await search('"国潮" OR 1'))).toEqual([]);
  });

  it('answers an empty list when nothing matches', async () => {
    const response = await search('不存在的素材标题');
    expect(expectOk('search', response)).toEqual([]);
    expect(response.body.message).toBe('暂无搜索结果');
  });

  it('asks for search text when it is empty or blank (400)', async () => {
    expectFailure('search', await search(''), 400, '请先输入要搜索的内容');
    expectFailure('search', await search('   '), 400, '请先输入要搜索的内容');
    expectFailure(
      'search',
      await search('长'.repeat(51)),
      400,
      '搜索内容（searchContent）不能超过50个字符',
    );
    expectFailure(
      'search',
      await visitor.post('/api/search', {}),
      400,
      '缺少必填字段：搜索内容（searchContent）',
    );
  });
});

describe('notices, menus', () => {
  it('lists at least 5 notices newest first', async () => {
    const notices = expectOk(
      'listNotices',
      await visitor.get<{ title: string; createTime: string }[]>('/api/notice'),
    );
    expect(notices.length).toBeGreaterThanOrEqual(5);
    newestFirst(notices.map((n) => n.createTime));
  });

  it('returns the custom nav menu as label|url lines', async () => {
    const menu = expectOk(
      'getCustomNavMenu',
      await visitor.get<Record<string, string>>('/api/custom/nav/menu'),
    );
    for (const list of [menu.freeDubbing, menu.aiCreateImage, menu.aiCreateText]) {
      const lines = String(list).split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(3);
      expect(lines.every((line) => /^[^|]+\|https:\/\/\S+$/.test(line))).toBe(true);
    }
  });

  it('returns the current update notice', async () => {
    const notice = expectOk(
      'getUpdateNotice',
      await visitor.get<{ version: string; content: string }>('/api/update/notice'),
    );
    expect(notice.version).toMatch(/^v\d/);
    await t.app.ctx.db.deleteFrom('update_notices').execute();
    expect(expectOk('getUpdateNotice', await visitor.get('/api/update/notice'))).toBeNull();
  });
});
