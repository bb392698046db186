import { describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router-dom';
import { initialReloadView, navigateTo, nextReloadView } from './reload';

const at = (key: string, pathname: string, state: unknown = null, search = ''): Location => ({
  key,
  pathname,
  search,
  hash: '',
  state,
});

describe('reload on every navigation', () => {
  it('gives every new location a new render key (the page remounts and reloads)', () => {
    const view = initialReloadView(at('a', '/home'));
    const next = nextReloadView(view, at('b', '/twoClass/1'), 'PUSH');
    expect(next.renderKey).toBe('b');
    expect(nextReloadView(next, at('c', '/home'), 'POP').renderKey).toBe('c');
  });

  it('reloads the page being shown when the site navigates to it again', () => {
    const view = initialReloadView(at('a', '/twoClass/1'));
    const next = nextReloadView(view, at('b', '/twoClass/1', { reload: 3 }), 'REPLACE');
    expect(next.renderKey).toBe('b');
  });

  it('keeps the page when a navigation was aborted back to it (redirect to the same place)', () => {
    const view = initialReloadView(at('a', '/twoClass/1'));
    const next = nextReloadView(view, at('b', '/twoClass/1'), 'REPLACE');
    expect(next.renderKey).toBe('a');
    expect(next.locationKey).toBe('b');
  });

  it('treats another page of the same section as a new page', () => {
    const view = initialReloadView(at('a', '/twoClass/1'));
    expect(nextReloadView(view, at('b', '/twoClass/1', null, '?page=2'), 'REPLACE').renderKey).toBe(
      'b',
    );
  });

  it('returns the same view object while the location is unchanged', () => {
    const view = initialReloadView(at('a', '/home'));
    expect(nextReloadView(view, at('a', '/home'), 'POP')).toBe(view);
  });
});

describe('navigateTo', () => {
  const routerAt = (pathname: string) => ({
    state: { location: { pathname, search: '' } },
    navigate: vi.fn(),
  });

  it('pushes a new page with a reload mark, from a hash href or a path', () => {
    const router = routerAt('/home');
    navigateTo(router, '#/twoClass/3');
    expect(router.navigate).toHaveBeenCalledWith('/twoClass/3', {
      replace: false,
      state: { reload: expect.any(Number) },
    });
  });

  it('replaces the entry when going to the page being shown', () => {
    const router = routerAt('/twoClass/3');
    navigateTo(router, '/twoClass/3');
    expect(router.navigate).toHaveBeenCalledWith('/twoClass/3', {
      replace: true,
      state: { reload: expect.any(Number) },
    });
  });
});
