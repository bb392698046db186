/**
 * Scrolls the page back to the top: smoothly, unless the user asked for reduced motion
 * (an explicit `behavior` overrides the CSS scroll-behavior, so the preference is checked here).
 */
export function scrollToTop(win: Window = window): void {
  const reduce = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  win.scrollTo({ top: 0, left: 0, behavior: reduce ? 'auto' : 'smooth' });
}
