import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

// `.ci/run` ends with `scripts/test-summary.mjs`: a CI log is often read from its end only, so
// that end must count the tests and name the ones that failed, with their errors.

const dir = mkdtempSync(join(tmpdir(), 'dongman-test-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function summarise(log: string): string {
  const file = join(dir, 'npm-test.log');
  writeFileSync(file, log);
  // Run where no turbo summary exists, so only the counts and failures print.
  return execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/test-summary.mjs'), file], {
    cwd: dir,
    encoding: 'utf8',
  });
}

const vitestFailure = [
  '@dongman/ui:test:  \u001b[31m❯\u001b[39m src/Toast/Toast.stories.tsx (9 tests | 1 failed)',
  '@dongman/ui:test: ⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '@dongman/ui:test: ',
  '@dongman/ui:test: \u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m |storybook (chromium)| src/Toast/Toast.stories.tsx > Expires',
  '@dongman/ui:test: \u001b[31mAssertionError\u001b[22m: expected <div> to be empty',
  '@dongman/ui:test: ',
  '@dongman/ui:test:  ❯ src/Toast/Toast.stories.tsx:75:5',
  '@dongman/ui:test:       Tests  1 failed | 334 passed (335)',
  '@dongman/site:test:       Tests  120 passed (120)',
].join('\n');

const playwrightFailure = [
  '@dongman/admin:test:   1) [postgres] › e2e/material-preview.spec.ts:12:3 › shows why a preview failed ──',
  '@dongman/admin:test: ',
  '@dongman/admin:test:     Error: expect(locator).toBeVisible() failed',
  '@dongman/admin:test:   1 failed',
  '@dongman/admin:test:   47 passed (3.1m)',
].join('\n');

describe('the CI log’s closing summary', () => {
  it('counts vitest and Playwright tests and names each failure with its error', () => {
    const out = summarise(`${vitestFailure}\n${playwrightFailure}`);
    expect(out).toContain('tests: 501 passed, 2 failed');
    expect(out).toContain('failures (2 of 2):');
    expect(out).toContain('src/Toast/Toast.stories.tsx > Expires');
    expect(out).toContain('AssertionError: expected <div> to be empty');
    expect(out).toContain('1) [postgres] › e2e/material-preview.spec.ts:12:3');
    expect(out).toContain('Error: expect(locator).toBeVisible() failed');
  });

  it('prints no failure list when everything passed', () => {
    const out = summarise('@dongman/site:test:       Tests  120 passed (120)\n');
    expect(out).toContain('tests: 120 passed, 0 failed');
    expect(out).not.toContain('failures');
  });
});
