import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, memberTest, test } from './support/fixtures';
import { COPY, menuButton, visit, waitForShell } from './support/site';

// Runs in the mobile project only (375 px): the layout below the 768 px breakpoint.
test.describe('narrow screens (375 px)', () => {
  test('the side menu is a drawer opened by the menu button and closed by a choice', async ({
    page,
  }, testInfo) => {
    await visit(page, 'home');
    await waitForShell(page);
    await expect(page.getByRole('navigation', { name: COPY.mainNavigation })).toBeHidden();
    await menuButton(page).click();
    const drawer = page.getByRole('dialog', { name: COPY.mainNavigation });
    await expect(drawer).toBeVisible();
    await expectNoSeriousA11yViolations(page, testInfo, 'side menu drawer');
    await drawer.getByRole('link', { name: '会员必读', exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#\/commonDocument\/2$/);
    // Escape closes it as well, and focus goes back to the menu button.
    await menuButton(page).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('the floating shortcut bar is hidden and toggled by its button', async ({ page }) => {
    await visit(page, 'home');
    await waitForShell(page);
    const backToTop = page
      .getByRole('button', { name: '回到顶部' })
      .or(page.getByRole('link', { name: '回到顶部' }));
    await expect(backToTop).toBeHidden();
    const toggle = page.getByRole('button', { name: '快捷入口' });
    await toggle.click();
    await expect(backToTop).toBeVisible();
    await toggle.click();
    await expect(backToTop).toBeHidden();
  });

  test('scrolled to the end, the footer is clear of the floating shortcut button', async ({
    page,
  }) => {
    await visit(page, 'home');
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    // The home lists load when the browser is idle and grow the page: scroll to the end again
    // until the footer's last line ends above the button's top edge.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const toggle = await page.getByRole('button', { name: '快捷入口' }).boundingBox();
        const footer = await page.getByRole('contentinfo').boundingBox();
        return toggle && footer ? toggle.y - (footer.y + footer.height) : -1;
      })
      .toBeGreaterThanOrEqual(0);
  });
});

/** Opens a route and expects nothing wider than the screen (no sideways scrolling on a phone). */
async function expectFitsScreen(page: Page, route: string): Promise<void> {
  await visit(page, route);
  await expect(page.getByRole('main')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main').getByText('加载中', { exact: false })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `#/${route} is ${overflow}px wider than the screen`).toBe(0);
}

test('public pages fit a 375 px screen', async ({ page }) => {
  for (const route of [
    'home',
    'register',
    'commonDocument/6',
    'twoClass/1',
    'twoClass/1/1',
    '404',
  ]) {
    await expectFitsScreen(page, route);
  }
});

memberTest('member pages fit a 375 px screen', async ({ page }) => {
  for (const route of [
    'user/info',
    'user/info/recharge',
    'user/info/rechargeRecords',
    'user/info/consumeRecords',
    'user/info/upgrade',
    'user/info/plugin',
    'user/info/report',
    'user/info/log',
    'user/dubbing',
  ]) {
    await expectFitsScreen(page, route);
  }
});
