import { describe, expect, it } from 'vitest';
import { computePosition } from './position';

const viewport = { width: 1000, height: 800 };
const rect = (left: number, top: number, width: number, height: number) =>
  ({
    left,
    top,
    width,
    height,
    right: left + width,
    bottom: top + height,
    x: left,
    y: top,
  }) as DOMRect;
const panel = { width: 200, height: 100 };

describe('computePosition', () => {
  it('puts bottom-end under the trigger, right edges aligned', () => {
    expect(computePosition(rect(700, 10, 40, 40), panel, 'bottom-end', 8, viewport)).toEqual({
      top: 58,
      left: 540,
    });
  });

  it('flips above when there is no room below', () => {
    expect(computePosition(rect(100, 740, 40, 40), panel, 'bottom-start', 8, viewport).top).toBe(
      632,
    );
  });

  it('places left of the trigger and flips right when the left side is too narrow', () => {
    expect(computePosition(rect(900, 400, 40, 40), panel, 'left', 8, viewport).left).toBe(692);
    expect(computePosition(rect(50, 400, 40, 40), panel, 'left', 8, viewport).left).toBe(98);
  });

  it('keeps the panel inside the viewport', () => {
    const { left, top } = computePosition(rect(0, 0, 20, 20), panel, 'bottom-end', 8, viewport);
    expect(left).toBe(8);
    expect(top).toBe(28);
  });
});
