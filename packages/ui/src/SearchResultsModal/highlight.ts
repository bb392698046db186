export interface TextPart {
  text: string;
  match: boolean;
}

/** Splits `text` around case-insensitive occurrences of `query` (trimmed) for highlighting. */
export function splitMatches(text: string, query: string | undefined): TextPart[] {
  const needle = query?.trim().toLowerCase() ?? '';
  if (!needle) return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  // Lower-casing keeps lengths for CJK and ASCII; if it ever changes them, show plain text.
  if (haystack.length !== text.length) return [{ text, match: false }];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
