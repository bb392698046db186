import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

// What an operator does with a release folder (`npm run release`): start it, stop it, and check
// what a person and a load balancer see. Used by fresh-clone.test.ts.

/** Starts `node <script>` and resolves with its address once it prints it. */
export function startRelease(
  script: string,
  cwd: string,
  env: Record<string, string>,
  children: ChildProcess[],
) {
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

export function stopped(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

/** The script the built site's page loads first (its hashed name changes with every build). */
function entryScript(release: string, dir: string): string {
  const html = readFileSync(join(release, dir, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in ${dir}/index.html`);
  return src;
}

/** What a person and a load balancer see: health, readiness, the site, the console, the API. */
export async function expectServing(base: string, release: string) {
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });
  const ready = await fetch(`${base}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', failed: {} });

  const page = await fetch(`${base}/`);
  expect(page.headers.get('content-type')).toContain('text/html');
  const script = entryScript(release, 'site');
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
  expect(consoleHtml).toContain(entryScript(release, 'admin'));

  // The sections and their menu are what the site needs to work: seeded in every mode.
  const sections = await fetch(`${base}/api/one/class`);
  expect(sections.status).toBe(200);
  const body = (await sections.json()) as { code: number; data: unknown[] };
  expect(body.code).toBe(200);
  expect(body.data.length).toBeGreaterThan(0);
}
