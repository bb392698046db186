import type { GalleryCopy } from '../../components/ImageGallery';
import type { useReviewT } from './copy';
import type { Report } from './reportsApi';

/** The lightbox's words for one report's images. */
export function galleryCopy(t: ReturnType<typeof useReviewT>, report: Report): GalleryCopy {
  const title = report.title;
  return {
    alt: (index) => t('imageOf', { title, index }),
    open: (index) => t('openImage', { title, index }),
    title: (index, count) => t('lightbox', { title, index, count }),
    more: (count) => t('moreImages', { count }),
    previous: t('previous'),
    next: t('next'),
    original: t('openOriginal'),
  };
}
