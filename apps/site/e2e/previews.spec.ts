import { expect, test } from './support/fixtures';
import { visit, waitForShell } from './support/site';

// Previews at several widths, on the desktop and the 375 px phone layout: every seeded cover and
// gallery image offers its WebP widths (srcset + sizes), the browser takes one no wider than the
// screen needs, and width/height give each image its shape before it loads.

interface ImageSize {
  url: string;
  width: number;
  height: number;
}
interface Section {
  data: { documents: { list: { id: number; coverSizes: ImageSize[] }[] } };
}
interface DocumentAnswer {
  data: {
    id: number;
    oneClass: number;
    oneClassChildren: number;
    previewImages: { url: string; sizes: ImageSize[] }[];
  };
}

/** The width (w descriptor) of the srcset candidate the browser chose for an image. */
const chosenWidth = (currentSrc: string, srcset: string) => {
  const path = new URL(currentSrc).pathname;
  const candidate = srcset.split(', ').find((c) => c.startsWith(`${path} `));
  return Number(candidate?.split(' ')[1]?.replace('w', ''));
};

test('section covers offer their widths; the browser picks one the card needs', async ({
  page,
}) => {
  const section = (await (await page.request.get('/api/two/class/1?size=20')).json()) as Section;
  const first = section.data.documents.list[0]!;
  expect(first.coverSizes.map((s) => s.width)).toEqual([480, 960]);

  await visit(page, 'twoClass/1');
  await waitForShell(page);
  const cover = page.locator(`a[href$="/${first.id}"] img`).first();
  await expect(cover).toHaveAttribute('srcset', /480w.*960w/);
  await expect(cover).toHaveAttribute('sizes', /50vw/);
  await expect(cover).toHaveAttribute('width', '480');
  await expect(cover).toHaveAttribute('height', '300');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const [currentSrc, srcset, shown] = await cover.evaluate((img: HTMLImageElement) => [
    img.currentSrc,
    img.srcset,
    img.getBoundingClientRect().width * devicePixelRatio,
  ]);
  // The narrowest width that covers the card's device pixels (a phone card of 188 css px at 2×
  // needs 375: the 480 one; a desktop card of about 300 px at 1×: also the 480 one).
  const width = chosenWidth(String(currentSrc), String(srcset));
  expect(width).toBeGreaterThanOrEqual(Math.min(960, Number(shown)));
  expect(width).toBe(480);
});

test('the document gallery offers each preview at its widths', async ({ page }) => {
  const { data: doc } = (await (
    await page.request.get('/api/two/class/document/1')
  ).json()) as DocumentAnswer;
  const widths = doc.previewImages[0]!.sizes;
  expect(widths.map((s) => [s.width, s.height])).toEqual([
    [480, 300],
    [960, 600],
  ]);

  await visit(page, `twoClass/${doc.oneClass}/${doc.oneClassChildren}/${doc.id}`);
  await waitForShell(page);
  const gallery = page.getByRole('figure', { name: '素材预览' });
  const main = gallery.getByRole('img').first();
  await expect(main).toHaveAttribute('srcset', `${widths[0]!.url} 480w, ${widths[1]!.url} 960w`);
  await expect(main).toHaveAttribute('width', '480');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  // A phone at 2× (375 css px → 750 device px) and a desktop column of 720 px both need the 960.
  const [currentSrc] = await main.evaluate((img: HTMLImageElement) => [img.currentSrc]);
  expect(new URL(String(currentSrc)).pathname).toBe(widths[1]!.url);
  const image = await page.request.get(widths[1]!.url);
  expect(image.headers()['content-type']).toBe('image/webp');
});
