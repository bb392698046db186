import { sanitizeRichHtml } from '../richText/sanitizeRichHtml';

/** Notice bodies use the one rich-text configuration (see richText/sanitizeRichHtml.ts). */
export function sanitizeNoticeHtml(html: string | null | undefined): string {
  return sanitizeRichHtml(html);
}
