import { expect, test } from '@playwright/test';
import { MemberApi, staffLogIn } from './helpers';

// The server runs with REGISTRATION_REVIEW=1 (playwright.config.ts): new accounts start pending.
test('a new account waits for review, a reviewer approves it, and the member logs in', async ({
  page,
  request,
}) => {
  const name = `newbie${Date.now() % 100000}`;
  const member = new MemberApi(request);
  const phone = `139${String(Date.now()).slice(-8)}`;
  expect((await member.register(name, 'newbie-pass-1', phone)).code).toBe(200);
  const refused = await member.logIn(name, 'newbie-pass-1');
  expect(refused.code).toBe(403);
  expect(refused.message).toContain('审核');

  await staffLogIn(page);
  await page
    .getByRole('navigation', { name: '后台菜单' })
    .getByRole('link', { name: /会员审核/ })
    .click();
  const queue = page.getByRole('table', { name: '待审核会员' });
  const row = queue.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await page.getByRole('button', { name: `通过 ${name}` }).click();
  await expect(row).toHaveCount(0);

  expect((await member.logIn(name, 'newbie-pass-1')).code).toBe(200);
});
