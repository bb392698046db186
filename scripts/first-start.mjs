#!/usr/bin/env node
// First start, measured as a fresh clone sees it (issue 13): every workspace's build output and
// turbo's cache removed, a new data directory, then `npm start` until /api/notice answers 200.
//   node scripts/first-start.mjs [runs=3] [--port=4613] [--keep-cache]
// Turbo's cache goes to a new directory each run: a git worktree would otherwise share the main
// checkout's cache. --keep-cache uses the usual cache instead (a second start).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const port = Number(args.find((a) => a.startsWith('--port='))?.slice(7) ?? 4613);
const keepCache = args.includes('--keep-cache');
const TIMEOUT_MS = 180_000;

function clean() {
  const dirs = ['packages', 'apps', 'examples'].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name)),
  );
  for (const dir of dirs) {
    rmSync(join(dir, 'dist'), { recursive: true, force: true });
    rmSync(join(dir, '.turbo'), { recursive: true, force: true });
    rmSync(join(dir, 'tsconfig.tsbuildinfo'), { force: true });
  }
}

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    // npm start runs in its own process group: end it and the server it started, nothing else.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolve();
    }
  });
}

async function once(run) {
  clean();
  const dataDir = mkdtempSync(join(tmpdir(), 'first-start-data-'));
  const cacheDir = mkdtempSync(join(tmpdir(), 'first-start-cache-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(keepCache ? {} : { TURBO_CACHE_DIR: cacheDir }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  // When the build ended (turbo's summary) and when the server said it listens.
  const marks = {};
  const mark = (chunk) => {
    output += chunk;
    if (!marks.built && /Time:\s/.test(output)) marks.built = performance.now() - started;
    if (!marks.listening && output.includes('已启动'))
      marks.listening = performance.now() - started;
  };
  child.stdout.on('data', mark);
  child.stderr.on('data', mark);
  const url = `http://localhost:${port}/api/notice`;
  let seconds = null;
  while (performance.now() - started < TIMEOUT_MS && child.exitCode === null) {
    if (await answers(url)) {
      seconds = (performance.now() - started) / 1000;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(cacheDir, { recursive: true, force: true });
  if (seconds === null) {
    console.error(output.slice(-4000));
    throw new Error(`run ${run}: no 200 from ${url}`);
  }
  const at = (ms) => (ms === undefined ? '?' : (ms / 1000).toFixed(1));
  console.log(
    `run ${run}: ${seconds.toFixed(1)} s (built at ${at(marks.built)} s, listening at ${at(marks.listening)} s)`,
  );
  return seconds;
}

const times = [];
for (let run = 1; run <= runs; run++) times.push(await once(run));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `first start (${runs} runs): median ${sorted[Math.floor(runs / 2)].toFixed(1)} s, ` +
    `best ${sorted[0].toFixed(1)} s, worst ${sorted.at(-1).toFixed(1)} s`,
);
