import { expect, test } from './support/fixtures';
import { visit, waitForShell } from './support/site';

// 包含文件 under a seeded ZIP material, on the desktop and the 375 px phone layout: the list the
// server read from the archive's central directory, folders that fold with the keyboard.

interface DocumentAnswer {
  data: {
    id: number;
    title: string;
    oneClass: number;
    oneClassChildren: number;
    material: { contents: { path: string; size: number }[] | null } | null;
  };
}

test('a ZIP material shows the files the server read from the archive', async ({ page }) => {
  const answer = (await (
    await page.request.get('/api/two/class/document/1')
  ).json()) as DocumentAnswer;
  const doc = answer.data;
  const contents = doc.material!.contents!;
  expect(contents.map((e) => e.path)).toContain('说明.txt');

  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const region = page.getByRole('region', { name: '包含文件' });
  await region.scrollIntoViewIfNeeded();
  await expect(region).toBeVisible();
  await expect(region).toContainText(`共 ${contents.length} 个文件`);
  for (const entry of contents) await expect(region.getByText(entry.path)).toBeVisible();
  // Nothing overflows the phone's width.
  const box = await region.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});

test('a folder inside the archive folds and unfolds from the keyboard', async ({ page }) => {
  const { data: doc } = (await (
    await page.request.get('/api/two/class/document/1')
  ).json()) as DocumentAnswer;
  // The seed's ZIPs are flat: the server's answer is given the list of an archive with folders
  // (what the API reads from such a ZIP is tested in apps/api/test/zip-contents.test.ts).
  await page.route('**/api/two/class/document/*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as DocumentAnswer;
    body.data.material!.contents = [
      { path: '源文件/角色/主角.psd', size: 12_582_912 },
      { path: '源文件/背景.psd', size: 4_194_304 },
      { path: '说明.txt', size: 900 },
    ];
    await route.fulfill({ response, json: body });
  });
  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const region = page.getByRole('region', { name: '包含文件' });
  const folder = region.locator('summary', { hasText: '源文件/' }).first();
  await expect(folder).toContainText('2 个文件 · 16 MB');
  await expect(region.getByText('背景.psd')).toBeVisible();
  await folder.focus();
  await page.keyboard.press('Enter');
  await expect(region.getByText('背景.psd')).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(region.getByText('背景.psd')).toBeVisible();
});
