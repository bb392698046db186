import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Modal } from '@dongman/ui';
import { Actions } from '../layout/ConsoleLayout.styles';

export interface GalleryCopy {
  /** Alt text of image `index` (1-based). */
  alt: (index: number) => string;
  /** Accessible name of the thumbnail button that opens image `index`. */
  open: (index: number) => string;
  /** The lightbox's title for image `index` of `count`. */
  title: (index: number, count: number) => string;
  /** "另有 N 张" when the thumbnails are cut short. */
  more: (count: number) => string;
  previous: string;
  next: string;
  original: string;
}

const Thumbs = styled.ul<{ $size: number }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  button {
    display: block;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: none;
    cursor: zoom-in;
  }
  img {
    display: block;
    width: ${({ $size }) => $size}px;
    height: ${({ $size }) => Math.round(($size * 3) / 4)}px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

const Stage = styled.figure`
  display: grid;
  place-items: center;
  margin: 0;
  min-height: 240px;
  background: ${({ theme }) => theme.colors.background};
  img {
    display: block;
    max-width: 100%;
    max-height: 70dvh;
    object-fit: contain;
  }
`;

/**
 * Thumbnails that open a lightbox (the native-dialog Modal): arrow keys and buttons step through,
 * Escape closes and focus returns to the thumbnail. `limit` cuts the thumbnails short (in a table).
 */
export function ImageGallery({
  images,
  copy,
  limit,
  size = 64,
}: {
  images: readonly string[];
  copy: GalleryCopy;
  limit?: number;
  size?: number;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const shown = limit === undefined ? images : images.slice(0, limit);
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + images.length) % images.length));
  const showing = open !== null;
  useEffect(() => {
    if (!showing) return;
    // Anywhere in the open lightbox (the page behind is inert), ← and → step through.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'ArrowLeft') step(-1);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- step only reads the state setter
  }, [showing, images.length]);
  const current = open === null ? undefined : images[open];
  return (
    <>
      <Thumbs $size={size}>
        {shown.map((src, index) => (
          <li key={`${index}-${src}`}>
            <button type="button" aria-label={copy.open(index + 1)} onClick={() => setOpen(index)}>
              <img src={src} alt={copy.alt(index + 1)} loading="lazy" />
            </button>
          </li>
        ))}
        {shown.length < images.length && <li>{copy.more(images.length - shown.length)}</li>}
      </Thumbs>
      <Modal
        open={current !== undefined}
        onClose={() => setOpen(null)}
        title={open === null ? '' : copy.title(open + 1, images.length)}
        width={960}
        closeOnBackdrop
        footer={
          <Actions>
            {images.length > 1 && (
              <>
                <Button onClick={() => step(-1)}>{copy.previous}</Button>
                <Button onClick={() => step(1)}>{copy.next}</Button>
              </>
            )}
            {current && (
              <a href={current} target="_blank" rel="noreferrer">
                {copy.original}
              </a>
            )}
          </Actions>
        }
      >
        <Stage>{current && open !== null && <img src={current} alt={copy.alt(open + 1)} />}</Stage>
      </Modal>
    </>
  );
}
