export {
  allowedImageSource,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  sanitizeRichHtml,
} from './sanitizeRichHtml';
export type { RichTextOptions } from './sanitizeRichHtml';
