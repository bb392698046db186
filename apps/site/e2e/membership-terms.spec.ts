import type { Page } from '@playwright/test';
import { loginByApi, memberApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectToast, visit } from './support/site';

// Membership terms (issue 26): the upgrade cards say what a level buys and for how long; a member
// with a term sees when it ends and renews it from the member center.

const DAY = 86_400_000;

function summary(page: Page, usersName: string) {
  return page.getByRole('main').getByRole('region', { name: `你好，${usersName}` });
}

test('a member sees the term of each level, when theirs ends, and renews it', async ({
  page,
  context,
  freshAccount,
  baseURL,
}) => {
  // The balance and the first purchase are prepared through the API (tested in member.spec.ts).
  const member = await memberApi(baseURL!, freshAccount);
  await member.recharge(5); // ¥600.00
  await member.upgrade(2);
  await member.dispose();

  await loginByApi(context, freshAccount);
  await visit(page, 'user/info/upgrade');
  const upgrade = page.getByRole('main').getByRole('region', { name: '等级升级', exact: true });
  const premium = upgrade.getByTestId('level-2');
  await expect(premium).toContainText('¥199.00/ 年');
  await expect(premium).toContainText('每次购买有效 365 天');
  await expect(premium).toContainText('每日可下载 50 个素材');
  await expect(upgrade.getByTestId('level-3')).toContainText('永久有效');
  await expect(upgrade.getByTestId('level-3')).toContainText('每日可下载 200 个素材');

  const me = summary(page, freshAccount.name);
  const term = me.getByTestId('member-level-term');
  await expect(term).toHaveText(/^有效期至 \d{4}-\d{2}-\d{2}$/);
  const firstEnd = Date.parse(((await term.textContent()) ?? '').replace('有效期至 ', ''));
  expect(Math.abs(firstEnd - (Date.now() + 365 * DAY))).toBeLessThan(2 * DAY);
  await expect(me.getByRole('link', { name: '续费' })).toBeVisible();

  await premium.getByRole('button', { name: '续费高级会员' }).click();
  const confirm = page.getByRole('alertdialog', { name: '确认续费' });
  await expect(confirm).toContainText('确定花费 ¥199.00 续费「高级会员」吗？');
  await confirm.getByRole('button', { name: '确认续费' }).click();
  await expectToast(page, /续费成功，高级会员有效期至/, 'polite');
  // The second year is added to the first, not to today.
  const renewedEnd = new Date(firstEnd + 365 * DAY).toISOString().slice(0, 10);
  await expect(term).toHaveText(`有效期至 ${renewedEnd}`);
  await expect(me).toContainText(/账户余额\s*¥202\.00/);
});
