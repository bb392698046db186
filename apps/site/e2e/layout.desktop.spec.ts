import { expect, test } from './support/fixtures';
import { COPY, topBar, visit, waitForShell } from './support/site';

// Runs in the desktop project only (1280 px).
test.describe('wide screens', () => {
  test('the floating bar offers home, member center, contact (QR) and back to top', async ({
    page,
  }) => {
    const qrRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('contact-qr')) qrRequests.push(request.url());
    });
    await visit(page, 'twoClass/1');
    await waitForShell(page);
    await page.waitForLoadState('load');
    // The QR code is downloaded only by those who open the contact popover.
    expect(qrRequests).toEqual([]);
    const bar = page.getByRole('navigation', { name: '快捷入口' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: '会员中心' })).toHaveAttribute(
      'href',
      '#/user/info',
    );

    // Contact: a popover with the QR image and the hint.
    await bar.getByRole('button', { name: '联系我们' }).click();
    await expect(page.getByText('请使用手机微信扫一扫，添加好友联系我们')).toBeVisible();
    const qr = page.getByRole('img', { name: /二维码|微信/ });
    await expect(qr).toBeVisible();
    // The image really loads (not a broken icon).
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(qrRequests).toHaveLength(1);
    await page.keyboard.press('Escape');

    // Back to top.
    await page.getByRole('main').hover();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await bar.getByRole('button', { name: '回到顶部' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await bar.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('a guest sees log in and register in the top bar, and the avatar popover', async ({
    page,
  }) => {
    await visit(page, 'home');
    await waitForShell(page);
    const bar = topBar(page);
    await expect(bar.getByRole('button', { name: COPY.login, exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: COPY.register, exact: true })).toHaveAttribute(
      'href',
      '#/register',
    );
    await bar.getByRole('button', { name: '用户菜单' }).click();
    const popover = page.getByRole('dialog', { name: '用户菜单' });
    await expect(popover).toContainText(COPY.guestHint);
    await popover.getByRole('button', { name: COPY.memberLogin }).click();
    await expect(page.getByRole('dialog', { name: COPY.memberLogin })).toBeVisible();
  });
});
