export interface TextPart {
  text: string;
  match: boolean;
}

/**
 * Splits `text` around case-insensitive occurrences of the query's words (separated by spaces,
 * as the search matches them) for highlighting; overlapping or touching matches merge.
 */
export function splitMatches(text: string, query: string | undefined): TextPart[] {
  const needles = (query ?? '').toLowerCase().split(/\s+/u).filter(Boolean);
  const haystack = text.toLowerCase();
  // Lower-casing keeps lengths for CJK and ASCII; if it ever changes them, show plain text.
  if (needles.length === 0 || haystack.length !== text.length) return [{ text, match: false }];
  const marked = new Array<boolean>(text.length).fill(false);
  for (const needle of needles) {
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1))
      marked.fill(true, at, at + needle.length);
  }
  const parts: TextPart[] = [];
  let from = 0;
  for (let i = 1; i <= text.length; i += 1) {
    if (i === text.length || marked[i] !== marked[from]) {
      parts.push({ text: text.slice(from, i), match: marked[from] ?? false });
      from = i;
    }
  }
  return parts.length ? parts : [{ text, match: false }];
}
