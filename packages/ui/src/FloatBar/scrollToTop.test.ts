import { describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scrollToTop';

function fakeWindow(reduceMotion: boolean) {
  return {
    matchMedia: vi.fn((query: string) => ({ matches: reduceMotion && query.includes('reduce') })),
    scrollTo: vi.fn(),
  } as unknown as Window & {
    scrollTo: ReturnType<typeof vi.fn>;
    matchMedia: ReturnType<typeof vi.fn>;
  };
}

describe('scrollToTop', () => {
  it('scrolls smoothly to the top by default', () => {
    const win = fakeWindow(false);
    scrollToTop(win);
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    const win = fakeWindow(true);
    scrollToTop(win);
    expect(win.matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(win.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
