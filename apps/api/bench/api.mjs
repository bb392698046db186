#!/usr/bin/env node
// API benchmark (not a test; `npm run bench -w @dongman/api` after `npm run build -w @dongman/api`).
// Every measurement runs the real server in its own process and, right before it, a bare Fastify
// handler answering a body of the same size, so the ratio holds on a busy machine too.
//   1. hot public reads at 50 connections: req/s, p50/p99, ratio to bare Fastify;
//   2. per catalogue size (BENCH_SIZES, default 1000,10000,100000): search latency for each
//      query class from a single client (p99 target 5 ms), then search and a section listing at
//      50 connections (target: ≥ 50 % of the hot-read throughput, p99 ≤ 20 ms).
// Results are printed and written to bench/results/api-latest.json. Exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const SINGLE_REQUESTS = Number(process.env.BENCH_SINGLE_REQUESTS ?? 300);
const TARGETS = { hotRatio: 0.5, hotP99: 10, loadedRatio: 0.5, loadedP99: 20, searchP99: 5 };

const HOT_READS = [
  '/api/notice',
  '/api/one/class',
  '/api/one/class/children',
  '/api/custom/nav/menu',
  '/api/update/notice',
  '/api/user/report/home/image',
  '/api/common/document/2',
  '/api/two/class/1',
  '/api/two/class/children/1',
];
// One per query class: 1, 2, 3 and 4+ characters, multi-word, hits and misses.
const SEARCHES = [
  { text: '猫', kind: '1 char hit' },
  { text: '鑫', kind: '1 char miss' },
  { text: '古风', kind: '2 char hit' },
  { text: '无无', kind: '2 char miss' },
  { text: 'AE模', kind: '3 char hit' },
  { text: '赛博朋克', kind: '4+ char hit' },
  { text: '场景背景', kind: '4+ char hit' },
  { text: '不存在的素材标题', kind: '4+ char miss' },
  { text: '模板 第2辑', kind: 'multi-word hit' },
  { text: '国潮 不存在', kind: 'multi-word miss' },
];

const [load] = loadavg();
console.log(`load average ${load.toFixed(1)} on ${cpus().length} cores, ${DURATION} s per run`);

