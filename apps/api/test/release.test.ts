import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

// `npm run release`, then the release copied to a folder outside the repository and started there
// as an operator would: nothing of the repository is reachable from it (no node_modules above it,
// no sources), and the shell has none of this test run's variables. The builds are turbo's
// (cached when unchanged), so this costs a copy and two starts. Once, in the sqlite project.

const work = mkdtempSync(join(tmpdir(), 'dongman-release-'));
const release = join(work, 'release');
const METRICS_TOKEN = 'metrics-token-for-the-release-test';
const children: ChildProcess[] = [];

/** An operator's shell: PATH and HOME, nothing of the repository or of vitest. */
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

function npm(args: string[], cwd: string, env: Record<string, string>) {
  const result = spawnSync('npm', args, { cwd, env, encoding: 'utf8', timeout: 10 * 60_000 });
  return { status: result.status, out: `${result.stdout}\n${result.stderr}` };
}

/** Starts `node <script>` and resolves with its address once it prints it. */
function start(script: string, cwd: string, env: Record<string, string>) {
  return new Promise<{ base: string; child: ChildProcess }>((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      cwd,
      env: { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve({ base: `http://127.0.0.1:${match[1]}`, child });
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) =>
      reject(new Error(`the release exited (${code ?? signal}): ${output}`)),
    );
  });
}

function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** The script the built site's page loads first (its hashed name changes with every build). */
function entryScript(dir: string): string {
  const html = readFileSync(join(release, dir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${dir}/index.html`);
  return src;
}

/** What a person and a load balancer see: health, readiness, the site, the console, the API. */
async function expectServing(base: string) {
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', failed: {} });

  const page = await fetch(`${base}/`);
  expect(page.headers.get('content-type')).toContain('text/html');
  const script = entryScript('site');
  expect(await page.text()).toContain(script);
  const asset = await fetch(new URL(script, `${base}/`));
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-type')).toContain('javascript');
  // Read to the end: an unread body keeps its connection busy, and the drain waits for it.
  expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(1000);

  const consolePage = await fetch(`${base}/admin/`);
  expect(consolePage.status).toBe(200);
  const consoleHtml = await consolePage.text();
  expect(consoleHtml).toContain('运营后台');
  expect(consoleHtml).toContain(entryScript('admin'));

  // The sections and their menu are what the site needs to work: seeded in every mode.
  const sections = await fetch(`${base}/api/one/class`);
  expect(sections.status).toBe(200);
  const body = (await sections.json()) as { code: number; data: unknown[] };
  expect(body.code).toBe(200);
  expect(body.data.length).toBeGreaterThan(0);
}

// Written straight to a folder with nothing of the repository around it (`--out`): the same files
// as release/ copied there, without copying 160 MB twice.
beforeAll(() => {
  const built = npm(['run', 'release', '--', '--out', release], REPO_ROOT, shell());
  expect(built.status, built.out).toBe(0);
  expect(built.out).toContain(`cd ${release} && node server.js`);
}, 15 * 60_000);

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(work, { recursive: true, force: true });
}, 60_000);

describe('npm run release', () => {
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
    const listed = npm(['ls', '--omit=dev', '--all'], release, shell());
    expect(listed.status, listed.out).toBe(0);
    expect(listed.out).toContain('fastify@');
  });

  it('starts in development with `cd release && node server.js`: demo data, site, console, API', async () => {
    const { base, child } = await start('server.js', release, shell());
    await expectServing(base);
    const notices = (await (await fetch(`${base}/api/notice`)).json()) as { data: unknown[] };
    expect(notices.data.length).toBeGreaterThan(0);
    // Its data stays inside the release unless DATA_DIR says otherwise.
    expect(existsSync(join(release, '.data/site.db'))).toBe(true);
    expect(await stopped(child)).toBe(0);
    // The operator's tools run from the release too, on its database.
    const books = npm(['run', 'ledger:verify'], release, shell());
    expect(books.status, books.out).toBe(0);
    expect(books.out).toContain('账本核对通过');
    const reconcile = npm(['run', 'reconcile', '--', '--date', '2025-03-01'], release, shell());
    expect(reconcile.status, reconcile.out).toBe(0);
    expect(reconcile.out).toContain('账目一致');
    // The demo's previews were made without a watermark; turned on, they are made again, once.
    const stamp = shell({ PREVIEW_WATERMARK: '动漫素材会员站' });
    const rebuilt = npm(['run', 'previews:rebuild'], release, stamp);
    expect(rebuilt.status, rebuilt.out).toBe(0);
    expect(rebuilt.out).toMatch(/已重新生成 \d+ 张预览图（水印「动漫素材会员站」）/);
    const again = npm(['run', 'previews:rebuild'], release, stamp);
    expect(again.status, again.out).toBe(0);
    expect(again.out).toContain('所有预览图都已是当前设置');
    const rotated = npm(['run', 'rotate-secret'], release, shell());
    expect(rotated.status, rotated.out).toBe(0);
    expect(rotated.out).toContain(`已更换应用密钥：${join(release, '.data/site.db')}`);
  }, 180_000);

  it('runs in production with `node release/server.js`: no demo data, /metrics behind its token', async () => {
    const doctor = npm(['run', 'doctor'], release, production);
    expect(doctor.status, doctor.out).toBe(0);
    expect(doctor.out).toContain('No problem');
    // Everything it serves is the release's own.
    expect(doctor.out).toContain(`site:      ${join(release, 'site')}`);
    // Data kept inside the release would go with it at the next deploy.
    const { DATA_DIR: _dataDir, ...withoutDataDir } = production;
    const inside = npm(['run', 'doctor'], release, withoutDataDir);
    expect(inside.out).toContain(
      `DATA_DIR not set: the data is kept inside the release (${join(release, '.data')})`,
    );

    const { base, child } = await start('release/server.js', work, production);
    await expectServing(base);
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
    const staff = npm(
      ['run', 'staff', '--', 'create', 'boss', '--role', 'owner'],
      release,
      production,
    );
    expect(staff.status, staff.out).toBe(0);
    expect(staff.out).toContain('已创建后台账号 boss（owner）');
  }, 180_000);
});
