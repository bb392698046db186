import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA, crossSite, stranger } from '../playwright.config';

const api = `http://127.0.0.1:${process.env.CONSUMER_API_PORT}`;

test('another site logs a member in and shows the notices through the packed widgets', async ({
  page,
}) => {
  await page.goto(`/?api=${encodeURIComponent(api)}`);
  expect(new URL(page.url()).origin).not.toBe(api);
  // The widgets run on React 18 here, and leave the host page's own styles alone.
  await expect(page.getByTestId('react-version')).toHaveText(/^React 18\./);
  expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('8px');

  await page.getByRole('button', { name: '会员登录' }).click();
  const login = page.getByRole('dialog', { name: '会员登录' });
  await expect(login.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await login.getByRole('textbox', { name: '账号' }).fill('demo');
  await login.locator('input[name="password"]').fill('demo123456');
  await login.locator('input[name="captchaCode"]').fill(CAPTCHA);
  await login.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('member')).toHaveText('已登录：demo');
  await expect(login).toBeHidden();

  // The session cookie really belongs to the API's origin and goes with credentialed requests.
  const session = await page.evaluate(async (base) => {
    const response = await fetch(`${base}/api/user/session`, { credentials: 'include' });
    return (await response.json()) as { code: number };
  }, api);
  expect(session.code).toBe(200);

  await page.getByRole('button', { name: '公告' }).click();
  const notices = page.getByRole('dialog', { name: '公告中心' });
  const list = notices.getByRole('table', { name: '公告列表' });
  await expect(list.getByRole('button').first()).toBeVisible();
  await expect(notices.getByText('暂无公告')).toHaveCount(0);
});

test('after a reload the widget shows the signed-in member, and 退出登录 signs out', async ({
  page,
}) => {
  await page.goto(`/?api=${encodeURIComponent(api)}`);
  await logIn(page);
  await expect(page.getByTestId('member')).toHaveText('已登录：demo');

  await page.reload();
  await expect(widget(page).getByText('已登录：demo', { exact: true })).toBeVisible();
  await expect(page.getByTestId('member')).toHaveText('已登录：demo');
  await expect(page.getByRole('button', { name: '会员登录' })).toHaveCount(0);

  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('button', { name: '会员登录' })).toBeVisible();
  await expect(page.getByTestId('member')).toHaveText('未登录');
  await page.reload();
  await expect(page.getByRole('button', { name: '会员登录' })).toBeVisible();
  await expect(widget(page).getByText('已登录：demo', { exact: true })).toHaveCount(0);
});

test('on another site over plain HTTP, the member is told the host needs HTTPS, not XSRF jargon', async ({
  page,
}) => {
  await page.goto(`${crossSite}/?api=${encodeURIComponent(api)}`);
  await logIn(page, false);
  const alert = page.getByRole('alert').filter({ hasText: 'HTTPS' });
  await expect(alert).toContainText(`把本站地址（${crossSite}）加入会员站的 CORS_ORIGINS`);
  await expect(page.getByText(/XSRF/)).toHaveCount(0);
  await expect(page.getByTestId('member')).toHaveText('未登录');
});

test('a host the member site does not allow is told to add its origin to CORS_ORIGINS', async ({
  page,
}) => {
  await page.goto(`${stranger}/?api=${encodeURIComponent(api)}`);
  const alert = page.getByRole('alert').filter({ hasText: 'CORS_ORIGINS' });
  await expect(alert).toContainText(`会员站没有允许本站（${stranger}）访问`);
  await expect(alert).toContainText(`把 ${stranger} 加入会员站的 CORS_ORIGINS 设置`);
  await expect(page.getByRole('button', { name: '会员登录' })).toBeVisible();
});

/** The widgets' place on the host page. */
function widget(page: Page) {
  return page.getByRole('navigation', { name: '会员站' });
}

async function logIn(page: Page, succeeds = true) {
  await page.getByRole('button', { name: '会员登录' }).click();
  const login = page.getByRole('dialog', { name: '会员登录' });
  await expect(login.getByRole('img', { name: '验证码图片' })).toBeVisible();
  await login.getByRole('textbox', { name: '账号' }).fill('demo');
  await login.locator('input[name="password"]').fill('demo123456');
  await login.locator('input[name="captchaCode"]').fill(CAPTCHA);
  await login.getByRole('button', { name: '登录' }).click();
  await expect(login).toBeHidden();
  if (succeeds) await expect(widget(page).getByText('已登录：demo', { exact: true })).toBeVisible();
}
