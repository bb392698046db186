import { expect, test } from '@playwright/test';
import { expectAccessible, logInAsNewStaff, MemberApi, staffLogIn, xsrfHeaders } from './helpers';

test('a reviewer approves the pending member, who can then log in', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: /后台登录/ })).toBeVisible();
  await expectAccessible(page, 'login');
  await staffLogIn(page, 'admin', 'admin123456');

  await expect(page.getByRole('group', { name: '待审核会员' })).toContainText('1');
  await expect(page.getByRole('group', { name: '今日收入' })).toBeVisible();
  await expectAccessible(page, 'dashboard');

  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await expect(menu.getByRole('link', { name: /会员审核/ })).toContainText('1');
  await menu.getByRole('link', { name: /会员审核/ }).click();
  const queue = page.getByRole('table', { name: '待审核会员' });
  await expect(queue.getByRole('cell', { name: 'pending', exact: true })).toBeVisible();
  await expectAccessible(page, 'review queue');
  await page.getByRole('button', { name: '通过 pending' }).click();
  await expect(queue.getByRole('cell', { name: '没有待审核的会员' })).toBeVisible();

  // The member's login now succeeds (it answered 403 账号审核中 before).
  expect((await new MemberApi(page.request).logIn('pending', 'pending123456')).code).toBe(200);

  // The audit log shows who did it.
  await menu.getByRole('link', { name: '操作日志' }).click();
  await expect(page.getByRole('table', { name: '操作日志' })).toContainText('更改会员状态');
});

test('an editor sees only content pages; the server refuses reviews and balance changes', async ({
  page,
}) => {
  // The owner creates an editor through the API the console uses.
  await staffLogIn(page, 'admin', 'admin123456');
  await expect(page.getByRole('navigation', { name: '后台菜单' })).toBeVisible();
  await logInAsNewStaff(page, 'editor_e2e', 'editor', 'editor-pass-1');
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  // The editor's dashboard: no money and no review queues (the server sends the editor no revenue).
  await expect(page.getByRole('group', { name: '会员总数' })).toBeVisible();
  await expect(page.getByText('今日收入')).toHaveCount(0);
  await expect(page.getByRole('group', { name: '待审核会员' })).toHaveCount(0);
  const dashboard = await (await page.request.get('/api/admin/dashboard')).json();
  expect(dashboard.data.revenueToday).toBeNull();
  expect(dashboard.data.days[0].revenue).toBeNull();
  // The console fills the window: no white border round it.
  expect(
    await menu.evaluate((nav) => nav.closest('aside, nav')!.getBoundingClientRect().left),
  ).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  await expect(menu.getByRole('link', { name: '公告管理' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /会员审核/ })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: '卡密管理' })).toHaveCount(0);

  // Hidden in the menu, and refused by the server all the same.
  const refused = await page.request.post('/api/admin/members/3/status', {
    data: { status: 'active' },
    headers: await xsrfHeaders(page),
  });
  expect(refused.status()).toBe(403);
  const balance = await page.request.post('/api/admin/members/1/balance', {
    data: { amount: 100000, reason: '越权', requestId: 'e2e-forbidden-1' },
    headers: await xsrfHeaders(page),
  });
  expect(balance.status()).toBe(403);

  await menu.getByRole('link', { name: '公告管理' }).click();
  await page.getByRole('button', { name: '发布公告' }).click();
  const drawer = page.getByRole('dialog', { name: '发布公告' });
  await drawer.getByLabel('标题', { exact: true }).fill('后台发布的公告');
  await drawer.getByRole('textbox', { name: '内容', exact: true }).fill('来自运营后台');
  await expectAccessible(page, 'notice drawer');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByRole('table', { name: '公告列表' })).toContainText('后台发布的公告');
  const notices = await (await page.request.get('/api/notice')).json();
  expect(notices.data[0].title).toBe('后台发布的公告');
});
