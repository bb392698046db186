import { sanitizeRichHtml } from '@dongman/ui/notice';

/**
 * Document and notice HTML comes from administrators; every rich-text field uses the one
 * configuration in @dongman/ui (allowed tags and attributes, no style/id/name, images from this
 * site only, outside links in a new tab without opener).
 */
export function sanitizeHtml(html: string | null | undefined): string {
  return sanitizeRichHtml(html);
}
