/** One entry of a `label|url` link list (custom nav menu: free dubbing, AI image, AI text). */
export interface LinkEntry {
  label: string;
  url: string;
  /** True for http(s) addresses: they open in a new tab. Hash routes stay in the site. */
  external: boolean;
}

// ASCII bar, plus the full-width bar a Chinese keyboard types.
const SEPARATOR = /[|｜]/;

/**
 * Only absolute http(s) addresses and in-site hash routes are allowed: anything else
 * (`javascript:`, `data:`, relative or protocol-relative paths) could run script or leave the
 * site unexpectedly, so such lines are dropped.
 */
export function isAllowedLinkUrl(url: string): boolean {
  if (url.startsWith('#')) return url.length > 1;
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    return new URL(url).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * Parses newline-separated `label|url` lines. Lines are trimmed; blank lines and bad lines
 * (no separator, empty label, disallowed URL) are skipped rather than failing the whole list,
 * because the text is typed by an administrator.
 *
 * The split is at the LAST bar: a label may contain a bar, a valid URL never does.
 */
export function parseLinkList(text: string | null | undefined): LinkEntry[] {
  if (!text) return [];
  const entries: LinkEntry[] = [];
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (!line) continue;
    let cut = -1;
    for (let i = line.length - 1; i >= 0; i--) {
      if (SEPARATOR.test(line.charAt(i))) {
        cut = i;
        break;
      }
    }
    if (cut < 0) continue;
    const label = line.slice(0, cut).trim();
    const url = line.slice(cut + 1).trim();
    if (!label || !isAllowedLinkUrl(url)) continue;
    entries.push({ label, url, external: !url.startsWith('#') });
  }
  return entries;
}
