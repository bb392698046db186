import { expect, test } from '@playwright/test';
import { expectAccessible, newNoticeDrawer } from './helpers';

// The rich-text editor (ADR 0037): what an operator writes, formats and illustrates in the
// console is what members read, as HTML within the one rich-text policy.

/** A 3×2 PNG of its own (storage is content-addressed: other specs' images stay theirs). */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGN4KOsBQQxwFgBQEgellgetXgAAAABJRU5ErkJggg==',
  'base64',
);

test('a notice written with two paragraphs, bold text and an image reads the same on the member site', async ({
  page,
}) => {
  const drawer = await newNoticeDrawer(page);
  await drawer.getByRole('textbox', { name: '标题' }).fill('周末维护与新素材');
  const area = drawer.getByRole('textbox', { name: '内容', exact: true });
  await area.click();
  await page.keyboard.type('周六凌晨 2 点至 4 点暂停下载。');
  await page.keyboard.press('Enter');
  await page.keyboard.type('请');
  // The toolbar by keyboard: its buttons are named, and a format shows as pressed.
  const toolbar = drawer.getByRole('toolbar', { name: '正文格式' });
  const bold = toolbar.getByRole('button', { name: '加粗' });
  await bold.focus();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: '斜体' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  // The editor takes the focus back on the next frame: a key typed before that lands elsewhere.
  await expect(area).toBeFocused();
  await page.keyboard.type('提前下载');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('所需素材。');

  // An image goes up to storage and its URL into the text.
  const chooser = page.waitForEvent('filechooser');
  await toolbar.getByRole('button', { name: '插入图片' }).click();
  await (await chooser).setFiles({ name: '维护时间表.png', mimeType: 'image/png', buffer: PNG });
  const image = area.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/files\/\d+$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAccessible(page, 'notice drawer with the rich-text editor');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();

  // The API answers the HTML as written (the server sanitised it with the same policy).
  const notices = await (await page.request.get('/api/notice')).json();
  const notice = notices.data.find((n: { title: string }) => n.title === '周末维护与新素材');
  expect(notice.noticeContent).toMatch(
    /^<p>周六凌晨 2 点至 4 点暂停下载。<\/p><p>请<strong>提前下载<\/strong>所需素材。<\/p><img src="\/api\/files\/\d+" alt="维护时间表" \/>$/,
  );

  // The member reads two paragraphs, the bold words and the image.
  await page.goto('/#/home');
  const update = page.getByRole('dialog', { name: '网站更新公告' });
  await update.getByRole('button', { name: '我知道了' }).click();
  await page
    .getByRole('banner')
    .filter({ has: page.getByRole('search') })
    .getByRole('button', { name: /^公告/ })
    .click();
  const center = page.getByRole('dialog', { name: '公告中心' });
  await center
    .getByRole('button', { name: '周末维护与新素材' })
    .or(center.getByRole('link', { name: '周末维护与新素材' }))
    .click();
  await expect(center.locator('p', { hasText: '周六凌晨 2 点至 4 点暂停下载。' })).toBeVisible();
  await expect(center.locator('p', { hasText: '所需素材。' })).toBeVisible();
  await expect(center.locator('strong')).toHaveText('提前下载');
  const shown = center.getByRole('img', { name: '维护时间表' });
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
