export type Placement = 'bottom' | 'bottom-start' | 'bottom-end' | 'top' | 'left' | 'right';

const MARGIN = 8; // keep this far from the viewport edges

/**
 * Fixed-position coordinates placing `panel` next to `anchor`, flipped to the other side when it
 * does not fit and clamped into the viewport. Plain JS so it works without CSS anchor positioning.
 */
export function computePosition(
  anchor: DOMRect,
  panel: { width: number; height: number },
  placement: Placement,
  offset: number,
  viewport: { width: number; height: number },
): { top: number; left: number } {
  let top: number;
  let left: number;
  if (placement === 'left' || placement === 'right') {
    const fitsLeft = anchor.left - offset - panel.width >= MARGIN;
    const fitsRight = anchor.right + offset + panel.width <= viewport.width - MARGIN;
    const side =
      placement === 'left'
        ? fitsLeft || !fitsRight
          ? 'left'
          : 'right'
        : fitsRight || !fitsLeft
          ? 'right'
          : 'left';
    left = side === 'left' ? anchor.left - offset - panel.width : anchor.right + offset;
    top = anchor.top + anchor.height / 2 - panel.height / 2;
  } else {
    const below = anchor.bottom + offset;
    const above = anchor.top - offset - panel.height;
    const fitsBelow = below + panel.height <= viewport.height - MARGIN;
    const fitsAbove = above >= MARGIN;
    if (placement === 'top') top = fitsAbove || !fitsBelow ? above : below;
    else top = fitsBelow || !fitsAbove ? below : above;
    if (placement === 'bottom-start') left = anchor.left;
    else if (placement === 'bottom-end') left = anchor.right - panel.width;
    else left = anchor.left + anchor.width / 2 - panel.width / 2;
  }
  const clamp = (value: number, size: number, limit: number) =>
    Math.max(MARGIN, Math.min(value, limit - size - MARGIN));
  return {
    top: Math.round(clamp(top, panel.height, viewport.height)),
    left: Math.round(clamp(left, panel.width, viewport.width)),
  };
}
