import sanitizeHtml from 'sanitize-html';

/**
 * Rich text written in the console, made safe before it is stored: the members' site renders
 * it as HTML. Formatting, links and images stay; scripts, styles, event handlers and
 * javascript: URLs go.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'span'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      '*': ['class'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  }).trim();
}
