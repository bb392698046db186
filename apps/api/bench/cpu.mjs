#!/usr/bin/env node
// CPU time per request (not a test): on a machine too busy for latencies to mean anything, the
// CPU a request costs the server still does. Runs the built app in this process on an existing
// SQLite catalogue (BENCH_DATA_DIR, e.g. one kept by `BENCH_KEEP=… npm run bench`), sends the
// same cache-missing searches and listings as bench/api.mjs through app.inject one after another,
// and prints p50/p99 of the CPU time (user + system) and of the wall time of each.
// SQLite only: on PostgreSQL the database's own CPU is in another process.
import { cpus, loadavg } from 'node:os';
import { listingUrls, searchQueries } from './queries.mjs';

const DATA_DIR = process.env.BENCH_DATA_DIR;
const PER_CLASS = Number(process.env.BENCH_SINGLE_REQUESTS ?? 300);
if (!DATA_DIR) {
  console.error('BENCH_DATA_DIR: a data directory with a seeded site.db');
  process.exit(1);
}
const { buildApp } = await import(process.env.BENCH_APP ?? '../dist/app.js');
const app = await buildApp({
  dataDir: DATA_DIR,
  siteDist: null,
  logger: false,
  rateLimitPerMinute: 100_000_000,
});
await app.ready();
const first = await app.inject({ method: 'GET', url: '/api/notice' });
const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1];
const searchHeaders = { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };

const { default: Database } = await import('libsql');
const raw = new Database(`${DATA_DIR}/site.db`, { readonly: true });
const titles = raw
  .prepare(
    `SELECT title, title_pinyin AS pinyin FROM documents WHERE published = 1
      AND id % max(1, (SELECT max(id) FROM documents) / ?) = 0 LIMIT ?`,
  )
  .all(4000, 4000);
const count = raw.prepare('SELECT count(*) AS n FROM documents').get().n;
raw.close();

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
async function measure(requests) {
  const cpu = [];
  const wall = [];
  for (const request of requests) {
    const c = process.cpuUsage();
    const t = performance.now();
    const response = await app.inject(request);
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    if (response.statusCode !== 200) throw new Error(`${request.url}: ${response.statusCode}`);
  }
  cpu.sort((a, b) => a - b);
  wall.sort((a, b) => a - b);
  return { cpu50: pct(cpu, 50), cpu99: pct(cpu, 99), wall50: pct(wall, 50), wall99: pct(wall, 99) };
}
const f = (x) => x.toFixed(2).padStart(8);

console.log(
  `${count.toLocaleString('en')} documents; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores; ms per request`,
);
console.log(
  `${'class'.padEnd(30)}${'cpu p50'.padStart(8)}${'cpu p99'.padStart(8)}${'wall p50'.padStart(9)}${'wall p99'.padStart(9)}`,
);
for (const { kind, texts } of searchQueries(titles, PER_CLASS)) {
  const r = await measure(
    texts.map((text) => ({
      method: 'POST',
      url: '/api/search',
      headers: searchHeaders,
      payload: { searchContent: text },
    })),
  );
  console.log(
    `${`search ${kind}`.padEnd(30 - [...kind].filter((c) => c.charCodeAt(0) > 255).length)}${f(r.cpu50)}${f(r.cpu99)}${f(r.wall50)} ${f(r.wall99)}`,
  );
}
const classes = await app.inject({ method: 'GET', url: '/api/one/class/children' });
const data = classes.json().data ?? [];
const children = data.map((child) => child.id);
const classIds = [...new Set(data.map((child) => child.oneClassId))];
for (const { kind, urls } of listingUrls(
  { classes: classIds, children },
  [1, 2, 3],
  ['PSD', 'AI', 'AEP', 'PRPROJ', 'PNG序列', 'MP4', 'WAV', 'SWF', 'JSON', 'ZIP'],
  PER_CLASS,
)) {
  const r = await measure(urls.map((url) => ({ method: 'GET', url })));
  console.log(
    `${`listing ${kind}`.padEnd(30)}${f(r.cpu50)}${f(r.cpu99)}${f(r.wall50)} ${f(r.wall99)}`,
  );
}
await app.close();
