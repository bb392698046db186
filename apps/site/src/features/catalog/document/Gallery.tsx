import { useState } from 'react';
import { styled } from 'styled-components';
import type { PreviewImage } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { IMAGE_LAYOUT, responsiveImage } from '../../../lib/imageSizes';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Main = styled.img`
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
 * the widths each is stored at, so a phone loads a narrow one and a wide screen a sharp one.
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
  const current = images[index] ?? images[0];
  if (!current) return null;
  const widths = sizes.find((image) => image.url === current)?.sizes;
  return (
    <Figure aria-label={sm.materialGallery}>
      <Main
        src={current}
        {...responsiveImage(widths)}
        sizes={IMAGE_LAYOUT.gallery}
        alt={sm.t('materialPreviewAlt', { title, index: index + 1 })}
        decoding="async"
      />
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
    </Figure>
  );
}
