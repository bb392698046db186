import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// Notice bodies come from an editor as HTML. DOMPurify already drops scripts, event handler
// attributes and javascript: URLs; on top of that no styles sheets (they would restyle the whole
// site) and no form controls (a notice must not be able to ask for a password).
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe'];

let purifier: Purifier | undefined;

function getPurifier(): Purifier | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  // Own instance, so the hook below never leaks into other DOMPurify users on the page.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // External links open in a new tab so the reader keeps the notice; in-site hash links stay.
    if (/^(https?:)?\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  return purifier;
}

/** Sanitises notice HTML for rendering. Without a DOM (server rendering) nothing is rendered. */
export function sanitizeNoticeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { FORBID_TAGS, ADD_ATTR: ['target'] });
}
