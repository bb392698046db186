import { expect, test, type Page } from '@playwright/test';
import { demoMember, expectAccessible, newNoticeDrawer, openMenu, staffLogIn } from './helpers';

// What an operator changes in the console shows on the member site (served by the same server)
// on its next page load.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The member site's home page, with the once-per-version update notice dismissed. */
async function openSiteHome(page: Page) {
  await page.goto('/#/home');
  const update = page.getByRole('dialog', { name: '网站更新公告' });
  await update.getByRole('button', { name: '我知道了' }).click();
  await expect(update).toBeHidden();
}

test('a notice posted in the console appears under the bell on the member site', async ({
  page,
}) => {
  const drawer = await newNoticeDrawer(page);
  await drawer.getByLabel('标题', { exact: true }).fill('素材库周末维护通知');
  await drawer
    .getByRole('textbox', { name: '内容', exact: true })
    .fill('周六凌晨 2 点至 4 点暂停下载。');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();

  await openSiteHome(page);
  const bell = page
    .getByRole('banner')
    .filter({ has: page.getByRole('search') })
    .getByRole('button', { name: /^公告/ });
  await bell.click();
  const center = page.getByRole('dialog', { name: '公告中心' });
  await expect(center.getByRole('row').nth(1)).toContainText('素材库周末维护通知');
  await center
    .getByRole('button', { name: '素材库周末维护通知' })
    .or(center.getByRole('link', { name: '素材库周末维护通知' }))
    .click();
  await expect(center).toContainText('周六凌晨 2 点至 4 点暂停下载。');
});

test('a banner uploaded in the console is the first slide of the site home page', async ({
  page,
}) => {
  await staffLogIn(page);
  await openMenu(page, '站点内容');
  await expect(page.getByRole('table', { name: '首页横幅' })).toContainText('学员作品展');
  await expectAccessible(page, 'site content');

  await page.getByRole('button', { name: '添加横幅' }).click();
  const drawer = page.getByRole('dialog', { name: '添加横幅' });
  await drawer.getByLabel('标题', { exact: true }).fill('暑期特惠：全站素材八折');
  await drawer
    .getByLabel(/上传图片/)
    .setInputFiles({ name: 'summer.png', mimeType: 'image/png', buffer: PNG });
  await expect(drawer.getByLabel('图片地址')).toHaveValue(/^\/api\/files\/\d+$/);
  await drawer.getByLabel(/点击跳转/).fill('#/twoClass/1');
  await drawer.getByLabel(/排序/).fill('0');
  await expectAccessible(page, 'banner drawer');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  // Focus returns to the button that opened the drawer.
  await expect(page.getByRole('button', { name: '添加横幅' })).toBeFocused();
  await expect(page.getByRole('table', { name: '首页横幅' })).toContainText('暑期特惠');

  await openSiteHome(page);
  const first = page
    .getByRole('region', { name: '精选推荐' })
    .locator('[aria-roledescription="slide"]')
    .first();
  await expect(first).toContainText('暑期特惠：全站素材八折');
  const image = first.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/files\/\d+$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});

test('a level disabled in the console is no longer offered to members', async ({ page }) => {
  await staffLogIn(page);
  await openMenu(page, '等级与充值');
  const table = page.getByRole('table', { name: '会员等级' });
  await expect(table).toContainText('至尊会员');
  await expectAccessible(page, 'levels');
  await page.getByRole('button', { name: '停用 至尊会员' }).click();
  await expect(page.getByRole('button', { name: '启用 至尊会员' })).toBeVisible();

  // The member's upgrade list (the site's member centre reads this) leaves it out.
  await demoMember(page.request);
  const levels = (await (await page.request.get('/api/user/level')).json()) as {
    data: { name: string }[];
  };
  expect(levels.data.map((l) => l.name)).toEqual(['普通会员', '高级会员']);
});
