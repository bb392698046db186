import sanitizeHtml from 'sanitize-html';
import {
  allowedImageSource,
  EXTERNAL_LINK_ATTRIBUTES,
  isExternalLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '@dongman/ui/rich-text-policy';

/**
 * Rich text written in the console, made safe before it is stored: the members' site renders
 * it as HTML. The policy (tags, attributes, link schemes, image sources, outside links in a new
 * tab) is the one of `@dongman/ui/rich-text-policy`, which the site's own sanitiser applies too;
 * both run the same cases (test/rich-text.test.ts). `imageHosts`: IMAGE_HOSTS.
 */
export function sanitizeRichText(html: string, imageHosts: readonly string[] = []): string {
  return sanitizeHtml(html, {
    allowedTags: RICH_TEXT_TAGS,
    allowedAttributes: { '*': RICH_TEXT_ATTRIBUTES },
    allowedSchemes: RICH_TEXT_LINK_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    // Content of what is dropped as code, not text.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'form'],
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !allowedImageSource(frame.attribs.src ?? '', imageHosts),
    transformTags: {
      a: (tagName, attribs) => {
        const { target: _target, rel: _rel, ...rest } = attribs;
        return {
          tagName,
          attribs: isExternalLink(attribs.href ?? '')
            ? { ...rest, ...EXTERNAL_LINK_ATTRIBUTES }
            : rest,
        };
      },
    },
  }).trim();
}
