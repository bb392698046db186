import { useState } from 'react';
import { styled } from 'styled-components';
import type { PreviewImage } from '@dongman/api-client';
import { Lightbox } from '@dongman/ui';
import { useSiteMessages } from '../../../i18n';
import { IMAGE_LAYOUT, responsiveImage, widest } from '../../../lib/imageSizes';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

// The large preview is a button: a click, a tap or Enter opens it full screen.
const Enlarge = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: none;
  cursor: zoom-in;
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Main = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Thumb = styled.button`
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: none;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  img {
    display: block;
    width: 96px;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

/**
 * Preview images: a large one and buttons for the others. `sizes` (same order as `images`) lists
 * the widths each is stored at, so a phone loads a narrow one and a wide screen a sharp one. The
 * large one opens the lightbox, which shows each preview at its widest stored width (1280 px).
 */
export function Gallery({
  title,
  images,
  sizes = [],
}: {
  title: string;
  images: readonly string[];
  sizes?: readonly PreviewImage[];
}) {
  const sm = useSiteMessages();
  const [index, setIndex] = useState(0);
  const [viewing, setViewing] = useState(false);
  const current = images[index] ?? images[0];
  if (!current) return null;
  const widthsOf = (url: string) => sizes.find((image) => image.url === url)?.sizes;
  const alt = (i: number) => sm.t('materialPreviewAlt', { title, index: i + 1 });
  return (
    <Figure aria-label={sm.materialGallery}>
      <Enlarge
        type="button"
        aria-label={sm.t('materialOpenLightbox', { index: index + 1 })}
        onClick={(event) => {
          // Safari does not focus a clicked button: the lightbox gives focus back to this one.
          event.currentTarget.focus();
          setViewing(true);
        }}
      >
        <Main
          src={current}
          {...responsiveImage(widthsOf(current))}
          sizes={IMAGE_LAYOUT.gallery}
          alt={alt(index)}
          decoding="async"
        />
      </Enlarge>
      {images.length > 1 && (
        <Thumbs>
          {images.map((src, i) => (
            <Thumb
              key={src + i}
              type="button"
              aria-pressed={i === index}
              aria-label={sm.t('materialShowPreview', { index: i + 1 })}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" loading="lazy" decoding="async" />
            </Thumb>
          ))}
        </Thumbs>
      )}
      <Lightbox
        open={viewing}
        onClose={() => setViewing(false)}
        images={images.map((url, i) => ({ ...widest(url, widthsOf(url)), alt: alt(i) }))}
        index={index}
        onIndexChange={setIndex}
        labels={{
          title,
          position: (n, count) => sm.t('materialLightboxPosition', { index: n, count }),
          previous: sm.materialLightboxPrevious,
          next: sm.materialLightboxNext,
          zoomIn: sm.materialLightboxZoomIn,
          zoomOut: sm.materialLightboxZoomOut,
        }}
      />
    </Figure>
  );
}