function start(script, env) {
  const child = spawn(process.execPath, [join(here, script)], {
    env: { ...process.env, ...env },
    // stdin stays open: the child exits when this process goes away.
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = /PORT (\d+)/.exec(out)?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}`, stop: () => stop(child) });
    });
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function cannon(options) {
  const settings = {
    connections: 50,
    ...(options.amount ? {} : { duration: DURATION }),
    ...options,
  };
  return new Promise((resolve, reject) => {
    autocannon(settings, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx + r.timeouts,
});

async function xsrfCookie(url) {
  const response = await fetch(`${url}/api/notice`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  return {
    cookie: `XSRF-TOKEN=${token}`,
    'x-xsrf-token': token,
    'content-type': 'application/json',
  };
}

/** Bare Fastify with a body as large as `sample`, measured right before the real thing. */
async function bare(sample, work) {
  const file = join(work, 'bare-body.json');
  writeFileSync(file, sample);
  const server = await start('bare.mjs', { BENCH_BODY_FILE: file });
  try {
    return summary(await cannon({ url: `${server.url}/bare` }));
  } finally {
    await server.stop();
  }
}

const pct = (x) => `${Math.round(x * 100)} %`.padStart(6);
const row = (cells, widths) => cells.map((c, i) => String(c).padStart(widths[i])).join('');
let failed = false;
const check = (ok) => {
  failed ||= !ok;
  return ok ? 'ok' : 'MISSED';
};

const results = { date: new Date().toISOString(), load, cpus: cpus().length, duration: DURATION };
const work = mkdtempSync(join(tmpdir(), 'dongman-bench-'));
try {
  for (const size of SIZES) {
    const dataDir = join(work, `data-${size}`);
    const logFile = join(work, `log-${size}.txt`);
    let t = performance.now();
    // Seeded by a first process, measured in a second one: a production server starts on a
    // catalogue that is already there, not in the heap a 100 000-row seed leaves behind.
    await (await start('serve.mjs', { DATA_DIR: dataDir, SEED_DOCUMENTS: String(size) })).stop();
    const seeded = performance.now() - t;
    t = performance.now();
    const server = await start('serve.mjs', { DATA_DIR: dataDir, BENCH_LOG_FILE: logFile });
    console.log(
      `\n== ${size.toLocaleString('en')} documents (seeded in ${(seeded / 1000).toFixed(1)} s, restarted in ${((performance.now() - t) / 1000).toFixed(1)} s)`,
    );
    const headers = await xsrfCookie(server.url);
    const entry = { hot: [], single: [], loaded: [] };
    results[size] = entry;
    try {
      // 1. hot reads, each next to bare Fastify with a same-size body.
      console.log(
        row(
          ['read', 'bare r/s', 'r/s', 'ratio', 'p50', 'p99', 'err', ''],
          [34, 10, 9, 8, 6, 6, 6, 8],
        ),
      );
      for (const path of HOT_READS) {
        const sample = await (await fetch(server.url + path, { headers })).text();
        const base = await bare(sample, work);
        const ours = summary(await cannon({ url: server.url + path, headers }));
        const ratio = ours.rps / base.rps;
        const verdict = check(
          ratio >= TARGETS.hotRatio && ours.p99 <= TARGETS.hotP99 && !ours.errors,
        );
        entry.hot.push({ path, bytes: sample.length, bare: base, ...ours, ratio });
        console.log(
          row(
            [path, base.rps, ours.rps, pct(ratio), ours.p50, ours.p99, ours.errors, verdict],
            [34, 10, 9, 8, 6, 6, 6, 8],
          ),
        );
      }
      const hotRps = entry.hot.find((h) => h.path === '/api/notice').rps;

      // 2. single-client search latency per query class.
      console.log(
        row(['search (1 client)', 'kind', 'rows', 'p50', 'p99', ''], [24, 18, 6, 7, 7, 8]),
      );
      for (const { text, kind } of SEARCHES) {
        const body = JSON.stringify({ searchContent: text });
        const first = await (
          await fetch(`${server.url}/api/search`, { method: 'POST', headers, body })
        ).json();
        const r = await cannon({
          url: `${server.url}/api/search`,
          method: 'POST',
          headers,
          body,
          connections: 1,
          amount: SINGLE_REQUESTS,
        });
        const s = summary(r);
        const verdict = check(s.p99 <= TARGETS.searchP99 && !s.errors);
        entry.single.push({ text, kind, rows: first.data?.length ?? null, ...s });
        console.log(
          row(
            [text, kind, first.data?.length ?? '-', s.p50, s.p99, verdict],
            [24 - [...text].filter((c) => c.charCodeAt(0) > 255).length, 18, 6, 7, 7, 8],
          ),
        );
      }

      // 3. the same server under 50 connections: search and a section listing next to the hot read.
      console.log(
        row(['under load (50 conn.)', 'r/s', 'of hot', 'p50', 'p99', ''], [34, 9, 8, 6, 6, 8]),
      );
      for (const [name, options] of [
        [
          'search 赛博朋克',
          {
            url: `${server.url}/api/search`,
            method: 'POST',
            headers,
            body: JSON.stringify({ searchContent: '赛博朋克' }),
          },
        ],
        [
          'search 古风',
          {
            url: `${server.url}/api/search`,
            method: 'POST',
            headers,
            body: JSON.stringify({ searchContent: '古风' }),
          },
        ],
        ['/api/two/class/1?page=3', { url: `${server.url}/api/two/class/1?page=3`, headers }],
        ['/api/two/class/children/2', { url: `${server.url}/api/two/class/children/2`, headers }],
      ]) {
        const s = summary(await cannon(options));
        const ratio = s.rps / hotRps;
        const verdict = check(
          ratio >= TARGETS.loadedRatio && s.p99 <= TARGETS.loadedP99 && !s.errors,
        );
        entry.loaded.push({ name, ...s, ratioToHot: ratio });
        console.log(
          row(
            [name, s.rps, pct(ratio), s.p50, s.p99, verdict],
            [34 - [...name].filter((c) => c.charCodeAt(0) > 255).length, 9, 8, 6, 6, 8],
          ),
        );
      }
    } finally {
      await server.stop();
    }
    entry.logBytes = statSync(logFile).size;
    console.log(`request log written: ${(entry.logBytes / 1024).toFixed(0)} KB`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

mkdirSync(join(here, 'results'), { recursive: true });
writeFileSync(join(here, 'results', 'api-latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nwritten to apps/api/bench/results/api-latest.json${failed ? '\nsome targets were missed' : ''}`,
);
if (failed) process.exitCode = 1;
