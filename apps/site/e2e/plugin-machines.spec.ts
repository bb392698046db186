import type { Page } from '@playwright/test';
import { loginByApi, memberApi } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectToast, visit } from './support/site';

function plugin(page: Page) {
  return page.getByRole('main').getByRole('region', { name: '插件激活', exact: true }).first();
}

test('a machine counts once whatever its case, spaces or dashes; the member unbinds one', async ({
  page,
  context,
  freshAccount,
  baseURL,
}) => {
  // The top level includes plugins (3 machines): prepared through the API.
  const member = await memberApi(baseURL!, freshAccount);
  await member.recharge(5);
  await member.upgrade(3);
  await member.dispose();
  await loginByApi(context, freshAccount);
  await visit(page, 'user/info/plugin');
  const section = plugin(page);
  const machineCode = section.getByRole('textbox', { name: '机器码' });
  const submit = section.getByRole('button', { name: '获取激活码' });
  const records = section.getByRole('table', { name: '我的激活记录' });
  await expect(section.getByTestId('unbind-allowance')).toHaveText(
    '30 天内还可自助解绑 2 台机器（每 30 天最多 2 台）',
  );

  await machineCode.fill('a1b2-c3d4-e5f6-a7b8');
  await submit.click();
  await expectToast(page, '激活成功');
  const first = await section.getByTestId('activation-code').textContent();
  // The same machine typed another way: the same activation, no second place taken.
  await machineCode.fill('A1B2 C3D4 E5F6 A7B8');
  await submit.click();
  // This activation's answer (the box below already shows the first one's, the same code).
  await expectToast(page, '激活成功');
  await expect(section).toContainText('机器码 A1B2-C3D4-E5F6-A7B8 的激活码');
  await expect(section.getByTestId('activation-code')).toHaveText(first!);
  await expect(records.getByRole('row')).toHaveCount(2);

  // Unbind it: asked first, then the place is free and the allowance shows one less.
  const unbind = records.getByRole('button', { name: '解绑机器 A1B2-C3D4-E5F6-A7B8' });
  // The records are read again after each activation: a reload that lands now replaces the row
  // (CI saw the button detached mid-scroll), so scroll to the one that stays.
  await expect(async () => {
    await unbind.scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(unbind).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await unbind.click();
  const confirm = page.getByRole('alertdialog', { name: '解绑机器' });
  await expect(confirm).toContainText('30 天内还可自助解绑 2 台');
  await confirm.getByRole('button', { name: '确认' }).click();
  await expectToast(page, '已解绑该机器');
  await expect(records).toContainText('暂无激活记录');
  await expect(section.getByTestId('unbind-allowance')).toHaveText(
    '30 天内还可自助解绑 1 台机器（每 30 天最多 2 台）',
  );
});
