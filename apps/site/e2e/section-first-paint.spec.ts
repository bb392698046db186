import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A section page opened directly (a shared link, a bookmark) waits on fewer downloads: the boot
// script in index.html asks for its code and copy, and its listing, with the page, and the code
// and the zh-CN copy come as one chunk (vite.config.ts); each download is a connection of its own
// over HTTP/1.1 (apps/api/bench/README.md, Lighthouse).

/**
 * Opens `address` fresh and records the scripts and the section listings the browser asks for,
 * and the modules the boot script asked for before any module ran (the first bundle is held back
 * until they are read; later the site's own loader adds preloads for what it loads on demand).
 */
async function openSection(page: Page, address: string) {
  const scripts: string[] = [];
  const listings: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(url.pathname);
    if (url.pathname.startsWith('/api/two/class/')) listings.push(`${url.pathname}${url.search}`);
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(address, { waitUntil: 'commit' });
  await page.locator('#root').waitFor({ state: 'attached' });
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  release();
  await expect(page.getByRole('group', { name: /排序与筛选|Sort and filters/ })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  return { scripts, listings, preloaded };
}

test('a section page opened directly gets its code and copy in one download, asked for with the page', async ({
  page,
}) => {
  const { scripts, listings, preloaded } = await openSection(page, '/#/twoClass/1');
  // One chunk besides the first bundle (it was three: the route, the shared pages code, the copy).
  expect(preloaded).toHaveLength(1);
  // The page ran the download the boot script started: the browser asked for it once.
  expect(scripts.filter((path) => path === preloaded[0])).toHaveLength(1);
  // And the listing the boot script read is the one the page shows: asked for once.
  expect(listings).toHaveLength(1);
});

test('in English, the English copy is asked for beside it', async ({ page }) => {
  const { scripts, listings, preloaded } = await openSection(page, '/?lang=en#/twoClass/1');
  expect(preloaded).toHaveLength(2);
  for (const path of preloaded) expect(scripts.filter((p) => p === path)).toHaveLength(1);
  expect(listings).toHaveLength(1);
});
