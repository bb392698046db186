#!/usr/bin/env node
// Where the time of one read goes (not a test): profiles bare Fastify answering the same body and
// then our server (bench/serve.mjs), each over exactly the measured window (after a warm-up), and
// prints CPU per request and self time by package as a share of busy time. CPU per request holds
// up on a busy machine far better than req/s. Writes both .cpuprofile files (open them in Chrome
// DevTools or speedscope) to a temp directory and prints where.
//   npm run bench:profile -w @dongman/api                         # GET /api/notice, 1 000 documents
//   BENCH_PATH=/api/two/class/1 npm run bench:profile -w @dongman/api
//   BENCH_PATH='search:古风' SEED_DOCUMENTS=100000 npm run bench:profile -w @dongman/api
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = dirname(fileURLToPath(import.meta.url));
const PATH = process.env.BENCH_PATH ?? '/api/notice';
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60_000);
const SAMPLE_US = 200; // profiler.mjs
const work = mkdtempSync(join(tmpdir(), 'dongman-profile-'));

function start(script, env) {
  const child = spawn(process.execPath, [join(here, script)], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const until = (pattern) =>
    new Promise((resolve, reject) => {
      const timer = setInterval(() => {
        const match = pattern.exec(out);
        if (match) resolve((clearInterval(timer), match));
        else if (child.exitCode !== null)
          reject((clearInterval(timer), new Error(`${script} exited`)));
      }, 20);
    });
  return { child, until, say: (line) => child.stdin.write(`${line}\n`) };
}

const cannon = (options) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );

/** Self time by package (or Node module, or V8's own entries), busy samples only. */
function summarise(file, label) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id);
  const groupOf = (id) => {
    const { url, functionName } = nodes.get(id).callFrame;
    if (!url) {
      if (functionName.startsWith('(')) return functionName; // (garbage collector), (program)…
      // Native functions (libsql's rows, the socket's writev) count with their caller's package,
      // except the socket write itself.
      if (/^write/.test(functionName)) return 'socket write';
      const parent = parents.get(id);
      return parent === undefined ? functionName : groupOf(parent);
    }
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (pkg) return pkg;
    if (url.startsWith('node:'))
      return /stream_base_commons|node:net/.test(url) ? 'socket write' : url;
    return url.includes('/dist') ? 'our code' : url;
  };
  const counts = new Map();
  let busy = 0;
  for (const id of profile.samples) {
    const group = groupOf(id);
    if (group === '(idle)') continue;
    busy++;
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  const perRequest = (busy * SAMPLE_US) / REQUESTS;
  console.log(`\n== ${label}: ${perRequest.toFixed(1)} µs CPU per request (${file})`);
  for (const [group, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`${((100 * n) / busy).toFixed(1).padStart(6)} %  ${group}`);
  return perRequest;
}

async function profiled(server, options, label) {
  await cannon({ ...options, amount: Math.min(10_000, REQUESTS) }); // warm-up: JIT, caches
  server.say('profile start');
  await server.until(/PROFILING/);
  const result = await cannon({ ...options, amount: REQUESTS });
  server.say('profile stop');
  await server.until(/PROFILED/);
  server.child.kill('SIGTERM');
  console.log(
    `${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`,
  );
}

const oursFile = join(work, 'ours.cpuprofile');
const ours = start('serve.mjs', {
  DATA_DIR: join(work, 'data'),
  SEED_DOCUMENTS: process.env.SEED_DOCUMENTS ?? '1000',
  BENCH_PROFILE_FILE: oursFile,
});
const base = `http://127.0.0.1:${(await ours.until(/PORT (\d+)/))[1]}`;
const token = /XSRF-TOKEN=([^;]+)/.exec(
  (await fetch(`${base}/api/notice`)).headers.get('set-cookie') ?? '',
)?.[1];
const headers = {
  cookie: `XSRF-TOKEN=${token}`,
  'x-xsrf-token': token,
  'content-type': 'application/json',
};
const search = PATH.startsWith('search:') ? PATH.slice('search:'.length) : null;
const options = search
  ? {
      url: `${base}/api/search`,
      method: 'POST',
      headers,
      body: JSON.stringify({ searchContent: search }),
    }
  : { url: base + PATH, headers };
const sample = await (await fetch(options.url, options)).text();

const bodyFile = join(work, 'body.json');
writeFileSync(bodyFile, sample);
const bareFile = join(work, 'bare.cpuprofile');
const bare = start('bare.mjs', { BENCH_BODY_FILE: bodyFile, BENCH_PROFILE_FILE: bareFile });
const bareUrl = `http://127.0.0.1:${(await bare.until(/PORT (\d+)/))[1]}/bare`;
await profiled(bare, { url: bareUrl }, 'bare Fastify');
await profiled(ours, options, `ours ${PATH}`);

const bareUs = summarise(bareFile, 'bare Fastify, same body');
const oursUs = summarise(oursFile, `ours, ${PATH}`);
console.log(`\nCPU per request, bare ÷ ours: ${Math.round((100 * bareUs) / oursUs)} %`);
