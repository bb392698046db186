import { test as base } from '@playwright/test';
import { recordToasts } from '../../../scripts/toast-log';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with each page's toasts logged from its first script (scripts/toast-log.ts):
 * a toast lives 3 s, and on a loaded CI machine a spec can first look later than that.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await recordToasts(context);
    await provide(context);
  },
});
