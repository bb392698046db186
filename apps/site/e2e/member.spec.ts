import { loginByApi, memberApi } from './support/accounts';
import { expect, memberTest, test } from './support/fixtures';
import { DEMO_NAME, expectToast, SITE_NAME, visit } from './support/site';
import type { Page } from '@playwright/test';

/** A 1×1 PNG, the smallest real image a member could attach to a report. */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** The member summary at the top of the member center ("你好，{name}"). */
function summary(page: Page, usersName: string) {
  return page.getByRole('main').getByRole('region', { name: `你好，${usersName}` });
}

/** The member center section of one action (its region is named by its heading). */
function section(page: Page, name: string) {
  return page.getByRole('main').getByRole('region', { name, exact: true }).first();
}

/** The upgrade's confirmation (it always asks first): its 确认升级 sends the upgrade. */
async function confirmUpgrade(page: Page) {
  const confirm = page.getByRole('alertdialog', { name: '确认升级' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '确认升级' }).click();
}

/**
 * Recharges with the given option through the page and the sandbox cashier (a new tab, as a
 * phone's payment page would be); the pay screen notices the payment by itself.
 */
async function rechargeThroughPage(page: Page, option: RegExp, credited: string) {
  await visit(page, 'user/info/recharge');
  const recharge = section(page, '在线充值');
  await recharge.getByRole('radio', { name: option }).check();
  await recharge.getByRole('radio', { name: '微信支付' }).check();
  await recharge.getByRole('button', { name: '立即充值' }).click();
  // pay/online: the order waits for payment, with its amounts.
  const order = recharge.getByRole('region', { name: '订单已创建，请完成支付' });
  await expect(order).toBeVisible();
  await expect(order).toContainText('待支付');
  await expect(order).toContainText(credited);
  const [cashier] = await Promise.all([
    page.waitForEvent('popup'),
    order.getByRole('link', { name: '打开测试收银台' }).click(),
  ]);
  await cashier.getByRole('button', { name: /^确认支付/ }).click();
  await expect(cashier.getByRole('status')).toContainText('支付成功');
  await cashier.close();
  await expect(recharge.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
}

test.describe('member center', () => {
  test('recharge: pay/online → sandbox cashier adds the option amount to the balance; records list it', async ({
    page,
    context,
    freshAccount,
  }) => {
    await loginByApi(context, freshAccount);
    await visit(page, 'user/info');
    const me = summary(page, freshAccount.name);
    await expect(me).toContainText(/账户余额\s*¥0\.00/);
    await expect(page).toHaveTitle(`账号信息 - 会员中心 - ${SITE_NAME}`);

    await rechargeThroughPage(page, /充值 30 元/, '¥30.00');
    await expect(me).toContainText(/账户余额\s*¥30\.00/);
    await rechargeThroughPage(page, /充值 100 元（赠 10 元）/, '¥110.00');
    await expect(me).toContainText(/账户余额\s*¥140\.00/);

    await me
      .page()
      .getByRole('navigation', { name: '会员中心栏目' })
      .getByRole('link', { name: '充值记录' })
      .click();
    await expect(page).toHaveURL(/#\/user\/info\/rechargeRecords$/);
    const table = page.getByRole('table', { name: '充值记录' });
    await expect(table.getByRole('row')).toHaveCount(3);
    // Paid ¥100.00, credited ¥110.00.
    await expect(table.getByRole('row').nth(1)).toContainText('¥100.00');
    await expect(table.getByRole('row').nth(1)).toContainText('+¥110.00');
    await expect(table.getByRole('row').nth(2)).toContainText('+¥30.00');
  });

  test('level upgrade is refused while the balance is short, allowed after a recharge; consume records list it', async ({
    page,
    context,
    freshAccount,
  }) => {
    await loginByApi(context, freshAccount);
    await visit(page, 'user/info/upgrade');
    const upgrade = section(page, '等级升级');
    const toAdvanced = upgrade.getByRole('button', { name: '升级到高级会员' });
    await expect(upgrade).toContainText('余额不足，还差 ¥199.00');
    // Trying anyway (the button stays enabled, its confirmation states the price): the server
    // refuses and nothing changes.
    await toAdvanced.click();
    await confirmUpgrade(page);
    await expectToast(page, /余额不足/, 'error');
    await expect(summary(page, freshAccount.name)).toContainText(/会员等级\s*普通会员/);

    await rechargeThroughPage(page, /充值 200 元（赠 30 元）/, '¥230.00');
    await visit(page, 'user/info/upgrade');
    await expect(upgrade).not.toContainText('余额不足，还差 ¥199.00');
    await upgrade.getByRole('button', { name: '升级到高级会员' }).click();
    await confirmUpgrade(page);
    const me = summary(page, freshAccount.name);
    await expect(me).toContainText(/会员等级\s*高级会员/);
    await expect(me).toContainText(/账户余额\s*¥31\.00/);

    await visit(page, 'user/info/consumeRecords');
    const table = page.getByRole('table', { name: '消费记录' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').nth(1)).toContainText('¥199.00');
    await expect(table.getByRole('row').nth(1)).toContainText('¥31.00');
  });

  test('plugin activation is refused without the plugin entitlement and works with it', async ({
    page,
    context,
    freshAccount,
    baseURL,
  }) => {
    await loginByApi(context, freshAccount);
    await visit(page, 'user/info/plugin');
    const plugin = section(page, '插件激活');
    await expect(plugin).toContainText('不包含插件权益');
    const machineCode = plugin.getByRole('textbox', { name: '机器码' });
    const submit = plugin.getByRole('button', { name: '获取激活码' });
    await machineCode.fill('ABCD-1234-EFGH-5678');
    await submit.click();
    await expectToast(page, /不包含插件权益/, 'error');
    const records = plugin.getByRole('table', { name: '我的激活记录' });
    await expect(records).toContainText('暂无激活记录');

    // The top level includes plugins: prepared through the API (not what this test is about).
    const member = await memberApi(baseURL!, freshAccount);
    await member.recharge(5);
    await member.upgrade(3);
    await member.dispose();

    await visit(page, 'user/info/plugin');
    await expect(plugin).not.toContainText('不包含插件权益');
    await machineCode.fill('ABCD-1234-EFGH-5678');
    await submit.click();
    await expectToast(page, '激活成功');
    await expect(plugin).toContainText('机器码 ABCD-1234-EFGH-5678 的激活码');
    await expect(records.getByRole('row').nth(1)).toContainText('ABCD-1234-EFGH-5678');
    const activation = (
      await records.getByRole('row').nth(1).getByRole('cell').nth(1).textContent()
    )?.trim();
    expect(activation).toBeTruthy();
  });

  test('reports: create one, then edit it', async ({ page, context, freshAccount }) => {
    await loginByApi(context, freshAccount);
    await visit(page, 'user/info/report');
    const reports = section(page, '我的报告');
    await reports.getByRole('button', { name: '提交报告' }).click();
    const form = page.getByRole('dialog', { name: '提交报告' });
    await expect(form).toBeVisible();
    // Required fields first.
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expect(form.getByText('请填写标题，最多100个字符')).toBeVisible();
    await form.getByRole('textbox', { name: '标题' }).fill('第三周作业：口型同步');
    await form.getByRole('textbox', { name: '内容' }).fill('用口型素材完成了一段十秒的对白动画。');
    await form.getByLabel('添加图片').setInputFiles({
      name: 'frame.png',
      mimeType: 'image/png',
      buffer: Buffer.from(PNG_1X1, 'base64'),
    });
    await expect(form.getByRole('img', { name: '第 1 张图片预览' })).toBeVisible();
    await form.getByRole('button', { name: '提交', exact: true }).click();
    await expectToast(page, '报告已提交，请等待审核');
    await expect(form).toBeHidden();
    const created = reports.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: '第三周作业：口型同步' }),
    });
    await expect(created).toContainText('待审核');
    await expect(
      created.getByRole('img', { name: '第三周作业：口型同步 的第 1 张图片' }),
    ).toBeVisible();

    await reports.getByRole('button', { name: '编辑「第三周作业：口型同步」' }).click();
    const edit = page.getByRole('dialog', { name: '编辑报告' });
    await expect(edit.getByRole('textbox', { name: '标题' })).toHaveValue('第三周作业：口型同步');
    await edit.getByRole('textbox', { name: '标题' }).fill('第三周作业：口型同步（修改版）');
    await edit.getByRole('button', { name: '保存修改' }).click();
    await expectToast(page, '报告已更新，将重新审核');
    await expect(edit).toBeHidden();
    await expect(
      reports.getByRole('heading', { name: '第三周作业：口型同步（修改版）' }),
    ).toBeVisible();
    await expect(
      reports.getByRole('heading', { name: '第三周作业：口型同步', exact: true }),
    ).toHaveCount(0);
  });
});

memberTest.describe('member center (demo member, read only)', () => {
  memberTest('the account log shows the logins', async ({ page }) => {
    await visit(page, 'user/info');
    await expect(summary(page, DEMO_NAME)).toBeVisible();
    await page
      .getByRole('navigation', { name: '会员中心栏目' })
      .getByRole('link', { name: '账号日志' })
      .click();
    await expect(page).toHaveURL(/#\/user\/info\/log$/);
    const table = page.getByRole('table', { name: '账号日志' });
    await expect(table.getByRole('columnheader', { name: '操作' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText('登录');
    await expect(table.getByRole('row').nth(1)).toContainText('127.0.0.1');
  });
});
