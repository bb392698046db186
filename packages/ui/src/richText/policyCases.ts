import type { RichTextOptions } from './policy';

/**
 * The rich-text policy as behaviour: every case runs against both sanitisers, this library's
 * DOMPurify (richText/sanitizeRichHtml.test.ts) and the API's sanitize-html
 * (apps/api/test/rich-text.test.ts). Outputs are compared as text, so each case is written to
 * serialise the same in both (no void elements in `equals`).
 */
export interface RichTextCase {
  name: string;
  html: string;
  options?: RichTextOptions;
  /** The whole output. */
  equals?: string;
  /** Fragments the output keeps. */
  contains?: string[];
  /** Fragments (case-insensitive) that must be gone. */
  absent?: string[];
}

export const RICH_TEXT_CASES: RichTextCase[] = [
  {
    name: 'keeps formatting: headings, emphasis, lists, tables, quotes',
    html: '<h2>标题</h2><p>正文<strong>加粗</strong><em>斜体</em><u>下划线</u></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><blockquote>引用</blockquote>',
    equals:
      '<h2>标题</h2><p>正文<strong>加粗</strong><em>斜体</em><u>下划线</u></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table><blockquote>引用</blockquote>',
  },
  {
    name: 'removes scripts, event handlers, iframes and forms with their content where it is code',
    html: '<p onclick="alert(1)">正文</p><script>alert(1)</script><iframe src="//x"></iframe><form action="/x"><input name="a"></form>',
    contains: ['<p>正文</p>'],
    absent: ['script', 'onclick', 'alert', 'iframe', '<form', '<input'],
  },
  {
    name: 'drops style and class (no restyling the page)',
    html: '<p style="position:fixed;inset:0" class="hero">正文</p>',
    equals: '<p>正文</p>',
  },
  {
    name: 'drops id and name (DOM clobbering)',
    html: '<p id="clob" name="clob">正文</p><a name="x" id="y" href="/a">链</a>',
    equals: '<p>正文</p><a href="/a">链</a>',
  },
  {
    name: 'refuses javascript:, vbscript: and data: links',
    html: '<a href="javascript:alert(1)">一</a><a href="vbscript:x">二</a><a href="data:text/html,x">三</a>',
    absent: ['javascript:', 'vbscript:', 'data:'],
    contains: ['一', '二', '三'],
  },
  {
    name: 'keeps web, mail, phone, in-page and site links',
    html: '<a href="mailto:a@b.cn">邮件</a><a href="tel:10086">电话</a><a href="#/commonDocument/2">站内</a><a href="/help">帮助</a>',
    equals:
      '<a href="mailto:a@b.cn">邮件</a><a href="tel:10086">电话</a><a href="#/commonDocument/2">站内</a><a href="/help">帮助</a>',
  },
  {
    name: 'opens an outside link in a new tab without opener, and keeps a site link in the tab',
    html: '<a href="https://example.com/x" target="_self">外部</a><a href="#/home" target="_blank" rel="opener">站内</a>',
    equals:
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">外部</a><a href="#/home">站内</a>',
  },
  {
    name: 'keeps images from this site and inline images, with their alt text and size',
    html: '<p><img src="/api/files/1" alt="图" width="10" height="20"></p>',
    contains: ['src="/api/files/1"', 'alt="图"', 'width="10"', 'height="20"'],
  },
  {
    name: 'keeps inline data images',
    html: '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="点"></p>',
    contains: ['src="data:image/png;base64,iVBORw0KGgo="'],
  },
  {
    name: 'drops images from other hosts, protocol-relative ones and script-like sources',
    html: '<p>文<img src="https://tracker.example/p.png"><img src="//evil.test/x.png"><img src="javascript:alert(1)"><img src="data:text/html,x"></p>',
    equals: '<p>文</p>',
  },
  {
    name: 'keeps images from a listed host',
    html: '<p><img src="https://cdn.example.com/a.png" alt="图"></p>',
    options: { imageHosts: ['https://cdn.example.com'] },
    contains: ['src="https://cdn.example.com/a.png"'],
  },
];
