import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { loginByApi } from './support/accounts';
import { catalog, SEED } from './support/catalog';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// 我的下载's 重新下载 (issue 26): on a phone it was off-screen to the right. It must be on the
// screen without scrolling sideways, and it must really fetch the file again.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

test('重新下载 is on the screen without scrolling sideways and downloads the file again', async ({
  page,
  context,
  freshAccount,
}) => {
  await loginByApi(context, freshAccount);
  const doc = await catalog.firstDocumentOfChild(context.request, SEED.coveredChild.childId);
  const material = (doc as unknown as { material: { size: number; sha256: string } }).material;
  // The first download, as the download page makes it (the history is what this test is about).
  const check = await context.request.get(`/api/user/download/check/${doc.downloadKey}`);
  const { downloadUrl } = ((await check.json()) as { data: { downloadUrl: string } }).data;
  expect((await context.request.get(downloadUrl)).status()).toBe(200);

  await visit(page, 'user/info/downloads');
  const history = page.getByRole('main').getByRole('region', { name: '我的下载', exact: true });
  const rows = history.getByRole('row').filter({ hasText: doc.title });
  await expect(rows).toHaveCount(1);
  const again = rows.first().getByRole('link', { name: '重新下载' });
  // Fully on the screen as the page opens: no sideways scroll of the page or of the table.
  await expect(again).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  const box = await again.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await again.click();
  const now = page.getByRole('link', { name: '立即下载' });
  const [download] = await Promise.all([page.waitForEvent('download'), now.click()]);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBe(material.size);
  expect(sha256(bytes)).toBe(material.sha256);

  // A second record, under its own number.
  await visit(page, 'user/info/downloads');
  await expect(rows).toHaveCount(2);
  const recordId = /下载编号 (\d+)/.exec(download.suggestedFilename())?.[1];
  await expect(rows.first()).toContainText(recordId!);
});
