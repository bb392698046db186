import { describe, expect, it } from 'vitest';
import { hrefToPath, isCurrentPath, isWithinPath } from './paths';

describe('shell paths', () => {
  it('turns a hash href into the router path', () => {
    expect(hrefToPath('#/twoClass/3')).toBe('/twoClass/3');
    expect(hrefToPath('#home')).toBe('/home');
    expect(hrefToPath('/user/info')).toBe('/user/info');
  });

  it('matches the current page whatever the hash or trailing slash', () => {
    expect(isCurrentPath('#/twoClass/3', '/twoClass/3')).toBe(true);
    expect(isCurrentPath('#/twoClass/3', '#/twoClass/3/')).toBe(true);
    expect(isCurrentPath('#/twoClass/3', '/twoClass/31')).toBe(false);
    expect(isCurrentPath('#/twoClass/3', '/twoClass/3/7')).toBe(false);
    expect(isCurrentPath('#/twoClass/3', undefined)).toBe(false);
  });

  it('never marks an external link as current', () => {
    expect(isCurrentPath('https://a.example/x', '/x')).toBe(false);
  });

  it('finds pages below a section without matching look-alike ids', () => {
    expect(isWithinPath('#/twoClass/3', '/twoClass/3/7/12')).toBe(true);
    expect(isWithinPath('#/twoClass/3', '/twoClass/3')).toBe(true);
    expect(isWithinPath('#/twoClass/3', '/twoClass/31')).toBe(false);
  });
});
