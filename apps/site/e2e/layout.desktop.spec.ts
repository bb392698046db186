import { expect, test } from './support/fixtures';
import { visit, waitForShell } from './support/site';

// Runs in the desktop project only (1280 px).
test.describe('wide screens', () => {
  test('the floating bar offers home, member center, contact (QR) and back to top', async ({
    page,
  }) => {
    await visit(page, 'commonDocument/2');
    await waitForShell(page);
    const bar = page
      .getByRole('complementary')
      .or(page.getByRole('navigation', { name: /快捷/ }))
      .last();
    await expect(bar.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(
      bar.getByRole('link', { name: '会员中心' }).or(bar.getByRole('button', { name: '会员中心' })),
    ).toBeVisible();
    await bar.getByRole('button', { name: '联系我们' }).click();
    await expect(page.getByText('请使用手机微信扫一扫，添加好友联系我们')).toBeVisible();
    await expect(page.getByRole('img', { name: /二维码|微信/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await bar.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });
});
