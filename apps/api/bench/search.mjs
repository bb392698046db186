#!/usr/bin/env node
// Search benchmark (not a test): seeds SEED_DOCUMENTS (default 100 000) documents into a temp
// directory and times POST /api/search through the whole server stack (routing, validation,
// XSRF, SQLite). Run `npm run build -w @dongman/api` first, then `npm run bench -w @dongman/api`.
// Exits 1 when a p95 target is missed, so it can serve as a performance budget.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const { buildApp } = await import('../dist/app.js').catch(() => {
  console.error('dist/app.js not found: run `npm run build -w @dongman/api` first.');
  process.exit(1);
});

const DOCUMENTS = Number(process.env.SEED_DOCUMENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
// p95 targets in milliseconds on a small shared machine (2 cores).
const TARGETS = { trigram: 50, like: 200 };

const QUERIES = [
  { text: '场景背景', kind: 'trigram' },
  { text: '国潮少女', kind: 'trigram' },
  { text: 'AE模板', kind: 'trigram' },
  { text: '赛博朋克森林', kind: 'trigram' },
  { text: '不存在的素材标题', kind: 'trigram' },
  { text: '猫', kind: 'like' },
  { text: '古风', kind: 'like' },
  { text: 'AE', kind: 'like' },
  { text: '无无', kind: 'like' },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

// Timings only mean something on a quiet machine: show how busy it was.
const [load] = loadavg();
console.log(
  `load average ${load.toFixed(1)} on ${cpus().length} cores${load > cpus().length ? ' (busy: expect slower, noisier numbers)' : ''}`,
);

const dataDir = mkdtempSync(join(tmpdir(), 'dongman-bench-'));
try {
  let started = performance.now();
  const app = await buildApp({
    dataDir,
    seedDocuments: DOCUMENTS,
    logger: false,
    siteDist: null,
    rateLimitPerMinute: 1_000_000,
  });
  await app.ready();
  console.log(
    `seeded ${DOCUMENTS.toLocaleString('en')} documents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const first = await app.inject({ method: 'GET', url: '/api/notice' });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(String(first.headers['set-cookie']))?.[1];
  const search = (text) =>
    app.inject({
      method: 'POST',
      url: '/api/search',
      headers: { cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
      payload: { searchContent: text },
    });

  let failed = false;
  console.log(
    `\n${'query'.padEnd(14)}${'path'.padEnd(9)}${'rows'.padStart(6)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}  target`,
  );
  for (const { text, kind } of QUERIES) {
    await search(text); // warm-up
    const times = [];
    let rows = 0;
    for (let i = 0; i < RUNS; i += 1) {
      started = performance.now();
      const response = await search(text);
      times.push(performance.now() - started);
      const body = response.json();
      if (body.code !== 200) throw new Error(`search ${text}: ${body.code} ${body.message}`);
      rows = body.data.length;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const ok = p95 <= TARGETS[kind];
    failed ||= !ok;
    console.log(
      `${text.padEnd(14 - [...text].filter((c) => c.charCodeAt(0) > 255).length)}${kind.padEnd(9)}${String(rows).padStart(6)}` +
        `${percentile(times, 50).toFixed(1).padStart(9)}${p95.toFixed(1).padStart(9)}${times.at(-1).toFixed(1).padStart(9)}  ≤${TARGETS[kind]} ${ok ? 'ok' : 'MISSED'}`,
    );
  }
  await app.close();
  if (failed) {
    console.error('\nsome p95 targets were missed');
    process.exitCode = 1;
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
