import { expect, test } from './support/fixtures';
import { COPY, expectToast, searchFor, visit, waitForShell } from './support/site';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, 'home');
    await waitForShell(page);
  });

  test('blank text warns and searches nothing', async ({ page }) => {
    let searched = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/search')) searched = true;
    });
    await searchFor(page, '   ');
    await expectToast(page, COPY.searchEmpty);
    await expect(page.getByRole('dialog', { name: COPY.searchResults })).toBeHidden();
    expect(searched).toBe(false);
  });

  test('no match warns and opens no results table', async ({ page }) => {
    await searchFor(page, '不存在的素材标题zzq');
    await expectToast(page, COPY.noResults);
    await expect(page.getByRole('dialog', { name: COPY.searchResults })).toBeHidden();
  });

  test('results open in a table; picking one opens the document and closes the table', async ({
    page,
  }) => {
    const query = '赛博朋克';
    const response = page.waitForResponse((r) => r.url().endsWith('/api/search'));
    await searchFor(page, query);
    const results = (await (await response).json()) as {
      data: {
        id: number;
        title: string;
        oneClass: number;
        oneClassChildren: number;
        oneClassName: string;
      }[];
    };
    expect(results.data.length).toBeGreaterThan(0);

    const dialog = page.getByRole('dialog', { name: COPY.searchResults });
    await expect(dialog).toBeVisible();
    const table = dialog.getByRole('table');
    for (const column of [COPY.matchedTitle, COPY.section, COPY.updateDate]) {
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
    }
    // Not paginated: every result is a row (plus the header row).
    await expect(table.getByRole('row')).toHaveCount(results.data.length + 1);
    for (const row of await table
      .getByRole('row')
      .all()
      .then((rows) => rows.slice(1, 4))) {
      await expect(row).toContainText(query);
    }

    const pick = results.data[0]!;
    await expect(table.getByRole('row').nth(1)).toContainText(pick.oneClassName);
    await table.getByRole('link', { name: pick.title }).first().click();
    await expect(dialog).toBeHidden();
    const path =
      pick.oneClassChildren > 0
        ? `#/twoClass/${pick.oneClass}/${pick.oneClassChildren}/${pick.id}`
        : `#/twoClass/${pick.oneClass}/${pick.id}`;
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(
      page.getByRole('main').getByRole('heading', { name: pick.title }).first(),
    ).toBeVisible();
  });

  test('several words must all appear; the full results page pages and filters by section', async ({
    page,
  }) => {
    // Two words of one seeded title, far apart in it, so the match is more than a substring.
    const one = await page.request.get(
      '/api/search/documents?q=%E8%B5%9B%E5%8D%9A%E6%9C%8B%E5%85%8B',
    );
    const [sample] = ((await one.json()) as { data: { list: { title: string }[] } }).data.list;
    expect(sample).toBeTruthy();
    const second = sample!.title.replace('赛博朋克', ' ').trim().split(/\s+/)[0]!.slice(-2);
    const words = `赛博 ${second}`;
    const bothIn = (title: string) => title.includes('赛博') && title.includes(second);

    await searchFor(page, words);
    const dialog = page.getByRole('dialog', { name: COPY.searchResults });
    await expect(dialog).toBeVisible();
    const rows = dialog.getByRole('table').getByRole('row');
    for (const row of (await rows.all()).slice(1))
      expect(bothIn((await row.getByRole('link').first().textContent()) ?? '')).toBe(true);

    await dialog.getByRole('link', { name: /查看全部结果/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/search\?q=/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '搜索结果', level: 1 })).toBeVisible();
    await expect(main.getByTestId('search-summary')).toContainText(`“${words}”`);
    const results = main.getByRole('list', { name: '搜索结果' });
    const titles = await results.getByRole('link').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every(bothIn)).toBe(true);

    // The words people type, straight into the address: 赛博 交通 finds the seeded
    // 赛博朋克交通工具… title though neither word is next to the other in it.
    await visit(page, `search?q=${encodeURIComponent('赛博 交通')}`);
    await expect(main.getByTestId('search-summary')).toContainText('“赛博 交通”');
    const typed = await results.getByRole('link').allTextContents();
    expect(typed.length).toBeGreaterThan(0);
    expect(typed.every((title) => title.includes('赛博') && title.includes('交通'))).toBe(true);
    expect(typed).toContain('赛博朋克交通工具图标元素包');

    // Paging: a frequent word has more than one page of 20.
    await visit(page, `search?q=${encodeURIComponent('场景')}`);
    // This query's summary: the router shows the last page until the new one has rendered.
    await expect(main.getByTestId('search-summary')).toContainText('“场景”');
    const firstPage = await results.getByRole('link').allTextContents();
    expect(firstPage).toHaveLength(20);
    await main.getByRole('button', { name: '下一页' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(results.getByRole('link').first()).not.toHaveText(firstPage[0]!);

    // Section filter: only that section's materials, and the URL says which.
    const frequent = await page.request.get(
      `/api/search/documents?q=${encodeURIComponent('场景')}`,
    );
    const [inSome] = (
      (await frequent.json()) as { data: { list: { oneClass: number; oneClassName: string }[] } }
    ).data.list;
    const section = main.getByRole('combobox', { name: '栏目' });
    await section.selectOption({ label: inSome!.oneClassName });
    await expect(page).toHaveURL(new RegExp(`oneClass=${inSome!.oneClass}`));
    await expect(page).not.toHaveURL(/page=2/);
    // Read again until the filtered list has replaced page 2 (the URL changes first).
    await expect(async () => {
      const inSection = await results.getByRole('listitem').allTextContents();
      expect(inSection.length).toBeGreaterThan(0);
      expect(
        inSection.every((text) => text.includes(inSome!.oneClassName) && text.includes('场景')),
      ).toBe(true);
    }).toPass();
  });
  test('pinyin, initials and Chinese mixed with pinyin find Chinese titles in the box and on the page', async ({
    page,
  }) => {
    // sbpk = 赛博朋克: the results table lists 赛博朋克 titles though none has these letters.
    await searchFor(page, 'sbpk');
    const dialog = page.getByRole('dialog', { name: COPY.searchResults });
    await expect(dialog).toBeVisible();
    const rows = (await dialog.getByRole('table').getByRole('row').all()).slice(1, 4);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await expect(row).toContainText('赛博朋克');
    await dialog.getByRole('link', { name: /查看全部结果/ }).click();
    await expect(page).toHaveURL(/#\/search\?q=sbpk/);
    const main = page.getByRole('main');
    const results = main.getByRole('list', { name: '搜索结果' });
    await expect(results.getByRole('link').first()).toContainText('赛博朋克');

    // Full pinyin and a mixed word, straight into the address, on the results page.
    for (const typed of ['saibopengke', '赛博pk']) {
      await visit(page, `search?q=${encodeURIComponent(typed)}`);
      await expect(main.getByTestId('search-summary')).toContainText(`“${typed}”`);
      const titles = await results.getByRole('link').allTextContents();
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.slice(0, 5).every((title) => title.includes('赛博朋克'))).toBe(true);
    }
  });
});
