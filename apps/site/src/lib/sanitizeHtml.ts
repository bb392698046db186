import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Document and notice HTML comes from administrators: scripts, event handlers, `javascript:`
 * links, forms and frames are removed. Links that leave the site open in a new tab without
 * giving it access to this one.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (/^https?:\/\//i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
