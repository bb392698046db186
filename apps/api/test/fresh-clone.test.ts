import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { REPO_ROOT } from '../src/config.js';
import { serveFolder } from './support/serve-folder.js';
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

function run(args: string[], cwd = clone) {
  const result = spawnSync('npm', args, {
    cwd,
    env,
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

let database: TestDatabase | undefined;
const servers: ChildProcess[] = [];

/** `node release/server.js` in the clone, on a free port; resolves with its address. */
function startRelease() {
  return new Promise<{ base: string; child: ChildProcess }>((resolve, reject) => {
    const child = spawn(process.execPath, ['release/server.js'], {
      cwd: clone,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    servers.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve({ base: `http://127.0.0.1:${match[1]}`, child });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the release exited (${code}): ${output}`)));
  });
}

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone], { env });
  const install = run(['ci', '--no-audit', '--no-fund']);
  expect(install.status, install.out).toBe(0);
}, 20 * 60_000);

// Removing a whole node_modules (~800 MB) takes longer than the default hook timeout.
afterAll(async () => {
  for (const child of servers) if (child.exitCode === null) child.kill('SIGKILL');
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

  it('npm run previews:rebuild -w @dongman/api makes previews again with the watermark setting', () => {
    env.PREVIEW_WATERMARK = '动漫素材会员站';
    const result = run(['run', 'previews:rebuild', '-w', '@dongman/api']);
    delete env.PREVIEW_WATERMARK;
    expect(result.status, result.out).toBe(0);
    expect(result.out).toContain('按当前设置（水印「动漫素材会员站」）重新生成预览图');
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

  it('the built Storybook opens on its first page in Chromium', async () => {
    const site = await serveFolder(join(clone, 'storybook-static'));
    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.goto(`${site.base}/`);
      // The sidebar lists the stories; the preview shows the first page (the library's introduction).
      await page.locator('#storybook-explorer-menu [data-item-id]').first().waitFor();
      const preview = page.frameLocator('#storybook-preview-iframe');
      await expect
        .poll(() => preview.locator('#storybook-docs').innerText(), { timeout: 60_000 })
        .toContain('@dongman/ui');
      expect(await page.title()).toContain('Introduction');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await site.close();
    }
  }, 120_000);

  it(
    'npm run release writes release/, which installs with npm ci --omit=dev and starts',
    async () => {
      // The release builds the server, site and console with turbo. Their build commands ran in
      // the repository already (CI's turbo run, from the same commit): the clone reads the
      // repository's turbo cache, so identical sources restore those builds instead of building
      // them a second time; a changed tree still builds here.
      env.TURBO_CACHE_DIR = join(REPO_ROOT, '.turbo/cache');
      const release = run(['run', 'release']);
      delete env.TURBO_CACHE_DIR;
      expect(release.status, release.out).toBe(0);
      expect(release.out).toContain('cd release && node server.js');
      // As on a host of another platform: its own lockfile installs the same production tree.
      const install = run(['ci', '--omit=dev', '--no-audit', '--no-fund'], join(clone, 'release'));
      expect(install.status, install.out).toBe(0);
      const { base, child } = await startRelease();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      const page = await (await fetch(`${base}/`)).text();
      const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(
        readFileSync(join(clone, 'release/site/index.html'), 'utf8'),
      )?.[1];
      expect(entry).toBeTruthy();
      expect(page).toContain(entry);
      const sections = (await (await fetch(`${base}/api/one/class`)).json()) as { data: unknown[] };
      expect(sections.data.length).toBeGreaterThan(0);
      child.kill('SIGTERM');
    },
    20 * 60_000,
  );
});
