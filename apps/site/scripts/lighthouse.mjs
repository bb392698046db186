#!/usr/bin/env node
// Lighthouse benchmark (not a test; `npm run bench:lighthouse -w @dongman/site`, or `npm run bench`
// at the root). Serves the built site and a hello page of the same stack (bench/hello) from the
// API server, runs Lighthouse's mobile preset in Debian's Chromium (never a downloaded browser)
// LIGHTHOUSE_RUNS times (default 3) per page, alternating, and prints the medians next to the
// hello page's, with each page's LCP as a multiple of the hello page's. Each transport is measured
// in turn, all three pages served the same way: HTTPS with HTTP/2 as visitors get a production
// site (the server's TLS_CERT_FILE / TLS_KEY_FILE, a certificate made for the run), and plain
// HTTP/1.1, as behind a proxy that speaks only HTTP/1.1 (LIGHTHOUSE_TRANSPORT=h2 or http1 measures
// one). Results go to bench/results/lighthouse-latest.json; exits 1 when a target is missed on
// either transport (performance, SEO, CLS, or an LCP over 1.2× the hello page's).
// LIGHTHOUSE_REPORTS=<dir> keeps each run's whole report there.
import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generate } from 'selfsigned';
import { chromiumPath as CHROME } from '../../../scripts/chromium.mjs';
import { writeResult } from '../../../scripts/write-result.mjs';

const run = promisify(execFile);
const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repo = resolve(siteDir, '../..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TRANSPORTS = ['h2', 'http1'].filter(
  (t) => !process.env.LIGHTHOUSE_TRANSPORT || process.env.LIGHTHOUSE_TRANSPORT === t,
);
if (TRANSPORTS.length === 0) {
  console.error('lighthouse: LIGHTHOUSE_TRANSPORT is h2 or http1 (unset: both)');
  process.exit(1);
}
const TARGETS = { performance: 0.98, seo: 1, cls: 0, lcpRatio: 1.2 };

for (const [file, hint] of [
  [join(siteDir, 'dist/index.html'), 'npm run build -w @dongman/site'],
  [join(repo, 'apps/api/dist/server.js'), 'npm run build -w @dongman/api'],
  [CHROME, 'apt-get install chromium'],
]) {
  if (!existsSync(file)) {
    console.error(`lighthouse: ${file} not found (${hint})`);
    process.exit(1);
  }
}

const work = mkdtempSync(join(tmpdir(), 'dongman-lighthouse-'));
const helloDist = join(work, 'hello');
await run(process.execPath, [
  join(repo, 'node_modules/vite/bin/vite.js'),
  'build',
  '--config',
  join(siteDir, 'bench/hello/vite.config.ts'),
  '--outDir',
  helloDist,
  '--emptyOutDir',
]);

// A certificate for 127.0.0.1, made for this run; Chromium is told to accept it.
const tlsEnv = {};
{
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  tlsEnv.TLS_CERT_FILE = join(work, 'cert.pem');
  tlsEnv.TLS_KEY_FILE = join(work, 'key.pem');
  writeFileSync(tlsEnv.TLS_CERT_FILE, pems.cert);
  writeFileSync(tlsEnv.TLS_KEY_FILE, pems.private);
}

/** Our server (production mode, a fresh database) serving `siteDist`; resolves to its origin. */
function serve(siteDist, name, transport) {
  const child = spawn(process.execPath, [join(repo, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without these (apps/api/src/settings.ts); the bench needs the
      // demo catalogue, which production seeds only when asked. Over HTTP/1.1 the run is a
      // comparison without TLS: HTTPS=1 would add HSTS and upgrade-insecure-requests.
      PUBLIC_URL: 'https://127.0.0.1',
      ...(transport === 'h2' ? {} : { NODE_ENV: 'test' }),
      SEED_DEMO: '1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, `data-${name}-${transport}`),
      SITE_DIST: siteDist,
      LOG_LEVEL: 'warn',
      ...(transport === 'h2' ? tlsEnv : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolvePromise, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const port = /:(\d+)\//.exec(out)?.[1];
      const scheme = transport === 'h2' ? 'https' : 'http';
      if (port) resolvePromise({ origin: `${scheme}://127.0.0.1:${port}`, child });
    });
    child.once('exit', (code) => reject(new Error(`server for ${name} exited with ${code}`)));
  });
}

/** One Lighthouse run; a failed trace (NO_NAVSTART on a busy machine) is retried twice. */
async function lighthouse(url, transport, attempt = 1) {
  try {
    return await lighthouseOnce(url, transport);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.warn(`lighthouse: ${url} failed (${String(error.stderr ?? error).trim()}), retrying`);
    return lighthouse(url, transport, attempt + 1);
  }
}

