/**
 * Copies `text` to the clipboard. The Clipboard API needs a secure context (HTTPS or localhost);
 * a site served over plain HTTP falls back to selecting `source` and the old copy command.
 * Either way the text is left selected when copying fails, so the reader can copy it by hand.
 */
export async function copyText(text: string, source: HTMLElement | null): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied (permissions, no user gesture): fall through to the selection.
    }
  }
  if (!source) return false;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(source);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    // Deprecated but still the only way without the Clipboard API.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
