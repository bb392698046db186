export {
  allowedImageSource,
  EXTERNAL_LINK_ATTRIBUTES,
  isExternalLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from './policy';
export type { RichTextOptions } from './policy';
export { sanitizeRichHtml } from './sanitizeRichHtml';
