import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeRichHtml } from '@dongman/ui';
import { RICH_TEXT_LINK_SCHEMES } from '@dongman/ui/rich-text-policy';

// What the editor can hold: a subset of the one rich-text policy (@dongman/ui's richText/policy.ts).
// Whatever it writes is passed through that policy's sanitiser; the server sanitises again on save.

export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // The sanitiser decides target/rel (external links open in a new tab without an opener).
    link: {
      openOnClick: false,
      autolink: true,
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  // Uploaded images are site paths; inline data images stay out of stored HTML.
  Image.configure({ allowBase64: false }),
];

/** Tags the editor's schema holds; other allowed tags (tables, figures…) need the source view. */
const EDITOR_TAGS = new Set(
  'a b blockquote br code em h2 h3 hr i img li ol p pre s strong u ul'.split(' '),
);

/** Tags of stored HTML the editor would drop on loading it (so it opens in the source view). */
export function tagsOutsideEditor(html: string): string[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const tags = [...doc.body.querySelectorAll('*')].map((el) => el.tagName.toLowerCase());
  return [...new Set(tags.filter((tag) => !EDITOR_TAGS.has(tag)))];
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Stored content as HTML for the editor. Older notices were typed as plain text into a textarea,
 * where a newline was lost on the site: each line of such text becomes a paragraph.
 */
export function initialHtml(value: string): string {
  if (!value || /<[a-z][^>]*>/i.test(value)) return sanitizeRichHtml(value);
  return value
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/**
 * The editor's HTML as stored: within the policy, without the empty paragraphs the editor keeps
 * at the end for the caret (after an image, say), and empty when nothing was written.
 */
export function outputHtml(html: string): string {
  return sanitizeRichHtml(html).replace(/(<p><\/p>)+$/, '');
}

/** A link the policy keeps: its schemes, a site path or an in-page anchor. */
export function acceptableLink(href: string): boolean {
  const value = href.trim();
  if (/^[/#]/.test(value)) return !/^[/\\]{2}/.test(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && RICH_TEXT_LINK_SCHEMES.includes(scheme);
}
