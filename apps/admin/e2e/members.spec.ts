import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, MemberApi, openMenu, staffLogIn, xsrfHeaders } from './helpers';

const NAME = 'sms_reset_e2e';
const PHONE = '13912348123';
const MASKED = '139****8123';

async function consoleCall(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: await xsrfHeaders(page),
  });
  return (await response.json()) as { code: number; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The reset link texted to the phone, read from the development outbox as the member reads it. */
async function linkTexted(page: Page): Promise<string> {
  const outbox = await (await page.request.get('/dev/outbox')).text();
  const row = outbox
    .split('<tr>')
    .find((r) => r.includes(`<td>${PHONE}</td>`) && r.includes('reset-password'));
  const link = /https?:\/\/[^\s<]+#\/reset-password\/[A-Za-z0-9_-]{32}/.exec(row ?? '')?.[0];
  expect(link, 'a reset link in the SMS outbox').toBeTruthy();
  return link!;
}

test('a reviewer sends a member a reset SMS; the member sets a new password with the link, once', async ({
  page,
  request,
  browser,
}) => {
  const member = new MemberApi(request);
  expect((await member.register(NAME, 'old-pass-1', PHONE)).code).toBe(200);
  await staffLogIn(page);
  // New accounts wait for review on this server: approve this one so it can log in.
  const found = await consoleCall(page, 'GET', `/api/admin/members?keyword=${NAME}`);
  await consoleCall(page, 'POST', `/api/admin/members/${found.data.list[0].id}/status`, {
    status: 'active',
  });
  expect((await member.logIn(NAME, 'old-pass-1')).code).toBe(200);

  await openMenu(page, '会员管理');
  await page.getByRole('search').getByLabel('账号 / 昵称 / 手机').fill(NAME);
  await page.getByRole('search').getByRole('button', { name: '查询' }).click();
  await page.getByRole('button', { name: `查看 ${NAME}`, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `会员详情：${NAME}` });
  const send = drawer.getByRole('button', { name: '发送重置短信' });
  await send.click();

  // The confirmation names the member and the masked number; cancelling sends nothing.
  const confirm = page.getByRole('alertdialog', { name: '发送重置短信' });
  await expect(confirm).toContainText(`「${NAME}」`);
  await expect(confirm).toContainText(MASKED);
  await expect(confirm).not.toContainText(PHONE);
  await expectAccessible(page, 'reset SMS confirmation');
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(send).toBeFocused();
  expect(await (await page.request.get('/dev/outbox')).text()).not.toContain('reset-password');

  await send.click();
  await page
    .getByRole('alertdialog', { name: '发送重置短信' })
    .getByRole('button', { name: '发送重置短信' })
    .click();
  await expect(page.getByText(`已向 ${MASKED} 发送重置密码短信`).first()).toBeVisible();
  await expect(send).toBeFocused();
  await expect(page.getByText(/新密码|只显示一次/)).toHaveCount(0);
  // Nothing changes until the member uses the link: their session still works.
  expect((await (await request.get('/api/user/session')).json()).code).toBe(200);

  // The member opens the texted link on the site and sets a new password.
  const link = await linkTexted(page);
  // The member's own browser (its own cookies), as on their phone.
  const memberBrowser = await browser.newContext({ locale: 'zh-CN' });
  const phone = await memberBrowser.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: '设置新密码' })).toBeVisible();
  await expectAccessible(phone, 'reset link page');
  await phone.getByLabel('新密码', { exact: true }).fill('new-pass-1');
  await phone.getByLabel('确认新密码').fill('new-pass-1');
  await phone.getByRole('button', { name: '重置密码' }).click();
  const login = phone.getByRole('dialog', { name: '会员登录' });
  await expect(login.getByRole('textbox', { name: /账号/ })).toHaveValue(NAME);

  // Every old session ended; only the new password logs in.
  expect((await (await request.get('/api/user/session')).json()).code).toBe(401);
  expect((await member.logIn(NAME, 'old-pass-1')).code).toBe(400);
  expect((await member.logIn(NAME, 'new-pass-1')).code).toBe(200);

  // The link works once.
  await phone.goto('about:blank');
  await phone.goto(link);
  await phone.getByLabel('新密码', { exact: true }).fill('third-pass-1');
  await phone.getByLabel('确认新密码').fill('third-pass-1');
  await phone.getByRole('button', { name: '重置密码' }).click();
  await expect(phone.getByText(/重置链接无效、已使用或已过期/).first()).toBeVisible();
  expect((await member.logIn(NAME, 'new-pass-1')).code).toBe(200);
  await memberBrowser.close();

  // Audited: who sent it to whom, never the link.
  await page.keyboard.press('Escape');
  await openMenu(page, '操作日志');
  const log = page.getByRole('table', { name: '操作日志' });
  await expect(log).toContainText('发送会员重置密码短信');
  await expect(log).not.toContainText('reset-password');
});
