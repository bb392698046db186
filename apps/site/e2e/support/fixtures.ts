import { test as base, expect } from '@playwright/test';
import { join } from 'node:path';
import { registerAccount, type Account } from './accounts';
import { recordToasts } from '../../../../scripts/toast-log';

/**
 * Where the setup project of `project` saves the logged-in demo member's browser state: in this
 * run's temporary directory, next to the database its session cookie belongs to.
 */
export function memberStatePath(project: string): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  return join(dir, 'auth', `${project.replace(/^setup-/, '')}.json`);
}

/** localStorage key where the site remembers the update notice version already shown. */
const SEEN_UPDATE_NOTICE_KEY = 'dongman.updateNotice.seenVersion';

interface Options {
  /**
   * The home page shows the update notice once per version. Most tests are not about it, so by
   * default the browser starts as if it had been seen; the update-notice test turns this off.
   */
  updateNoticeSeen: boolean;
}

interface Fixtures {
  /** A freshly registered member (unique name): for flows that change the account. */
  freshAccount: Account;
}

export const test = base.extend<Fixtures & Options>({
  updateNoticeSeen: [true, { option: true }],
  context: async ({ context, updateNoticeSeen }, provide) => {
    await recordToasts(context);
    if (updateNoticeSeen) {
      const response = await context.request.get('/api/update/notice');
      const body = (await response.json()) as { data: { version: string } | null };
      const version = body.data?.version;
      if (version) {
        await context.addInitScript(
          ([key, value]) => {
            if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
          },
          [SEEN_UPDATE_NOTICE_KEY, version] as const,
        );
      }
    }
    await provide(context);
  },
  freshAccount: async ({ baseURL }, provide) => {
    await provide(await registerAccount(baseURL!));
  },
});

/** Tests that start logged in as the demo member (shared state; they must not change the account). */
export const memberTest = test.extend({
  // Playwright reads the fixture's dependencies from this (empty) destructuring pattern.
  // eslint-disable-next-line no-empty-pattern
  storageState: async ({}, provide, testInfo) => {
    await provide(memberStatePath(testInfo.project.name));
  },
});

export { expect };
