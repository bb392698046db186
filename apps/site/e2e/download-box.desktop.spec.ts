import { loginByApi } from './support/accounts';
import { catalog, SEED } from './support/catalog';
import { expect, test } from './support/fixtures';
import { visit } from './support/site';

// Issue 26: on a laptop the download button sat under the previews and the description, below
// the fold. The download box (button, today's quota, the levels that include the material) must
// be on the first screen of the usual laptop sizes, without scrolling.

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1280, height: 720 },
]) {
  test(`the download box is on the first screen at ${viewport.width}×${viewport.height}`, async ({
    page,
    context,
    freshAccount,
  }) => {
    await page.setViewportSize(viewport);
    await loginByApi(context, freshAccount);
    const { classId, childId } = SEED.refusedChild;
    const doc = await catalog.firstDocumentOfChild(context.request, childId);
    await visit(page, `twoClass/${classId}/${childId}/${doc.id}`);

    const box = page.getByRole('main').getByRole('region', { name: '下载素材' });
    const button = box.getByRole('link', { name: '下载素材' });
    await expect(button).toBeVisible();
    // The member's quota line and the levels that include it, inside the box.
    await expect(box.getByTestId('material-quota')).toBeVisible();
    await expect(box.getByTestId('required-levels')).toContainText('「高级会员」');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const part of [
      button,
      box.getByTestId('material-quota'),
      box.getByTestId('required-levels'),
    ])
      await expect(part).toBeInViewport({ ratio: 1 });
    // Still the top of the page: nothing scrolled it into view.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
