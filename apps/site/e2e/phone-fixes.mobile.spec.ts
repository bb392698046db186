import { loginByApi, memberApi } from './support/accounts';
import { catalog } from './support/catalog';
import { expect, test } from './support/fixtures';
import { COPY, expectToast, searchField, searchFor, visit, waitForShell } from './support/site';

// What a phone tripped over (issue 26), each walked on the phone project.

test('search results keep 所属栏目 and the date on the screen', async ({ page }) => {
  await visit(page, 'home');
  await searchFor(page, '赛博朋克');
  const dialog = page.getByRole('dialog', { name: COPY.searchResults });
  await expect(dialog.getByRole('columnheader', { name: '所属栏目' })).toBeInViewport();
  await expect(dialog.getByRole('row').nth(1).locator('time')).toBeInViewport();
});

test('the top search box starts empty on the next page', async ({ page }) => {
  await visit(page, 'home');
  await searchFor(page, '赛博朋克');
  const dialog = page.getByRole('dialog', { name: COPY.searchResults });
  await dialog.getByRole('row').nth(1).getByRole('link').click();
  await expect(dialog).toBeHidden();
  await expect(await searchField(page)).toHaveValue('');
});

test('我的收藏 at #/user/info/favorites too, 取消收藏 on the screen; empty recharge list shown; phone masked 138****8123', async ({
  page,
  context,
  freshAccount,
  baseURL,
}) => {
  const member = await memberApi(baseURL!, freshAccount);
  const doc = (
    await catalog.sectionDocuments(member.api, (await catalog.classes(member.api))[0]!.id)
  )[0]!;
  const added = await member.api.post('/api/user/favourite', {
    data: { documentId: doc.id },
    headers: { 'X-XSRF-TOKEN': await xsrf(member.api) },
  });
  expect(((await added.json()) as { code: number }).code).toBe(200);
  await member.dispose();
  await loginByApi(context, freshAccount);

  // The American spelling reaches the same section.
  await visit(page, 'user/info/favorites');
  const main = page.getByRole('main');
  const remove = main.getByRole('button', { name: '取消收藏' });
  await expect(remove).toBeInViewport();
  await remove.click();
  await expectToast(page, '已取消收藏');

  await visit(page, 'user/info/rechargeRecords');
  // The "no records" line sits on the screen, not centred in a table wider than the phone.
  const empty = main.getByText('暂无充值记录');
  await empty.scrollIntoViewIfNeeded();
  await expect(empty).toBeInViewport({ ratio: 1 });

  await visit(page, 'user/info');
  const masked = `${freshAccount.phone.slice(0, 3)}****${freshAccount.phone.slice(-4)}`;
  await expect(main.getByText(masked, { exact: true })).toBeVisible();
});

test('dubbing tells a phone to pick a voice above', async ({
  page,
  context,
  freshAccount,
  baseURL,
}) => {
  const member = await memberApi(baseURL!, freshAccount);
  await member.recharge(4);
  await member.upgrade(2);
  await member.dispose();
  await loginByApi(context, freshAccount);
  await visit(page, 'user/dubbing');
  await waitForShell(page);
  const composer = page.getByRole('main').getByRole('form', { name: '配音' });
  await expect(composer.getByText('请先在上方选择一个音色')).toBeVisible();
  await expect(composer.getByText('请先在左侧选择一个音色')).toBeHidden();
});

async function xsrf(api: import('@playwright/test').APIRequestContext) {
  const { cookies } = await api.storageState();
  return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
}
