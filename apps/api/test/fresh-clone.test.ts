import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './support/services.js';

// Every command the READMEs document, run as a newcomer would: on a clone of HEAD with only
// `npm ci` done (no package built, no .data). One clone and one install for the whole file; the
// commands then run in order. Slow (minutes) by nature, so it lives in this one file, run once by
// the sqlite project (vitest.config.ts).

const work = mkdtempSync(join(tmpdir(), 'dongman-fresh-'));
const clone = join(work, 'repo');
const dataDir = join(work, 'data');
// A newcomer's shell: none of this test run's variables (NODE_ENV=test, VITEST…).
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? work,
  DATA_DIR: dataDir,
  ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
};

function run(args: string[]) {
  const result = spawnSync('npm', args, {
    cwd: clone,
    env,
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

let database: TestDatabase | undefined;

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone], { env });
  const install = run(['ci', '--no-audit', '--no-fund']);
  expect(install.status, install.out).toBe(0);
}, 20 * 60_000);

// Removing a whole node_modules (~800 MB) takes longer than the default hook timeout.
afterAll(async () => {
  await database?.drop();
  await rm(work, { recursive: true, force: true });
}, 5 * 60_000);

describe('documented commands on a fresh clone', () => {
  it('npm run staff -w @dongman/api -- create … adds a console owner', () => {
    const result = run([
      'run',
      'staff',
      '-w',
      '@dongman/api',
      '--',
      'create',
      'boss',
      '--role',
      'owner',
    ]);
    expect(result.status, result.out).toBe(0);
    expect(result.out).toContain('已创建后台账号 boss（owner）');
    expect(result.out).toMatch(/初始密码：\S{8,}/);
  });

  it('npm run ledger:verify -w @dongman/api checks the books', () => {
    const result = run(['run', 'ledger:verify', '-w', '@dongman/api']);
    expect(result.status, result.out).toBe(0);
    expect(result.out).toContain('账本核对通过');
  });

  it('npm run reconcile -w @dongman/api -- --date … reconciles a day with the sandbox bill', () => {
    const result = run(['run', 'reconcile', '-w', '@dongman/api', '--', '--date', '2025-03-01']);
    expect(result.status, result.out).toBe(0);
    expect(result.out).toContain('对账 2025-03-01');
    expect(result.out).toContain('账目一致');
  });

  it('npm run db:copy-to-postgres -w @dongman/api copies the SQLite site', async () => {
    database = await createTestDatabase();
    const result = run([
      'run',
      'db:copy-to-postgres',
      '-w',
      '@dongman/api',
      '--',
      join(dataDir, 'site.db'),
      database.url,
    ]);
    expect(result.status, result.out).toBe(0);
  });

  it('npm run doctor prints the configuration and refuses a half-set production', () => {
    const ok = run(['run', 'doctor']);
    expect(ok.status, ok.out).toBe(0);
    expect(ok.out).toContain('No problem');
    env.NODE_ENV = 'Prod';
    const refused = run(['run', 'doctor']);
    delete env.NODE_ENV;
    expect(refused.status).not.toBe(0);
    expect(refused.out).toContain('PUBLIC_URL');
  });

  it(
    'npm run build-storybook writes the static Storybook',
    () => {
      const result = run(['run', 'build-storybook']);
      expect(result.status, result.out).toBe(0);
      expect(existsSync(join(clone, 'storybook-static/index.html'))).toBe(true);
      expect(existsSync(join(clone, 'storybook-static/iframe.html'))).toBe(true);
    },
    15 * 60_000,
  );
});
