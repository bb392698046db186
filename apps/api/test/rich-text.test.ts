import { describe, expect, it } from 'vitest';
import { RICH_TEXT_CASES } from '../../../packages/ui/src/richText/policyCases.js';
import { sanitizeRichText } from '../src/services/html.js';

// The one rich-text policy (@dongman/ui/rich-text-policy) as the API's sanitize-html applies it
// before storing; packages/ui runs the same cases against its DOMPurify.

describe('rich text stored by the API (sanitize-html)', () => {
  it.each(RICH_TEXT_CASES)('$name', ({ html, options, equals, contains = [], absent = [] }) => {
    const clean = sanitizeRichText(html, options?.imageHosts);
    if (equals !== undefined) expect(clean).toBe(equals);
    for (const fragment of contains) expect(clean).toContain(fragment);
    for (const fragment of absent)
      expect(clean.toLowerCase()).not.toContain(fragment.toLowerCase());
  });
});
