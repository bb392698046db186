import { useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ChevronLeftIcon, ChevronRightIcon, IconButton, Link } from '@dongman/ui/shell';
import type { HomeImage } from '@dongman/api-client';
import { useSiteMessages } from '../../i18n';

const Region = styled.section`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  background: ${({ theme }) => theme.colors.menuBackground};
`;

// Native horizontal scrolling with snap points: swipe on touch screens, buttons elsewhere.
const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  ${({ theme }) => theme.media.reducedMotion} {
    scroll-behavior: auto;
  }
`;

const Slide = styled.li`
  position: relative;
  flex: 0 0 100%;
  scroll-snap-align: start;
  aspect-ratio: 3 / 1;
  ${({ theme }) => theme.media.mobile} {
    aspect-ratio: 16 / 9;
  }
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  a {
    display: block;
    height: 100%;
    color: inherit;
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onGradient};
    outline-offset: -6px;
  }
`;

const Caption = styled.p`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xl}px ${theme.space.lg}px`};
  background: ${({ theme }) => theme.gradients.captionScrim};
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-shadow: ${({ theme }) => theme.shadows.onImageText};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px ${theme.space.md}px`};
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

const Arrow = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
  button {
    background: ${({ theme }) => theme.colors.controlOnImage};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const Dots = styled.div`
  position: absolute;
  right: ${({ theme }) => theme.space.lg}px;
  bottom: ${({ theme }) => theme.space.md}px;
  display: flex;
  gap: 6px;
`;

const Dot = styled.button<{ $active: boolean }>`
  width: ${({ $active }) => ($active ? 20 : 8)}px;
  height: 8px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: ${({ $active, theme }) => ($active ? theme.colors.onGradient : theme.colors.dotOnImage)};
  cursor: pointer;
  transition: width 200ms;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onGradient};
    outline-offset: 2px;
  }
`;

/** Home banners and featured member images: swipeable, with arrows and dots, no autoplay. */
export function BannerCarousel({ images }: { images: readonly HomeImage[] }) {
  const sm = useSiteMessages();
  const trackRef = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const total = images.length;

  const show = (next: number) => {
    const track = trackRef.current;
    const target = (next + total) % total;
    if (track) track.scrollTo({ left: track.clientWidth * target });
    setIndex(target);
  };

  return (
    <Region aria-roledescription="carousel" aria-label={sm.homeBanners}>
      <Track
        ref={trackRef}
        // Scrollable by keyboard too (arrow keys), also when no banner is a link to tab to.
        tabIndex={0}
        onScroll={(event) => {
          const track = event.currentTarget;
          if (track.clientWidth > 0) setIndex(Math.round(track.scrollLeft / track.clientWidth));
        }}
      >
        {images.map((image, i) => {
          const picture = (
            <>
              <img
                src={image.imageUrl}
                alt=""
                loading={i === 0 ? 'eager' : 'lazy'}
                // The first banner is the largest paint of home: fetch it first.
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
              />
              <Caption>{image.title}</Caption>
            </>
          );
          return (
            <Slide
              key={image.id}
              aria-roledescription="slide"
              aria-label={sm.t('homeBannerSlide', { index: i + 1, total })}
            >
              {image.link?.startsWith('#') ? (
                <Link href={image.link}>{picture}</Link>
              ) : image.link && /^https?:\/\//i.test(image.link) ? (
                <a href={image.link} target="_blank" rel="noopener noreferrer">
                  {picture}
                </a>
              ) : (
                picture
              )}
            </Slide>
          );
        })}
      </Track>
      {total > 1 && (
        <>
          <Arrow $side="left">
            <IconButton
              label={sm.homeBannerPrev}
              icon={<ChevronLeftIcon />}
              onClick={() => show(index - 1)}
            />
          </Arrow>
          <Arrow $side="right">
            <IconButton
              label={sm.homeBannerNext}
              icon={<ChevronRightIcon />}
              onClick={() => show(index + 1)}
            />
          </Arrow>
          <Dots>
            {images.map((image, i) => (
              <Dot
                key={image.id}
                type="button"
                $active={i === index}
                aria-label={sm.t('homeBannerSlide', { index: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Region>
  );
}
