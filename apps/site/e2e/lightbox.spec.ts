import type { CDPSession, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { catalog } from './support/catalog';
import { expect, test } from './support/fixtures';
import { visit, waitForShell } from './support/site';

// The document page's previews full screen, on the desktop and the 375 px phone: the large
// preview opens the lightbox at the preview's widest stored width (the seeded scenes: 1280 px),
// image N of M; a phone swipes between them, pinches or double-taps to zoom 2× and drags to pan;
// a desktop turns with the arrow keys and double-clicks to zoom. Closing gives focus back to the
// preview that opened it.

/** The first seeded document: a cover (480/960) and a shared scene (480/960/1280). */
async function openDocument(page: Page) {
  const doc = await catalog.document(page.request, 1);
  expect(doc.previewImages.length).toBeGreaterThanOrEqual(2);
  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const widest = doc.previewImages.map((image) => image.sizes.at(-1)!);
  expect(widest[1]!.width).toBe(1280);
  return { doc, widest, count: doc.previewImages.length };
}

/** The lightbox's picture once it has loaded: its address and natural width. */
async function shown(picture: Locator) {
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  return picture.evaluate((img: HTMLImageElement) => ({
    path: new URL(img.currentSrc).pathname,
    width: img.naturalWidth,
  }));
}

/** The picture's on-screen width (transforms included), for zoom checks. */
const screenWidth = async (picture: Locator) => (await picture.boundingBox())!.width;
const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Real touch input through Chromium (what a finger sends: touch and pointer events). */
async function drag(cdp: CDPSession, from: { x: number; y: number }, dx: number, dy = 0) {
  const at = (t: number) => ({ x: from.x + dx * t, y: from.y + dy * t, id: 1 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at(0)] });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at(step / 8)] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function pinch(cdp: CDPSession, at: { x: number; y: number }, from: number, to: number) {
  const fingers = (gap: number) => [
    { x: at.x - gap / 2, y: at.y, id: 1 },
    { x: at.x + gap / 2, y: at.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
  for (let step = 1; step <= 8; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(from + ((to - from) * step) / 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Two taps as a finger makes them: the four touch events are sent without waiting for each other's
 * answer, so a busy machine cannot stretch them past the double-tap window (300 ms) the way two
 * separate `touchscreen.tap()` calls could.
 */
async function doubleTap(cdp: CDPSession, at: { x: number; y: number }) {
  const touch = (type: 'touchStart' | 'touchEnd') =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: type === 'touchStart' ? [{ x: at.x, y: at.y, id: 1 }] : [],
    });
  await Promise.all([
    touch('touchStart'),
    touch('touchEnd'),
    touch('touchStart'),
    touch('touchEnd'),
  ]);
}

test('a preview opens full size (1280 px), image N of M, and closing gives focus back', async ({
  page,
  isMobile,
}, testInfo) => {
  const { doc, widest, count } = await openDocument(page);
  const gallery = page.getByRole('figure', { name: '素材预览' });
  await gallery.getByRole('button', { name: '查看预览图 2' }).click();
  const opener = gallery.getByRole('button', { name: '查看大图：预览图 2' });
  await (isMobile ? opener.tap() : opener.click());

  const lightbox = page.getByRole('dialog', { name: doc.title });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`第 2 / ${count} 张`)).toBeVisible();
  const picture = lightbox.getByRole('img', { name: `${doc.title} 预览图 2` });
  expect(await shown(picture)).toEqual({ path: widest[1]!.url, width: 1280 });
  // The viewer fills the screen.
  const box = (await lightbox.boundingBox())!;
  expect(box.width).toBe(page.viewportSize()!.width);
  expect(box.height).toBe(page.viewportSize()!.height);
  for (const name of ['上一张', '下一张', '放大', '关闭'])
    await expect(lightbox.getByRole('button', { name })).toBeVisible();
  await expectNoSeriousA11yViolations(page, testInfo, 'lightbox');

  const close = lightbox.getByRole('button', { name: '关闭' });
  await (isMobile ? close.tap() : close.click());
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});

test('turning and zooming: swipe, pinch, double tap and pan on a phone; keys and double click on a desktop', async ({
  page,
  isMobile,
}) => {
  const { doc, widest, count } = await openDocument(page);
  // The large preview's name follows the image the lightbox leaves it on.
  const opener = page.getByRole('button', { name: /^查看大图：预览图/ });
  await expect(opener).toHaveAccessibleName('查看大图：预览图 1');
  await (isMobile ? opener.tap() : opener.click());
  const lightbox = page.getByRole('dialog', { name: doc.title });
  await expect(lightbox.getByText(`第 1 / ${count} 张`)).toBeVisible();
  const picture = lightbox.getByRole('img');
  await shown(picture);
  const fitted = await screenWidth(picture);
  /** How many times its fitted width the picture is shown at. */
  const zoom = async () => (await screenWidth(picture)) / fitted;

  if (isMobile) {
    const cdp = await page.context().newCDPSession(page);
    const start = await centre(picture);
    // Swipe left: the next image, at its widest; swipe right: back.
    await drag(cdp, start, -160);
    await expect(lightbox.getByText(`第 2 / ${count} 张`)).toBeVisible();
    expect(await shown(picture)).toEqual({ path: widest[1]!.url, width: 1280 });
    await drag(cdp, start, 160);
    await expect(lightbox.getByText(`第 1 / ${count} 张`)).toBeVisible();
    await drag(cdp, start, -160);
    await expect(lightbox.getByText(`第 2 / ${count} 张`)).toBeVisible();

    // Fingers spread: 2×; a drag now pans instead of turning; pinched back: fitted again.
    await pinch(cdp, start, 60, 200);
    await expect.poll(zoom).toBeCloseTo(2, 1);
    await expect(lightbox.getByRole('button', { name: '缩小' })).toBeVisible();
    const before = (await picture.boundingBox())!.x;
    await drag(cdp, start, 120);
    await expect.poll(async () => (await picture.boundingBox())!.x).toBeGreaterThan(before + 60);
    await expect(lightbox.getByText(`第 2 / ${count} 张`)).toBeVisible();
    await pinch(cdp, start, 200, 60);
    await expect.poll(zoom).toBeCloseTo(1, 1);

    // A double tap zooms in, another fits.
    await doubleTap(cdp, start);
    await expect.poll(zoom).toBeCloseTo(2, 1);
    await doubleTap(cdp, start);
    await expect.poll(zoom).toBeCloseTo(1, 1);

    // The zoom button, for one hand.
    await lightbox.getByRole('button', { name: '放大' }).tap();
    await expect.poll(zoom).toBeCloseTo(2, 1);
    await lightbox.getByRole('button', { name: '关闭' }).tap();
  } else {
    // The arrow keys turn (and wrap at the end), whatever control has focus.
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`第 2 / ${count} 张`)).toBeVisible();
    expect(await shown(picture)).toEqual({ path: widest[1]!.url, width: 1280 });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(lightbox.getByText(`第 ${count} / ${count} 张`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(`第 1 / ${count} 张`)).toBeVisible();

    // The zoom button (Enter on it), then a double click back to fitted.
    await lightbox.getByRole('button', { name: '放大' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(zoom).toBeCloseTo(2, 1);
    await expect(lightbox.getByRole('button', { name: '缩小' })).toBeFocused();
    await picture.dblclick();
    await expect.poll(zoom).toBeCloseTo(1, 1);
    await page.keyboard.press('Escape');
  }
  await expect(lightbox).toBeHidden();
  await expect(opener).toBeFocused();
});
