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
});
