import { describe, expect, it } from 'vitest';
import { RICH_TEXT_CASES } from './policyCases';
import { sanitizeRichHtml as sanitizeHtml } from './sanitizeRichHtml';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links but keeps formatting', () => {
    const html = sanitizeHtml(
      '<h2>标题</h2><p onclick="alert(1)">正文<strong>加粗</strong></p><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">坏链接</a><img src="x" onerror="alert(1)"><iframe src="//x"></iframe>',
    );
    expect(html).toContain('<h2>标题</h2>');
    expect(html).toContain('<strong>加粗</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
  });

  it('opens outside links in a new tab without opener and keeps site links in the tab', () => {
    const html = sanitizeHtml(
      '<a href="https://example.com" target="_self">外部</a><a href="#/commonDocument/2" target="_blank">站内</a>',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const [outside, inside] = Array.from(doc.querySelectorAll('a'));
    expect(outside?.getAttribute('target')).toBe('_blank');
    expect(outside?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(inside?.hasAttribute('target')).toBe(false);
    expect(inside?.getAttribute('href')).toBe('#/commonDocument/2');
  });

  it('drops style, id and name (overlays and DOM clobbering) and images from other hosts', () => {
    const html = sanitizeHtml(
      '<p style="position:fixed;inset:0" id="clob" name="clob">正文</p>' +
        '<img name="cookie" src="https://tracker.example/p.png"><img id="x" src="/ok.png" alt="图">',
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.body.querySelector('[style], [id], [name]')).toBeNull();
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/ok.png',
    ]);
    expect(doc.body.textContent).toBe('正文');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('the rich-text policy (the cases the API’s sanitiser runs too)', () => {
  it.each(RICH_TEXT_CASES)('$name', ({ html, options, equals, contains = [], absent = [] }) => {
    const clean = sanitizeHtml(html, options);
    if (equals !== undefined) expect(clean).toBe(equals);
    for (const fragment of contains) expect(clean).toContain(fragment);
    for (const fragment of absent)
      expect(clean.toLowerCase()).not.toContain(fragment.toLowerCase());
  });
});
