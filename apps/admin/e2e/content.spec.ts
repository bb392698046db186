import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectToast,
  logInAsNewStaff,
  openMenu,
  staffLogIn,
  xsrfHeaders,
} from './helpers';

// An editor publishes a document in the console, its cover and file chosen in the same drawer;
// the members' site shows it at once in its section and in search, and no longer after it is
// unpublished. A document without files stays a draft: the server refuses to publish it.

const TITLE = '后台发布的星河列车道具包';
const DRAFT = '无文件的草稿文档';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// A 1×1 PNG: the server checks uploads by content and makes a WebP preview with sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What the site's search API finds for `text`, asked with the page's session. */
async function searchApi(page: Page, text: string) {
  const answer = await page.request.post('/api/search', {
    data: { searchContent: text },
    headers: await xsrfHeaders(page),
  });
  return (await answer.json()).data ?? [];
}

async function searchOnSite(page: Page, text: string) {
  const field = page.getByRole('searchbox', { name: '搜索素材' });
  await field.fill(text);
  await field.press('Enter');
  return page.getByRole('dialog', { name: '搜索结果' });
}

test('an editor publishes a document that appears in its section and in search', async ({
  page,
  browser,
}) => {
  // Two apps and an upload in one story: more than the default minute on a busy machine.
  test.setTimeout(150_000);
  await staffLogIn(page, 'admin', 'admin123456');
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await logInAsNewStaff(page, 'content_editor', 'editor', 'editor-pass-1');

  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await menu.getByRole('link', { name: '栏目管理' }).click();
  await expect(page.getByRole('list', { name: '栏目树' })).toContainText('道具物品');
  await expectAccessible(page, 'class tree');

  await menu.getByRole('link', { name: '文档管理' }).click();
  const table = page.getByRole('table', { name: '文档列表' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await page.getByRole('button', { name: '新建文档' }).click();
  const drawer = page.getByRole('dialog', { name: '新建文档' });
  await drawer.getByRole('textbox', { name: '标题', exact: true }).fill(TITLE);
  await drawer
    .getByRole('combobox', { name: '栏目', exact: true })
    .selectOption({ label: '动画素材' });
  await drawer.getByRole('combobox', { name: '子栏目' }).selectOption({ label: '道具物品' });
  await drawer.getByRole('spinbutton', { name: '价格（元）' }).fill('9.90');
  // The body in the rich-text editor (what it writes is HTML within the site's policy).
  await drawer.getByRole('textbox', { name: '正文', exact: true }).fill('星河列车的全部道具');
  // Cover and material chosen in the same drawer, before the document exists.
  await drawer.getByLabel('封面图').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await drawer.getByLabel('素材文件').setInputFiles({
    name: '道具包.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expectAccessible(page, 'document drawer');
  await drawer.getByRole('button', { name: '保存并发布' }).click();
  await expectToast(page, '文档已发布');
  await expect(drawer).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(TITLE) })).toContainText('已发布');

  // A document without files stays a draft: publishing is refused by the server, saying why.
  await page.getByRole('button', { name: '新建文档' }).click();
  await drawer.getByRole('textbox', { name: '标题', exact: true }).fill(DRAFT);
  await drawer.getByRole('button', { name: '保存并发布' }).click();
  // The refusal first: its text holds the other's (a toast counts once, for the first check).
  await expectToast(page, '发布前请先上传素材文件和封面（文档已保存为草稿）', 'error');
  await expectToast(page, '文档已保存为草稿');
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row', { name: new RegExp(DRAFT) })).toContainText('未发布');
  // The row's 发布 is refused the same way (a toast of its own: the drawer's counted already).
  await page.getByRole('button', { name: `发布 ${DRAFT}` }).click();
  await expectToast(page, '发布前请先上传素材文件和封面', 'error');
  await expect(table.getByRole('row', { name: new RegExp(DRAFT) })).toContainText('未发布');
  // 预览 opens the site's page for the draft, for staff only.
  const [previewPage] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: `预览 ${DRAFT}` }).click(),
  ]);
  await expect(previewPage.getByTestId('preview-notice')).toContainText('仅后台人员可见');
  await expect(previewPage.getByRole('heading', { name: DRAFT })).toBeVisible();
  await expectAccessible(previewPage, 'draft preview');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(previewPage.url());
  await expect(visitor.getByText(/无法预览/)).toBeVisible();
  await visitor.context().close();
  await previewPage.close();
  expect(await searchApi(page, '无文件的草稿')).toEqual([]);

  // The members' site, straight away: the sub-section lists it, search finds it.
  await page.goto('/#/twoClass/1/3');
  await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible();
  const results = await searchOnSite(page, '星河列车');
  await expect(results).toContainText(TITLE);

  // Unpublished in the console, it is gone from search.
  await page.goto('/admin/#/documents');
  await page.getByRole('button', { name: `下架 ${TITLE}` }).click();
  await expect(page.getByRole('button', { name: `发布 ${TITLE}` })).toBeVisible();
  expect(await searchApi(page, '星河列车')).toEqual([]);
});

test('the console finds documents by pinyin and initials', async ({ page }) => {
  await staffLogIn(page, 'admin', 'admin123456');
  await openMenu(page, '文档管理');
  const form = page.getByRole('search');
  const title = form.getByRole('textbox', { name: '标题' });
  await expect(title).toHaveAttribute('placeholder', /拼音/);
  for (const typed of ['sbpk', 'saibopengke']) {
    await title.fill(typed);
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/admin/documents') && r.url().includes(`title=${typed}`),
    );
    await title.press('Enter');
    await answered;
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('赛博朋克');
    for (const row of (await rows.all()).slice(1, 6)) await expect(row).toContainText('赛博朋克');
  }
});
