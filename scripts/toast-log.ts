import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * For the site's and the console's end-to-end specs (both show @dongman/ui's toasts).
 * A toast lives 3 s (the spec). On a loaded CI machine the test can first look later than that, so
 * the page keeps a log of every toast it showed: each item added to the visible stack (and whether
 * it was visible then) and each message added to a live region. `expectToast` reads the log, so a
 * toast that came and went before the test looked still counts, and one that never came still
 * fails.
 */
interface ToastLogEntry {
  where: 'stack' | 'status' | 'alert';
  text: string;
  visible: boolean;
  /** Matched by an earlier expectToast: a later one needs a toast of its own. */
  used: boolean;
}

declare global {
  interface Window {
    __toastLog?: ToastLogEntry[];
  }
}

/** Runs in the page before its own scripts (an init script): starts the log. */
function startToastLog(): void {
  const log: ToastLogEntry[] = [];
  window.__toastLog = log;
  const note = (element: Element) => {
    const parent = element.parentElement;
    if (!parent || !(element instanceof HTMLElement)) return;
    const text = element.textContent ?? '';
    if (parent.dataset.testid === 'toast-stack') {
      const entry = {
        where: 'stack' as const,
        text,
        visible: element.checkVisibility(),
        used: false,
      };
      log.push(entry);
      // Added inside a dialog that closes in the same task, the item is hidden when this runs and
      // shown once the stack has moved out: look again for up to 5 s before calling it unseen (a loaded CI machine can take that long).
      let looks = 0;
      const lookAgain = () => {
        entry.visible = element.isConnected && element.checkVisibility();
        if (!entry.visible && ++looks < 100) setTimeout(lookAgain, 50);
      };
      if (!entry.visible) setTimeout(lookAgain, 50);
    } else if (parent.hasAttribute('aria-live')) {
      const role = parent.getAttribute('role');
      if (role === 'status' || role === 'alert') {
        log.push({ where: role, text, visible: false, used: false });
      }
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        // A subtree comes whole when the toasts move into an opening modal dialog.
        note(node);
        node.querySelectorAll('*').forEach(note);
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(startToastLog);
}

type Matcher = { text: string } | { source: string; flags: string };

/**
 * Expects a toast: shown in the visible stack and announced by the matching live region (errors in
 * the assertive one, everything else in the polite one). Waits until the page's log holds both
 * entries, neither used by an earlier call, and marks them used (with any older entries of the
 * same text, so a repeated toast is checked on its own).
 */
export async function expectToast(
  page: Page,
  text: string | RegExp,
  kind: 'polite' | 'error' = 'polite',
): Promise<void> {
  const role = kind === 'error' ? 'alert' : 'status';
  const matcher: Matcher =
    typeof text === 'string' ? { text } : { source: text.source, flags: text.flags };
  await expect
    .poll(
      () =>
        page.evaluate(
          ([matcher, role]) => {
            const log = window.__toastLog;
            if (!log) return 'the toast log is not running in this page';
            const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();
            const matches = (entry: ToastLogEntry) => {
              const content = normalise(entry.text);
              return 'text' in matcher
                ? content.toLowerCase().includes(normalise(matcher.text).toLowerCase())
                : new RegExp(matcher.source, matcher.flags).test(content);
            };
            const find = (want: (entry: ToastLogEntry) => boolean) =>
              log.findIndex((entry) => !entry.used && matches(entry) && want(entry));
            const shown = find((entry) => entry.where === 'stack' && entry.visible);
            const announced = find((entry) => entry.where === role);
            if (shown < 0) return 'not shown in the toast stack';
            if (announced < 0) return `not announced in the ${role} live region`;
            for (const last of [shown, announced]) {
              const where = log[last]!.where;
              log.slice(0, last + 1).forEach((entry) => {
                if (entry.where === where && matches(entry)) entry.used = true;
              });
            }
            return 'shown and announced';
          },
          [matcher, role] as const,
        ),
      { message: `toast ${String(text)}` },
    )
    .toBe('shown and announced');
}
