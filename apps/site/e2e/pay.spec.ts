import { loginByApi } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { isNarrow, visit } from './support/site';
import type { Page } from '@playwright/test';

// The pay flow as a member meets it, on a desktop (QR code) and at 375 px (a button that opens
// the payment page instead of a code to scan with the same phone), through the sandbox cashier:
// the page notices the payment by itself; "I paid, check now" never credits an unpaid order; a
// pending order can be left, resumed from the orders list and cancelled.

function rechargeSection(page: Page) {
  return page.getByRole('main').getByRole('region', { name: '在线充值', exact: true }).first();
}

async function createOrder(page: Page, option: RegExp) {
  const recharge = rechargeSection(page);
  await recharge.getByRole('radio', { name: option }).check();
  await recharge.getByRole('radio', { name: '支付宝' }).check();
  await recharge.getByRole('button', { name: '立即充值' }).click();
  const order = recharge.getByRole('region', { name: '订单已创建，请完成支付' });
  await expect(order).toBeVisible();
  return order;
}

test.describe('pay screen', () => {
  test('pays through the sandbox cashier; the page moves on by itself', async ({
    page,
    context,
    freshAccount,
  }, testInfo) => {
    await loginByApi(context, freshAccount);
    await visit(page, 'user/info/recharge');
    const recharge = rechargeSection(page);
    await expect(recharge).toContainText('不会扣除任何真实资金');
    const order = await createOrder(page, /充值 50 元/);
    await expect(order).toContainText('¥50.00');
    const open = order.getByRole('link', { name: '打开测试收银台' });
    if (isNarrow(page)) {
      // A phone cannot scan its own screen: no QR code, a page to open instead.
      await expect(order.getByRole('img', { name: '支付二维码' })).toHaveCount(0);
      await expect(order).toContainText('点击下方按钮打开支付页面');
    } else {
      await expect(order.getByRole('img', { name: '支付二维码' })).toBeVisible();
      await expect(order).toContainText('请使用手机扫码支付');
    }
    await expectNoSeriousA11yViolations(page, testInfo, 'pay-order');

    // Claiming to have paid changes nothing: the provider has not been paid.
    await order.getByRole('button', { name: '我已支付，立即查询' }).click();
    await expect(page.getByText(/尚未确认收款/).first()).toBeVisible();
    await expect(order).toContainText('待支付');

    const [cashier] = await Promise.all([page.waitForEvent('popup'), open.click()]);
    await expect(cashier.getByRole('heading', { name: '动漫素材会员站充值' })).toBeVisible();
    await expect(cashier.getByText('¥50.00').first()).toBeVisible();
    await expectNoSeriousA11yViolations(cashier, testInfo, 'sandbox-cashier');
    await cashier.getByRole('button', { name: '确认支付 ¥50.00' }).click();
    await expect(cashier.getByRole('status')).toContainText('支付成功');
    await cashier.close();

    // Nobody presses anything here: polling sees the payment.
    await expect(recharge.getByRole('status').filter({ hasText: '支付成功' })).toBeVisible();
    await expect(page.getByTestId('recharge-balance')).toHaveText('¥50.00');

    await visit(page, 'user/info/rechargeRecords');
    const records = page.getByRole('table', { name: '充值记录' });
    await expect(records.getByRole('row')).toHaveCount(2);
    await expect(records.getByRole('row').nth(1)).toContainText('¥50.00');
    await expect(records.getByRole('row').nth(1)).toContainText('+¥50.00');
    await expect(records.getByRole('row').nth(1)).toContainText('测试收银台');
  });

  test('a pending order can be left, resumed from the orders list and cancelled', async ({
    page,
    context,
    freshAccount,
  }) => {
    await loginByApi(context, freshAccount);
    await visit(page, 'user/info/recharge');
    const recharge = rechargeSection(page);
    const order = await createOrder(page, /充值 30 元/);
    const orderNo = (await order.getByTestId('order-no').textContent())?.trim() ?? '';
    expect(orderNo).toMatch(/^R\d{20}$/);
    await order.getByRole('button', { name: '重新选择' }).click();

    const orders = recharge.getByRole('table', { name: '我的充值订单' });
    const row = orders.getByRole('row').filter({ hasText: orderNo });
    await expect(row).toContainText('待支付');
    await row.getByRole('button', { name: `继续支付订单 ${orderNo}` }).click();
    const resumed = recharge.getByRole('region', { name: '订单已创建，请完成支付' });
    await expect(resumed.getByTestId('order-no')).toHaveText(orderNo);

    await resumed.getByRole('button', { name: '取消订单' }).click();
    await expect(recharge).toContainText('订单已关闭');
    await expect(row).toContainText('已关闭');
    await expect(row.getByRole('button')).toHaveCount(0);
  });
});
