import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

// `.ci/run` ends with `scripts/test-summary.mjs`: a CI log is often read from its end only, so
// that end must count the tests and name the ones that failed, with their errors.

const dir = mkdtempSync(join(tmpdir(), 'dongman-test-summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The summary of `log`, run in `cwd` (by default one with no turbo run summary: no task list). */
function summarise(log: string, cwd = dir): string {
  const file = join(dir, 'npm-test.log');
  writeFileSync(file, log);
  return execFileSync(process.execPath, [join(REPO_ROOT, 'scripts/test-summary.mjs'), file], {
    cwd,
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

  it('names a task that failed without a failed test (a typecheck) with its error, and times every task', () => {
    // Where turbo wrote its run summary (`--summarize`): .turbo/runs/<id>.json.
    const project = join(dir, 'project');
    mkdirSync(join(project, '.turbo/runs'), { recursive: true });
    const task = (taskId: string, exitCode: number, seconds: number) => ({
      taskId,
      cache: { status: 'MISS' },
      execution: { startTime: 0, endTime: seconds * 1000, exitCode },
    });
    writeFileSync(
      join(project, '.turbo/runs/run.json'),
      JSON.stringify({
        execution: { startTime: 0, endTime: 600_000 },
        tasks: [task('@dongman/site#test', 0, 480), task('@dongman/site#typecheck', 2, 17)],
      }),
    );
    const log = [
      '@dongman/site:typecheck: > tsc --noEmit && tsc --noEmit -p e2e',
      "@dongman/site:typecheck: e2e/geetest.desktop.spec.ts(112,9): error TS2322: Type 'string' is not assignable to type 'boolean'.",
      '@dongman/site:typecheck: npm error Lifecycle script `typecheck` failed with error:',
      '@dongman/site:test:       Tests  120 passed (120)',
    ].join('\n');
    const out = summarise(log, project);
    expect(out).toContain('tests: 120 passed, 0 failed');
    expect(out).toContain(
      "failed tasks:\n@dongman/site#typecheck (exit 2)\n  e2e/geetest.desktop.spec.ts(112,9): error TS2322: Type 'string' is not assignable to type 'boolean'.\n",
    );
    expect(out).not.toContain('npm error');
    expect(out).not.toContain('@dongman/site#test (exit');
    expect(out).toMatch(/480\.0 s {2}@dongman\/site#test\n\s+17\.0 s {2}@dongman\/site#typecheck/);
  });
});