async function lighthouseOnce(url, transport) {
  const { stdout } = await run(
    process.execPath,
    [
      join(repo, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,seo,best-practices',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu${transport === 'h2' ? ' --ignore-certificate-errors' : ''}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 256 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
  // LIGHTHOUSE_REPORTS=<dir>: keep every report (the LCP element, its breakdown, the requests).
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name = `${transport}-${new URL(url).hash.replace(/\W/g, '') || 'hello'}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, name), stdout);
  }
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: report.categories.performance.score,
    seo: report.categories.seo.score,
    bestPractices: report.categories['best-practices'].score,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    requests: report.audits['network-requests']?.details?.items?.length ?? NaN,
    // The LCP as it happened in the (unthrottled) load, not simulated: shows waits the
    // simulation does not model, such as a timer or a module waiting on another.
    observedLcp: report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? NaN,
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const keys = [
  'performance',
  'seo',
  'bestPractices',
  'lcp',
  'tbt',
  'cls',
  'requests',
  'observedLcp',
];
const results = { date: new Date().toISOString(), runs: RUNS, targets: TARGETS, transports: {} };
let failed = false;

/** Every page LIGHTHOUSE_RUNS times over one transport; prints and returns the medians. */
async function measure(transport) {
  const site = await serve(join(siteDir, 'dist'), 'site', transport);
  const hello = await serve(helloDist, 'hello', transport);
  const pages = {
    hello: `${hello.origin}/`,
    home: `${site.origin}/#/home`,
    section: `${site.origin}/#/twoClass/1`,
  };
  const samples = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  try {
    for (let i = 0; i < RUNS; i += 1) {
      for (const [name, url] of Object.entries(pages))
        samples[name].push(await lighthouse(url, transport));
    }
  } finally {
    site.child.kill('SIGTERM');
    hello.child.kill('SIGTERM');
  }
  const measured = { pages: {} };
  console.log(`\n${transport === 'h2' ? 'HTTPS, HTTP/2' : 'HTTP/1.1'}`);
  console.log(
    `${'page'.padEnd(9)}${'perf'.padStart(6)}${'seo'.padStart(6)}${'bp'.padStart(6)}${'LCP ms'.padStart(9)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}${'reqs'.padStart(6)}${'LCP/hello'.padStart(11)}${'seen LCP'.padStart(10)}`,
  );
  const helloLcp = median(samples.hello.map((s) => s.lcp));
  for (const name of Object.keys(pages)) {
    const m = Object.fromEntries(keys.map((k) => [k, median(samples[name].map((s) => s[k]))]));
    // The ratio of medians: each page's median LCP over the hello page's, same transport and runs.
    const lcpRatio = m.lcp / helloLcp;
    const ok =
      name === 'hello' ||
      (m.performance >= TARGETS.performance &&
        m.seo >= TARGETS.seo &&
        m.cls <= TARGETS.cls &&
        lcpRatio <= TARGETS.lcpRatio);
    failed ||= !ok;
    measured.pages[name] = { median: m, lcpRatio, ok, runs: samples[name] };
    console.log(
      `${name.padEnd(9)}${m.performance.toFixed(2).padStart(6)}${m.seo.toFixed(2).padStart(6)}${m.bestPractices.toFixed(2).padStart(6)}` +
        `${Math.round(m.lcp).toString().padStart(9)}${Math.round(m.tbt).toString().padStart(8)}${m.cls.toFixed(3).padStart(7)}` +
        `${String(m.requests).padStart(6)}${lcpRatio.toFixed(2).padStart(11)}${Math.round(m.observedLcp).toString().padStart(10)}${name === 'hello' ? '' : ok ? '  ok' : '  MISSED'}`,
    );
  }
  return measured;
}

// The machine's load is part of the result: Lighthouse's numbers move with it.
results.loadBefore = loadavg();
for (const transport of TRANSPORTS) results.transports[transport] = await measure(transport);
results.loadAfter = loadavg();
rmSync(work, { recursive: true, force: true });
mkdirSync(join(siteDir, 'bench/results'), { recursive: true });
await writeResult(join(siteDir, 'bench/results/lighthouse-latest.json'), results);
const load = (l) => l.map((x) => x.toFixed(2)).join(' ');
console.log(
  `\ntargets: performance ≥ ${TARGETS.performance}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpRatio}× hello, on ${TRANSPORTS.join(' and ')}` +
    `\nload average before ${load(results.loadBefore)}, after ${load(results.loadAfter)} (${cpus().length} cores)` +
    `\nwritten to apps/site/bench/results/lighthouse-latest.json`,
);
if (failed) process.exitCode = 1;
