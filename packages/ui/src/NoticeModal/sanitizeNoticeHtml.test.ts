// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from './sanitizeNoticeHtml';

const render = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = sanitizeNoticeHtml(html);
  return host;
};

describe('sanitizeNoticeHtml', () => {
  it('keeps ordinary rich text', () => {
    const host = render(
      '<h3>春节放假通知</h3><p style="color: red">请<strong>注意</strong>时间</p><ul><li>一</li></ul><img src="https://example.com/a.png" alt="图">',
    );
    expect(host.querySelector('h3')?.textContent).toBe('春节放假通知');
    expect(host.querySelector('strong')?.textContent).toBe('注意');
    expect(host.querySelector('p')?.getAttribute('style')).toContain('color');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });

  it('removes script elements', () => {
    const host = render('<p>hi</p><script>window.hacked = true</script>');
    expect(host.querySelector('script')).toBeNull();
    expect(host.innerHTML).not.toContain('hacked');
  });

  it('removes event handler attributes', () => {
    const host = render('<img src="x.png" onerror="alert(1)"><p onclick="alert(2)">a</p>');
    expect(host.innerHTML).not.toMatch(/onerror|onclick|alert/);
    expect(host.querySelector('img')).not.toBeNull();
  });

  it('removes javascript: URLs', () => {
    const host = render(
      '<a href="javascript:alert(1)">点我</a><a href=" JaVaScRiPt:alert(2)">再点</a>',
    );
    expect(host.innerHTML.toLowerCase()).not.toContain('javascript');
    expect(host.querySelectorAll('a[href]')).toHaveLength(0);
    expect(host.textContent).toBe('点我再点');
  });

  it('removes style sheets, iframes and form controls', () => {
    const host = render(
      '<style>body{display:none}</style><iframe src="https://evil.test"></iframe><form><input name="password"></form>',
    );
    expect(host.querySelector('style, iframe, form, input')).toBeNull();
  });

  it('opens external links in a new tab safely but keeps in-site links in place', () => {
    const host = render(
      '<a href="https://example.com">外部</a><a href="#/twoClass/3" target="_top">站内</a>',
    );
    const [external, internal] = host.querySelectorAll('a');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('returns an empty string for empty content', () => {
    expect(sanitizeNoticeHtml('')).toBe('');
    expect(sanitizeNoticeHtml(null)).toBe('');
  });
});
