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
      '<h3>春节放假通知</h3><p>请<strong>注意</strong>时间</p><ul><li>一</li></ul><img src="/uploads/a.png" alt="图">',
    );
    expect(host.querySelector('h3')?.textContent).toBe('春节放假通知');
    expect(host.querySelector('strong')?.textContent).toBe('注意');
    expect(host.querySelector('img')?.getAttribute('src')).toBe('/uploads/a.png');
  });

  it('drops style, class, id and name everywhere (no overlays, no DOM clobbering)', () => {
    const host = render(
      '<div style="position:fixed;inset:0;z-index:9999" class="Modal" id="clob">盖住页面</div>' +
        '<img name="clob" id="cookie" src="/a.png"><a id="location" name="x" href="#/home">链接</a>' +
        '<form id="f"><input name="attributes"></form>',
    );
    expect(host.querySelector('[style], [class], [id], [name]')).toBeNull();
    expect(host.textContent).toContain('盖住页面');
    expect(host.querySelector('img')).not.toBeNull();
  });

  it('keeps images from this site and inline raster images, drops other hosts', () => {
    const host = render(
      '<img src="https://tracker.example/p.png"><img src="//evil.test/x.png">' +
        '<img src="http://evil.test/y.png"><img src="data:text/html;base64,PHN2Zz4=">' +
        '<img src="/&#9;/evil.test/z.png"><img src="\\\\evil.test/w.png">' +
        '<img src="/ok.png"><img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<img src="data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E">',
    );
    expect([...host.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/ok.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C%2Fsvg%3E',
    ]);
  });

  it('keeps only the listed tags', () => {
    const host = render(
      '<svg><a href="#"><text>x</text></a></svg><math></math><object data="/x"></object>' +
        '<embed src="/x"><video src="/v.mp4"></video><base href="https://evil.test/"><p>留下</p>',
    );
    expect(host.querySelector('svg, math, object, embed, video, base')).toBeNull();
    expect(host.querySelector('p')?.textContent).toBe('留下');
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
