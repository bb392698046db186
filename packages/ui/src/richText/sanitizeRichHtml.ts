import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  allowedImageSource,
  EXTERNAL_LINK_ATTRIBUTES,
  isExternalLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
  type RichTextOptions,
} from './policy';

// The rich-text policy (./policy.ts) applied with DOMPurify, for rendering in the browser.

// Links: the policy's schemes, in-page and site-relative only.
const LINK_URI = new RegExp(
  `^(?:(?:${RICH_TEXT_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

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
    if (isExternalLink(href)) {
      node.setAttribute('target', EXTERNAL_LINK_ATTRIBUTES.target);
      node.setAttribute('rel', EXTERNAL_LINK_ATTRIBUTES.rel);
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
    ALLOWED_URI_REGEXP: LINK_URI,
    SANITIZE_DOM: true,
  });
}
