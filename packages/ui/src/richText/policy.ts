// The one rich-text policy (documents, notices, the update notice…), applied by both sanitisers:
// this library's DOMPurify (./sanitizeRichHtml.ts, when the site and the console render) and the
// API's sanitize-html (apps/api/src/services/html.ts, before anything is stored). Plain data and
// functions, no DOM and no dependency, so the server imports it (`@dongman/ui/rich-text-policy`).
// Administrator HTML is trusted to format text, not to restyle or script the page:
// - only the tags and attributes listed here survive (an allow-list, not a block-list);
// - no `style` (a notice could pin a `position:fixed` layer over the page), no `class`;
// - no `id` or `name` (DOM clobbering: `<img name="x">` would shadow `window.x`/`document.x`);
// - images only from this site (relative URLs), inline data images, or `imageHosts`; the CSP's
//   `img-src 'self' data:` matches, so stored HTML cannot make the browser call other hosts.
// ./policyCases.ts is the test suite both sanitisers run.

export const RICH_TEXT_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];

export const RICH_TEXT_ATTRIBUTES = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'datetime',
  'cite',
];

export interface RichTextOptions {
  /** Extra origins images may come from, e.g. `https://cdn.example.com` (none by default). */
  imageHosts?: readonly string[];
}

/** Schemes a link may use; relative, in-page (`#…`) and site paths are always allowed. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** A link that leaves the site opens in a new tab without an opener; site links stay in the tab. */
export function isExternalLink(href: string): boolean {
  return /^(https?:)?\/\//i.test(href.trim());
}

/** What an external link carries (and a site link must not). */
export const EXTERNAL_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;

// Inline images (SVG included: an <img> never runs an SVG's scripts or loads its references).
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;

/** An image source the page may load: this site, an inline raster image or a listed host. */
export function allowedImageSource(src: string, imageHosts: readonly string[] = []): boolean {
  // Browsers drop tabs and line breaks inside URLs ("/\t/evil.test" is "//evil.test").
  const value = src.replace(/[\t\n\r]/g, '').trim();
  if (DATA_IMAGE.test(value)) return true;
  // Protocol-relative (`//evil.test/x.png`, `/\\evil.test`) leaves the site.
  if (/^[/\\]{2}/.test(value)) return false;
  // No scheme: a path on this site.
  if (value !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(value)) return true;
  try {
    return imageHosts.includes(new URL(value).origin);
  } catch {
    return false;
  }
}
