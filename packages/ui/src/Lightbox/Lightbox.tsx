import { useEffect, useLayoutEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { Controls, ControlButton, Picture, Position, Stage, Viewer } from './Lightbox.styles';
import { useStageGestures } from './useStageGestures';

export interface LightboxImage {
  /** The sharpest stored width: the viewer fills the screen and zooms 2×. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** The viewer's words, in the caller's language (the library's catalogue stays out of it). */
export interface LightboxLabels {
  /** Names the dialog (e.g. the material's title). */
  title: string;
  /** "Image 2 of 5": announced whenever the image changes. */
  position: (index: number, count: number) => string;
  previous: string;
  next: string;
  zoomIn: string;
  zoomOut: string;
}

export interface LightboxProps {
  open: boolean;
  onClose: () => void;
  images: readonly LightboxImage[];
  /** The image shown (0-based); the viewer asks for another through `onIndexChange`. */
  index: number;
  onIndexChange: (index: number) => void;
  labels: LightboxLabels;
  'data-testid'?: string;
}

const ZoomIcon = ({ out }: { out: boolean }) => (
  <svg
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="11" cy="11" r="7" />
    <path d={out ? 'M8 11h6M20 20l-4-4' : 'M8 11h6M11 8v6M20 20l-4-4'} />
  </svg>
);

/**
 * Full-screen image viewer on the Modal's native <dialog> (inert page, Escape closes, focus
 * returns to the image that opened it): image N of M, previous/next buttons and arrow keys,
 * swipe on touch, double tap / pinch / the zoom button for 2× with panning.
 */
export function Lightbox({
  open,
  onClose,
  images,
  index,
  onIndexChange,
  labels,
  'data-testid': testId,
}: LightboxProps) {
  const count = images.length;
  const turn = (step: number) => onIndexChange((((index + step) % count) + count) % count);
  const { view, dragging, stageRef, fit, toggleZoom, handlers } = useStageGestures({
    onPrevious: () => turn(-1),
    onNext: () => turn(1),
  });
  const nextRef = useRef<HTMLButtonElement>(null);
  const zoomRef = useRef<HTMLButtonElement>(null);

  // Each image starts fitted to the screen.
  useLayoutEffect(() => fit(), [index, open, fit]);

  // Arrow keys turn the page from anywhere in the viewer (the close button included).
  const turnRef = useRef(turn);
  useLayoutEffect(() => {
    turnRef.current = turn;
  });
  useEffect(() => {
    if (!open || count < 2) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      event.preventDefault();
      turnRef.current(event.key === 'ArrowLeft' ? -1 : 1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, count]);

  const image = images[index] ?? images[0];
  if (!image) return null;
  const zoomed = view.scale > 1;
  return (
    <Viewer
      open={open}
      onClose={onClose}
      title={labels.title}
      initialFocusRef={count > 1 ? nextRef : zoomRef}
      data-testid={testId}
    >
      <Stage
        ref={stageRef}
        $dragging={dragging}
        $zoomed={zoomed}
        data-scale={view.scale}
        {...handlers}
      >
        <Picture
          key={image.src}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          draggable={false}
          decoding="async"
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        />
      </Stage>
      <Controls>
        {count > 1 && (
          <ControlButton type="button" aria-label={labels.previous} onClick={() => turn(-1)}>
            <ChevronLeftIcon />
          </ControlButton>
        )}
        <Position aria-live="polite" aria-atomic="true">
          {labels.position(index + 1, count)}
        </Position>
        {count > 1 && (
          <ControlButton
            ref={nextRef}
            type="button"
            aria-label={labels.next}
            onClick={() => turn(1)}
          >
            <ChevronRightIcon />
          </ControlButton>
        )}
        <ControlButton
          ref={zoomRef}
          type="button"
          aria-label={zoomed ? labels.zoomOut : labels.zoomIn}
          onClick={() => toggleZoom()}
        >
          <ZoomIcon out={zoomed} />
        </ControlButton>
      </Controls>
    </Viewer>
  );
}
