import { useCallback, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** How far the image is zoomed (1 or ZOOM) and panned (px, from the centre). */
export interface View {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM = 2;
const FIT: View = { scale: 1, x: 0, y: 0 };
/** A horizontal drag at least this long (px) on the unzoomed image turns the page. */
const SWIPE = 50;
/** Two taps within this many ms (and a few px of each other) are a double tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP = 10;
/** Fingers spread (or pinched) by this ratio zoom in (or back out). */
const PINCH_IN = 1.25;
const PINCH_OUT = 0.8;

interface Point {
  x: number;
  y: number;
}
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Pointer gestures on the lightbox's stage (touch, pen and mouse alike): swipe left/right on the
 * fitted image turns the page, a double tap or a pinch zooms in at that point, a drag pans the
 * zoomed image (never past its edges), a double tap or a pinch back fits it again.
 */
export function useStageGestures({
  onPrevious,
  onNext,
}: {
  onPrevious: () => void;
  onNext: () => void;
}) {
  const [view, setView] = useState<View>(FIT);
  const [dragging, setDragging] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<{ point: Point; view: View; pinch: number | null; multi: boolean } | null>(
    null,
  );
  const lastTap = useRef<{ at: number; point: Point } | null>(null);

  /** Stops the pan at the zoomed picture's edges (a picture narrower than the stage stays centred). */
  const clamp = useCallback((next: View): View => {
    const stage = stageRef.current;
    const picture = stage?.firstElementChild;
    if (!stage || !(picture instanceof HTMLElement) || next.scale === 1) return FIT;
    const maxX = Math.max(0, (picture.offsetWidth * next.scale - stage.clientWidth) / 2);
    const maxY = Math.max(0, (picture.offsetHeight * next.scale - stage.clientHeight) / 2);
    return {
      scale: next.scale,
      x: Math.max(-maxX, Math.min(maxX, next.x)),
      y: Math.max(-maxY, Math.min(maxY, next.y)),
    };
  }, []);

  /** Zooms in keeping `point` (client px; the centre when absent) under the finger. */
  const zoomAt = useCallback(
    (point?: Point) => {
      const box = stageRef.current?.getBoundingClientRect();
      if (!box || !point) return setView(clamp({ scale: ZOOM, x: 0, y: 0 }));
      const dx = point.x - (box.left + box.width / 2);
      const dy = point.y - (box.top + box.height / 2);
      setView(clamp({ scale: ZOOM, x: -dx * (ZOOM - 1), y: -dy * (ZOOM - 1) }));
    },
    [clamp],
  );
  const fit = useCallback(() => setView(FIT), []);
  const toggleZoom = useCallback(
    (point?: Point) => (view.scale > 1 ? fit() : zoomAt(point)),
    [view.scale, fit, zoomAt],
  );

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    start.current = {
      point: { x: event.clientX, y: event.clientY },
      view,
      pinch: a && b ? distance(a, b) : null,
      multi: (start.current?.multi ?? false) || pointers.current.size > 1,
    };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    const { pinch, point, view: from } = start.current;
    if (a && b && pinch) {
      const ratio = distance(a, b) / pinch;
      if (ratio > PINCH_IN && view.scale === 1) zoomAt({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
      else if (ratio < PINCH_OUT && view.scale > 1) fit();
      return;
    }
    if (from.scale > 1 && !start.current.multi) {
      setDragging(true);
      setView(
        clamp({
          scale: from.scale,
          x: from.x + event.clientX - point.x,
          y: from.y + event.clientY - point.y,
        }),
      );
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId) || !start.current) return;
    const { point, view: from, multi } = start.current;
    if (pointers.current.size > 0) return; // a finger of a pinch lifted; wait for the last one
    start.current = null;
    setDragging(false);
    if (multi || event.type === 'pointercancel') return;
    const dx = event.clientX - point.x;
    const dy = event.clientY - point.y;
    if (from.scale === 1 && Math.abs(dx) >= SWIPE && Math.abs(dx) > Math.abs(dy)) {
      lastTap.current = null;
      if (dx < 0) onNext();
      else onPrevious();
      return;
    }
    if (Math.abs(dx) > TAP_SLOP || Math.abs(dy) > TAP_SLOP) return;
    const tap = { at: event.timeStamp, point: { x: event.clientX, y: event.clientY } };
    const previous = lastTap.current;
    if (
      previous &&
      tap.at - previous.at < DOUBLE_TAP_MS &&
      distance(previous.point, tap.point) < 30
    ) {
      lastTap.current = null;
      toggleZoom(tap.point);
    } else lastTap.current = tap;
  };

  return {
    view,
    dragging,
    stageRef,
    fit,
    toggleZoom,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
    },
  };
}
