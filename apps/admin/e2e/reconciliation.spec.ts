import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Libsql from 'libsql';
import pg from 'pg';
import { expectAccessible, openMenu, staffLogIn } from './helpers';
import { type ConsoleServer, serverOf } from './servers';

// The 对账 page on the real server: the sandbox provider's bill of yesterday carries a payment
// our books never saw (written into the sandbox's own books, as if paid at its cashier while we
// were down); the page runs the reconciliation, lists the difference and exports it.

const DAY_MS = 86_400_000;
const yesterday = new Date(Date.now() + 8 * 3_600_000 - DAY_MS).toISOString().slice(0, 10);
const paidAt = Date.parse(`${yesterday}T10:30:00+08:00`);
const orderNo = `R${yesterday.replace(/-/g, '')}9${String(Date.now()).slice(-10)}`;

async function sandboxWasPaid(server: ConsoleServer) {
  const values = [orderNo, 4_321, 'paid', `SBXE2E${Date.now()}`, paidAt, paidAt];
  const insert =
    'INSERT INTO sandbox_payments (order_no, amount, status, trade_no, create_time, paid_time) VALUES';
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    await client.query(`${insert} ($1, $2, $3, $4, $5, $6)`, values);
    await client.end();
    return;
  }
  const db = new Libsql(join(server.dataDir, 'site.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare(`${insert} (?, ?, ?, ?, ?, ?)`).run(values);
  db.close();
}

test('finance reconciles yesterday: the difference is listed in Chinese and exported', async ({
  page,
}, testInfo) => {
  await sandboxWasPaid(serverOf(testInfo));
  await staffLogIn(page);
  await openMenu(page, '对账');
  const form = page.getByRole('search', { name: '对账日期' });
  await expect(form.getByLabel('账单日期')).toHaveValue(yesterday);
  await expect(page.getByText(`${yesterday} 尚未对账`)).toBeVisible();

  await form.getByRole('button', { name: '开始对账' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '对账完成，发现 1 处差异' }),
  ).toBeVisible();
  const run = page.getByRole('region', { name: new RegExp(`^${yesterday} 第 \\d+ 次对账$`) });
  await expect(run).toContainText('已完成');
  // The planted payment is the bill's one line more than our books. Just after midnight in China
  // (16:00 UTC), "yesterday" also holds the orders this run's other tests paid minutes before.
  await expect(run).toContainText(/沙箱：账单 \d+ 笔，本站 \d+ 笔/);
  const [, bill, ours] = /沙箱：账单 (\d+) 笔，本站 (\d+) 笔/.exec(
    (await run.textContent()) ?? '',
  )!;
  expect(Number(bill)).toBe(Number(ours) + 1);
  const table = page.getByRole('table', { name: '差异明细' });
  const row = table.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('我方缺失');
  await expect(row).toContainText('¥43.21');
  await expect(row).toContainText('沙箱');
  await expectAccessible(page, 'reconciliation');

  // Run again: a new run of the same day, same difference.
  const first = (await run.getAttribute('aria-label')) ?? '';
  await form.getByRole('button', { name: '重新对账' }).click();
  await expect(page.getByRole('region', { name: first, exact: true })).toHaveCount(0);
  await expect(run).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: orderNo })).toHaveCount(1);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: '导出 CSV' }).click();
  const text = readFileSync(await (await download).path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text).toContain('本站金额（¥）,渠道金额（¥）');
  expect(text).toContain(`${yesterday},沙箱,我方缺失（渠道有、本站无）,支付,${orderNo}`);
  expect(text).toContain(',,43.21,');
  expect(text).toContain(`${yesterday} 10:30:00`);
});
