import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoMember, expectAccessible, openMenu, staffLogIn, xsrfHeaders } from './helpers';

/** A console write through the API the console uses (the operator's cookies and XSRF token). */
async function consolePost(page: Page, url: string, data: unknown) {
  const answer = await page.request.post(url, { data, headers: await xsrfHeaders(page) });
  const body = await answer.json();
  expect(body.code, body.message).toBe(200);
}

test('the audit log reads in words: Chinese actions, money as ¥, objects as links, filters by staff name, type and day, CSV export', async ({
  page,
  request,
}) => {
  const member = await demoMember(request);
  const orderNo = await member.recharge(1); // ¥30.00
  const memberId: number = (await (await request.get('/api/user/session')).json()).data.usersInfo
    .id;
  await staffLogIn(page);
  await consolePost(page, `/api/admin/orders/${orderNo}/refund`, {
    amount: 1_000,
    reason: '会员申请退款',
    requestId: crypto.randomUUID(),
  });
  await consolePost(page, `/api/admin/members/${memberId}/balance`, {
    amount: 250,
    reason: '活动补偿',
    requestId: crypto.randomUUID(),
  });

  await openMenu(page, '操作日志');
  const filters = page.getByRole('search', { name: '筛选操作日志' });
  const table = page.getByRole('table', { name: '操作日志' });
  await filters.getByLabel('操作人').fill('adm');
  await filters.getByLabel('对象类型').selectOption({ label: '订单' });
  await filters.getByRole('button', { name: '查询' }).click();
  const refund = table.getByRole('row').filter({ hasText: orderNo }).filter({ hasText: '退款' });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('admin');
  await expect(refund).toContainText('金额¥10.00');
  await expect(table).not.toContainText('order.refund');
  await expect(table).not.toContainText('"amount"');
  await expectAccessible(page, 'audit log');

  // The same filters export as CSV: Chinese headers and names, China time, yuan.
  const download = page.waitForEvent('download');
  await filters.getByRole('link', { name: '导出 CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('时间,操作人,操作,对象类型,对象,变更前,变更后,IP');
  const line = lines.find((l) => l.includes(orderNo) && l.includes(',退款,'));
  expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},admin,退款,订单,/);
  expect(line).toContain('金额：¥10.00');

  // No rows on a day before anything happened.
  await filters.getByLabel('结束日期').fill('2000-01-01');
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row').filter({ hasText: orderNo })).toHaveCount(0);

  // The order is a link to its page, which opens it.
  await filters.getByLabel('结束日期').fill('');
  await filters.getByRole('button', { name: '查询' }).click();
  await table.getByRole('link', { name: `查看订单 ${orderNo}` }).click();
  await expect(page.getByRole('dialog', { name: `订单详情：${orderNo}` })).toBeVisible();

  // A member's row links to the member.
  await page.goBack();
  await filters.getByLabel('对象类型').selectOption({ label: '会员' });
  await filters.getByRole('button', { name: '查询' }).click();
  const adjusted = table.getByRole('row').filter({ hasText: '调整余额' }).first();
  await expect(adjusted).toContainText('¥2.50');
  await adjusted.getByRole('link', { name: `查看会员 ${memberId}` }).click();
  await expect(page.getByRole('dialog', { name: '会员详情：demo' })).toBeVisible();

  // In English, the same rows name their actions and objects in English (the CSV stays Chinese).
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('link', { name: 'Audit log' }).click();
  const english = page.getByRole('search', { name: 'Filter the audit log' });
  await english.getByLabel('Object type').selectOption({ label: 'Order' });
  await english.getByRole('button', { name: 'Search' }).click();
  const refunded = page
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row')
    .filter({ hasText: orderNo })
    .filter({ hasText: 'Refund' });
  await expect(refunded).toHaveCount(1);
  await expect(refunded).toContainText(`Order ${orderNo}`);
  await expect(refunded).toContainText('Amount¥10.00');
  await expect(refunded).not.toContainText('退款单号');
});
