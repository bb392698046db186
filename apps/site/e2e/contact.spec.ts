import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectToast, isNarrow, visit, waitForShell } from './support/site';

// "Contact us" (issue 26): a phone cannot scan a QR code on its own screen, so the popover gives
// the WeChat ID with 复制 — on phones and desktops, by mouse/touch and by keyboard.

const WECHAT_ID = 'dongman-assistant';

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

async function openContact(page: import('@playwright/test').Page) {
  await visit(page, 'home');
  await waitForShell(page);
  // Phones keep the shortcuts behind a round button.
  if (isNarrow(page)) await page.getByRole('button', { name: '快捷入口' }).click();
  const trigger = page
    .getByRole('navigation', { name: '快捷入口' })
    .getByRole('button', { name: '联系我们' });
  await trigger.click();
  const popover = page.getByRole('dialog', { name: '联系我们' });
  await expect(popover).toBeVisible();
  return { trigger, popover };
}

test('the contact popover shows the QR code and the WeChat ID, and 复制 copies it', async ({
  page,
}, testInfo) => {
  const { popover } = await openContact(page);
  await expect(popover.getByRole('img', { name: '联系我们的微信二维码' })).toBeVisible();
  await expect(popover.getByText(WECHAT_ID, { exact: true })).toBeInViewport({ ratio: 1 });
  // A phone is told to copy the ID; a desktop to scan with the phone.
  const phoneHint = popover.getByText('复制微信号，在微信里搜索并添加好友');
  const desktopHint = popover.getByText('请使用手机微信扫一扫，添加好友联系我们');
  if (isNarrow(page)) {
    await expect(phoneHint).toBeVisible();
    await expect(desktopHint).toBeHidden();
  } else {
    await expect(desktopHint).toBeVisible();
    await expect(phoneHint).toBeHidden();
  }
  await expectNoSeriousA11yViolations(page, testInfo, 'contact popover');

  const copy = popover.getByRole('button', { name: '复制' });
  await expect(copy).toBeInViewport({ ratio: 1 });
  await copy.click();
  await expectToast(page, '已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WECHAT_ID);
});

test('the contact popover works from the keyboard and gives focus back', async ({ page }) => {
  const { trigger, popover } = await openContact(page);
  const copy = popover.getByRole('button', { name: '复制' });
  await expect(copy).toBeFocused();
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await page.keyboard.press('Enter');
  await expectToast(page, '已复制');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(WECHAT_ID);
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();
  await expect(trigger).toBeFocused();
});
