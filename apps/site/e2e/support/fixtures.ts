import { test as base, expect } from '@playwright/test';
import { join } from 'node:path';
import { registerAccount, type Account } from './accounts';

/** Where the setup project of `project` saves the logged-in demo member's browser state. */
export function memberStatePath(project: string): string {
  return join(
    import.meta.dirname,
    '..',
    '..',
    'test-results',
    '.auth',
    `${project.replace(/^setup-/, '')}.json`,
  );
}

interface Fixtures {
  /** A freshly registered member (unique name): for flows that change the account. */
  freshAccount: Account;
}

export const test = base.extend<Fixtures>({
  freshAccount: async ({ baseURL }, provide) => {
    await provide(await registerAccount(baseURL!));
  },
});

/** Tests that start logged in as the demo member (shared state; they must not change the account). */
export const memberTest = test.extend({
  storageState: async ({}, provide, testInfo) => {
    await provide(memberStatePath(testInfo.project.name));
  },
});

export { expect };
