import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// The one configuration for every rich-text field (documents, notices, the update notice…).
// Administrator HTML is trusted to format text, not to restyle or script the page:
// - only the tags and attributes listed here survive (an allow-list, not a block-list);
// - no `style` (a notice could pin a `position:fixed` layer over the page), no `class`;
// - no `id` or `name` (DOM clobbering: `<img name="x">` would shadow `window.x`/`document.x`);
// - images only from this site (relative URLs), inline data images, or `imageHosts`; the CSP's
//   `img-src 'self' data:` matches, so stored HTML cannot make the browser call other hosts.

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

let purifier: Purifier | undefined;
let hosts: readonly string[] = [];

function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  // Own instance, so these hooks never leak into other DOMPurify users on the page.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !allowedImageSource(node.getAttribute('src') ?? '', hosts)) {
      node.remove();
      return;
    }
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // External links open in a new tab so the reader keeps the page; in-site hash links stay.
    if (/^(https?:)?\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return purifier;
}

/** Sanitises rich-text HTML for rendering. Without a DOM (server rendering) nothing is rendered. */
export function sanitizeRichHtml(
  html: string | null | undefined,
  options: RichTextOptions = {},
): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance) return '';
  hosts = options.imageHosts ?? [];
  return instance.sanitize(html, {
    ALLOWED_TAGS: RICH_TEXT_TAGS,
    ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Links: web, mail, phone, in-page and site-relative only.
    ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
    SANITIZE_DOM: true,
  });
}
