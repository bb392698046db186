import type { ImageSize } from '@dongman/api-client';

/**
 * `srcset`, `width` and `height` of a preview stored at several widths: the browser picks the
 * width the layout (`sizes`) and the screen's density need; width/height give the image its
 * shape before it loads (no layout shift). Nothing extra when the server listed no widths.
 */
export function responsiveImage(sizes: readonly ImageSize[] | undefined) {
  const narrowest = sizes?.[0];
  if (!narrowest) return {};
  return {
    srcSet: sizes.map((size) => `${size.url} ${size.width}w`).join(', '),
    width: narrowest.width,
    height: narrowest.height,
  };
}

/**
 * The sharpest stored width of a preview (what a full-screen viewer zooming 2× needs), or the
 * URL itself when the server listed no widths.
 */
export function widest(url: string, sizes: readonly ImageSize[] | undefined) {
  const largest = sizes?.[sizes.length - 1];
  return largest
    ? { src: largest.url, width: largest.width, height: largest.height }
    : { src: url };
}

/** Layout widths (the `sizes` attribute) of the site's images. */
export const IMAGE_LAYOUT = {
  /** A card in a material grid: two columns on a phone, cards of about 200–320 px elsewhere. */
  card: '(max-width: 768px) 50vw, 320px',
  /** A document's large preview: the phone's width, else three fifths of the article column. */
  gallery: '(max-width: 768px) 100vw, 720px',
} as const;
