import { execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../../scripts/chromium.mjs';
import { REPO_ROOT } from '../src/config.js';
import { linkInstalledTree } from './support/installed-tree.js';
import { expectServing, startRelease, stopped } from './support/release.js';
import { serveFolder } from './support/serve-folder.js';
import { createTestDatabase, type TestDatabase } from './support/services.js';

// Every command the READMEs document, run as a newcomer would: on a clone of HEAD with only its
// dependencies installed — npm ci's tree (./support/installed-tree.ts) — no package built, no
// .data. One clone for the whole file; the commands then run in order, and last the release they
// make is started outside the clone. Slow (minutes) by nature, so it lives in this one file, run
// once by the sqlite project (vitest.config.ts).

// On the repository's disk (DISK_TMPDIR, when the run's TMPDIR is in memory: scripts/scratch-tmp.mjs),
// so the installed packages can be hard-linked.
const work = mkdtempSync(join(process.env.DISK_TMPDIR ?? tmpdir(), 'dongman-fresh-'));
const clone = join(work, 'repo');
const dataDir = join(work, 'data');
// A newcomer's shell: none of this test run's variables (NODE_ENV=test, VITEST…).
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? work,
  DATA_DIR: dataDir,
  ...(process.env.CHROMIUM_PATH ? { CHROMIUM_PATH: process.env.CHROMIUM_PATH } : {}),
};

function run(args: string[], cwd = clone, runEnv: Record<string, string> = env) {
  const result = spawnSync('npm', args, {
    cwd,
    env: runEnv,
    encoding: 'utf8',
    timeout: 15 * 60_000,
  });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

// The release, outside the clone, and an operator's shell for it: PATH and HOME, nothing else.
const release = join(work, 'release');
const METRICS_TOKEN = 'metrics-token-for-the-release-test';
function shell(extra: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? '', HOME: work, ...extra };
}
const production = shell({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://member.example.test',
  HTTPS: '1',
  DATA_DIR: join(work, 'data-production'),
  METRICS_TOKEN,
});

let database: TestDatabase | undefined;
const servers: ChildProcess[] = [];

beforeAll(() => {
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', REPO_ROOT, clone], { env });
  // npm ci's tree, linked from the repository's install (a second npm ci cost a minute of CPU);
  // without npm's record of it, the real thing.
  if (linkInstalledTree(REPO_ROOT, clone)) return;
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
});

