import { expect, test } from '@playwright/test';
import { CAPTCHA } from '../playwright.config';

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
