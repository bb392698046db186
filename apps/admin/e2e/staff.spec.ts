import type { Browser, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect, test } from './fixtures';
import {
  expectAccessible,
  expectToast,
  openMenu,
  staffLogIn,
  staffLogOut,
  submitStaffLogin,
  xsrfHeaders,
} from './helpers';
import { recordToasts } from '../../../scripts/toast-log';

// An owner runs the staff accounts from the console: nobody needs the command line. Each step is
// what the server decides (the other browser is signed out, refused, or lets in).

async function oneTimePassword(page: Page, name: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: `请把密码交给「${name}」` });
  const password = (await dialog.getByRole('status', { name: '初始密码' }).textContent()) ?? '';
  expect(password.length).toBeGreaterThanOrEqual(8);
  await dialog.getByRole('button', { name: '我已记下' }).click();
  await expect(dialog).toBeHidden();
  return password;
}

async function confirmRow(page: Page, action: string, name: string, answer = action) {
  await page.getByRole('button', { name: `${action} ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: answer }).click();
}

/** A colleague's own browser. */
async function colleague(browser: Browser, name: string, password: string) {
  const context = await browser.newContext();
  await recordToasts(context);
  const page = await context.newPage();
  await staffLogIn(page, name, password);
  return page;
}

test('an owner creates, re-roles, signs out, resets and disables a colleague', async ({
  page,
  browser,
}) => {
  await staffLogIn(page);
  await openMenu(page, '后台账号');
  const table = page.getByRole('table', { name: '后台账号列表' });
  await expect(table.getByRole('cell', { name: 'admin（你）' })).toBeVisible();

  // Create: the password is shown once.
  await page.getByRole('button', { name: '新建账号' }).click();
  const drawer = page.getByRole('dialog', { name: '新建账号' });
  await drawer.getByLabel('账号').fill('ops_lin');
  await drawer.getByLabel('角色').selectOption({ label: '编辑' });
  await expectAccessible(page, 'new staff drawer');
  await drawer.getByRole('button', { name: '创建' }).click();
  await expect(page.getByRole('dialog', { name: '请把密码交给「ops_lin」' })).toBeVisible();
  await expectAccessible(page, 'one-time password');
  const first = await oneTimePassword(page, 'ops_lin');
  const row = table.getByRole('row', { name: /ops_lin/ });
  await expect(row).toContainText('编辑');
  await expect(row).toContainText('正常');

  // The colleague logs in as an editor; the new role shows on their next page.
  const lin = await colleague(browser, 'ops_lin', first);
  const linMenu = lin.getByRole('navigation', { name: '后台菜单' });
  await expect(linMenu.getByRole('link', { name: '公告管理' })).toBeVisible();
  await expect(linMenu.getByRole('link', { name: '后台账号' })).toHaveCount(0);

  await page.getByRole('button', { name: '修改角色 ops_lin' }).click();
  const roleDrawer = page.getByRole('dialog', { name: '修改角色：ops_lin' });
  await roleDrawer.getByLabel('角色').selectOption({ label: '审核员' });
  await roleDrawer.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('审核员');
  await lin.reload();
  await expect(linMenu.getByRole('link', { name: /会员审核/ })).toBeVisible();
  await expect(linMenu.getByRole('link', { name: '公告管理' })).toHaveCount(0);

  // Force sign-out: the colleague's browser is back at the login form.
  await confirmRow(page, '强制下线', 'ops_lin');
  await expectToast(page, /已强制下线/);
  await lin.reload();
  await expect(lin.getByRole('heading', { name: /后台登录/ })).toBeVisible();

  // A lost phone: the colleague enables two-factor login, the owner resets it.
  await staffLogIn(lin, 'ops_lin', first);
  const setup = await (
    await lin.request.post('/api/admin/session/totp', { headers: await xsrfHeaders(lin) })
  ).json();
  const code = new TOTP({ secret: setup.data.secret }).generate();
  const enabled = await lin.request.post('/api/admin/session/totp/enable', {
    data: { code, password: first },
    headers: await xsrfHeaders(lin),
  });
  expect((await enabled.json()).code).toBe(200);
  await page.reload();
  await expect(row).toContainText('已启用');
  await confirmRow(page, '重置两步验证', 'ops_lin');
  await expect(row).toContainText('未启用');
  await lin.reload();
  await expect(lin.getByRole('heading', { name: /后台登录/ })).toBeVisible();

  // Reset password: a new one, shown once; the old one no longer logs in.
  await confirmRow(page, '重置密码', 'ops_lin');
  const second = await oneTimePassword(page, 'ops_lin');
  expect(second).not.toBe(first);
  await staffLogIn(lin, 'ops_lin', second);

  // Disable: signed out at once and refused at login.
  await confirmRow(page, '停用', 'ops_lin');
  await expect(row).toContainText('已停用');
  await lin.reload();
  await expect(lin.getByRole('heading', { name: /后台登录/ })).toBeVisible();
  await submitStaffLogin(lin, 'ops_lin', second);
  await expectToast(lin, '该后台账号已停用', 'error');

  await expectAccessible(page, 'staff page');
  await lin.context().close();
});

test('the last owner cannot demote itself; every operator changes their own password', async ({
  page,
}) => {
  await staffLogIn(page);
  const menu = page.getByRole('navigation', { name: '后台菜单' });
  await menu.getByRole('link', { name: '后台账号' }).click();
  await page.getByRole('button', { name: '修改角色 admin' }).click();
  const drawer = page.getByRole('dialog', { name: '修改角色：admin' });
  await drawer.getByLabel('角色').selectOption({ label: '财务' });
  await drawer.getByRole('button', { name: '保存' }).click();
  await expectToast(page, /至少要保留一个可登录的所有者/, 'error');
  await drawer.getByRole('button', { name: '取消' }).click();
  const table = page.getByRole('table', { name: '后台账号列表' });
  await expect(table.getByRole('row', { name: /admin（你）/ })).toContainText('所有者');

  // Own password: a wrong current password is refused, then the change works.
  await menu.getByRole('link', { name: '账号安全' }).click();
  const form = page.getByRole('region', { name: '修改密码' });
  await form.getByLabel('当前密码').fill('not-my-password');
  await form.getByLabel('新密码（至少 8 位）').fill('admin-new-pass-1');
  await form.getByLabel('再次输入新密码').fill('admin-new-pass-1');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expectToast(page, '当前密码错误', 'error');
  await form.getByLabel('当前密码').fill('admin123456');
  await expectAccessible(page, 'own password form');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expectToast(page, /密码已修改/);

  await staffLogOut(page);
  await staffLogIn(page, 'admin', 'admin-new-pass-1');
  // Put the demo password back for the other specs sharing this server.
  await menu.getByRole('link', { name: '账号安全' }).click();
  await form.getByLabel('当前密码').fill('admin-new-pass-1');
  await form.getByLabel('新密码（至少 8 位）').fill('admin123456');
  await form.getByLabel('再次输入新密码').fill('admin123456');
  await form.getByRole('button', { name: '修改密码' }).click();
  await expectToast(page, /密码已修改/);
});