// `npm run release` in the clone, written to a folder outside it (`--out`) and used there as an
// operator would: nothing of the repository is reachable from it (no node_modules above it, no
// sources), and the shell has none of this test run's variables.
describe('npm run release on the fresh clone', () => {
  it(
    'writes the release, which installs with npm ci --omit=dev as on a host of another platform',
    () => {
      // The release builds the server, site and console with turbo. Their build commands ran in
      // the repository already (CI's turbo run, from the same commit): the clone reads the
      // repository's turbo cache, so identical sources restore those builds instead of building
      // them a second time; a changed tree still builds here.
      const built = run(['run', 'release', '--', '--out', release], clone, {
        ...shell(),
        TURBO_CACHE_DIR: join(REPO_ROOT, '.turbo/cache'),
      });
      expect(built.status, built.out).toBe(0);
      expect(built.out).toContain(`cd ${release} && node server.js`);
      // Its own lockfile installs the same production tree.
      const install = run(['ci', '--omit=dev', '--no-audit', '--no-fund'], release, shell());
      expect(install.status, install.out).toBe(0);
    },
    20 * 60_000,
  );

  it('holds the built apps and only the production dependencies, installed as its lockfile says', () => {
    for (const file of ['server.js', 'dist/server.js', 'site/index.html', 'admin/index.html'])
      expect(existsSync(join(release, file)), file).toBe(true);
    expect(existsSync(join(release, 'openapi.yaml'))).toBe(true);
    expect(existsSync(join(release, 'deploy/dongman@.service'))).toBe(true);
    const manifest = JSON.parse(readFileSync(join(release, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: unknown;
    };
    expect(manifest.devDependencies).toBeUndefined();
    expect(Object.keys(manifest.dependencies)).toEqual(
      expect.arrayContaining(['fastify', 'libsql', 'pg', 'sharp']),
    );
    // Our packages are compiled into the server; tools of the repository are not shipped.
    for (const name of ['@dongman/api-client', 'kysely', 'vitest', 'typescript', 'tsx', 'vite'])
      expect(existsSync(join(release, 'node_modules', name)), name).toBe(false);
    // npm agrees that node_modules is exactly package.json's production tree.
    const listed = run(['ls', '--omit=dev', '--all'], release, shell());
    expect(listed.status, listed.out).toBe(0);
    expect(listed.out).toContain('fastify@');
  });

  // Starts, stops, and runs the tools twice (a preview rebuild re-encodes every preview). The demo
  // catalogue is the documented SEED_DOCUMENTS=40 (56 previews, not the default's 376: the rebuild
  // itself is preview-rebuild.test.ts's; here it is the release's tool on the release's files).
  it(
    'starts in development with `cd release && node server.js`: demo data, site, console, API',
    async () => {
      const demo = shell({ SEED_DOCUMENTS: '40' });
      const { base, child } = await startRelease('server.js', release, demo, servers);
      await expectServing(base, release);
      const notices = (await (await fetch(`${base}/api/notice`)).json()) as { data: unknown[] };
      expect(notices.data.length).toBeGreaterThan(0);
      // Its data stays inside the release unless DATA_DIR says otherwise.
      expect(existsSync(join(release, '.data/site.db'))).toBe(true);
      expect(await stopped(child)).toBe(0);
      // The operator's tools run from the release too, on its database.
      const books = run(['run', 'ledger:verify'], release, shell());
      expect(books.status, books.out).toBe(0);
      expect(books.out).toContain('账本核对通过');
      const reconcile = run(['run', 'reconcile', '--', '--date', '2025-03-01'], release, shell());
      expect(reconcile.status, reconcile.out).toBe(0);
      expect(reconcile.out).toContain('账目一致');
      // The demo's previews were made without a watermark; turned on, they are made again, once.
      const stamp = shell({ PREVIEW_WATERMARK: '动漫素材会员站' });
      const rebuilt = run(['run', 'previews:rebuild'], release, stamp);
      expect(rebuilt.status, rebuilt.out).toBe(0);
      expect(rebuilt.out).toMatch(/已重新生成 \d+ 张预览图（水印「动漫素材会员站」）/);
      const again = run(['run', 'previews:rebuild'], release, stamp);
      expect(again.status, again.out).toBe(0);
      expect(again.out).toContain('所有预览图都已是当前设置');
      const rotated = run(['run', 'rotate-secret'], release, shell());
      expect(rotated.status, rotated.out).toBe(0);
      expect(rotated.out).toContain(`已更换应用密钥：${join(release, '.data/site.db')}`);
    },
    10 * 60_000,
  );

  it(
    'runs in production with `node release/server.js`: no demo data, /metrics behind its token',
    async () => {
      const doctor = run(['run', 'doctor'], release, production);
      expect(doctor.status, doctor.out).toBe(0);
      expect(doctor.out).toContain('No problem');
      // Everything it serves is the release's own.
      expect(doctor.out).toContain(`site:      ${join(release, 'site')}`);
      // Data kept inside the release would go with it at the next deploy.
      const { DATA_DIR: _dataDir, ...withoutDataDir } = production;
      const inside = run(['run', 'doctor'], release, withoutDataDir);
      expect(inside.out).toContain(
        `DATA_DIR not set: the data is kept inside the release (${join(release, '.data')})`,
      );

      const { base, child } = await startRelease('release/server.js', work, production, servers);
      await expectServing(base, release);
      const notices = (await (await fetch(`${base}/api/notice`)).json()) as { data: unknown[] };
      expect(notices.data).toEqual([]);
      const outbox = await fetch(`${base}/dev/outbox`);
      expect(outbox.status).toBe(404);
      await outbox.arrayBuffer();
      const anonymous = await fetch(`${base}/metrics`);
      expect(anonymous.status).toBe(401);
      await anonymous.arrayBuffer();
      const metrics = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_requests_total');
      expect(await stopped(child)).toBe(0);

      // The first owner of a production site, from the release's own tools.
      const staff = run(
        ['run', 'staff', '--', 'create', 'boss', '--role', 'owner'],
        release,
        production,
      );
      expect(staff.status, staff.out).toBe(0);
      expect(staff.out).toContain('已创建后台账号 boss（owner）');
    },
    10 * 60_000,
  );
});
