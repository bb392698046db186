import { expect, test } from './support/fixtures';
import { visit, waitForShell } from './support/site';

// Sort and filters on a section page and on the search results: the listing follows the choice,
// the address keeps it (reload, shared link), on the desktop and the 375 px phone layout.

interface Listing {
  data: { documents: { list: { format: string; entitlement: string | null }[] } };
}

test('a section page sorts and filters, and the address keeps the choice', async ({ page }) => {
  await visit(page, 'twoClass/1');
  await waitForShell(page);
  const controls = page.getByRole('group', { name: '排序与筛选' });
  await expect(controls).toBeVisible();

  await controls.getByRole('combobox', { name: '排序' }).selectOption({ label: '下载量' });
  await expect(page).toHaveURL(/#\/twoClass\/1\?sort=downloads$/);

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/two/class/1?') && r.url().includes('format=MP4'),
  );
  await controls.getByRole('combobox', { name: '格式' }).selectOption('MP4');
  await expect(page).toHaveURL(/sort=downloads&format=MP4/);
  const listing = (await (await filtered).json()) as Listing;
  expect(listing.data.documents.list.length).toBeGreaterThan(0);
  expect(listing.data.documents.list.every((d) => d.format === 'MP4')).toBe(true);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();

  await page.reload();
  const again = page.getByRole('group', { name: '排序与筛选' });
  await expect(again.getByRole('combobox', { name: '排序' })).toHaveValue('downloads');
  await expect(again.getByRole('combobox', { name: '格式' })).toHaveValue('MP4');

  // 动画素材 needs a level: free only leaves none, and says so.
  // The box follows the address: click, then wait for the address and the box to agree (check()
  // would read the box before the page has re-rendered from the new address).
  const freeOnly = again.getByRole('checkbox', { name: '只看免费' });
  await freeOnly.click();
  await expect(page).toHaveURL(/free=1/);
  await expect(freeOnly).toBeChecked();
  await expect(page.getByText('该栏目暂无素材')).toBeVisible();
});

test('search results sort and filter with the words kept', async ({ page }) => {
  const words = encodeURIComponent('赛博朋克');
  const all = await page.request.get(`/api/search/documents?q=${words}`);
  const [sample] = ((await all.json()) as { data: { list: { format: string }[] } }).data.list;
  expect(sample?.format).toBeTruthy();
  const format = sample!.format;

  await visit(page, `search?q=${words}&sort=popular`);
  await waitForShell(page);
  const controls = page.getByRole('group', { name: '排序与筛选' });
  await expect(controls.getByRole('combobox', { name: '排序' })).toHaveValue('popular');
  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/search/documents?') && r.url().includes('format='),
  );
  await controls.getByRole('combobox', { name: '格式' }).selectOption(format);
  await expect(page).toHaveURL(/q=.*&sort=popular&format=/);
  const answer = (await (await filtered).json()) as { data: { list: { format: string }[] } };
  expect(answer.data.list.length).toBeGreaterThan(0);
  expect(answer.data.list.every((d) => d.format === format)).toBe(true);
  const results = page.getByRole('main').getByRole('list', { name: '搜索结果' });
  await expect(results.getByRole('link').first()).toContainText('赛博朋克');
});
