#!/usr/bin/env node
// Scale benchmark (not a test): throughput and p50/p99 of the hot reads and of search at
// SEED_DOCUMENTS (default 100 000) documents, on SQLite and on PostgreSQL, with one and two
// server processes (two share one database and, when reachable, one Redis), side by side with a
// bare Fastify handler in the same run. Prints the table and writes it to
// bench/results/scale.md. Load: autocannon, BENCH_CONNECTIONS (50) for BENCH_SECONDS (5) per cell.
//
// PostgreSQL: BENCH_POSTGRES_URL (an admin URL; a database is created and dropped), default
// postgres://postgres@127.0.0.1:5432/postgres; left out of the table when unreachable.
// Redis: BENCH_REDIS_URL, default redis://127.0.0.1:6379.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const DOCUMENTS = Number(process.env.SEED_DOCUMENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const POSTGRES_URL =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const TARGETS = [
  { name: 'GET /api/notice', method: 'GET', path: '/api/notice' },
  { name: 'GET /api/one/class', method: 'GET', path: '/api/one/class' },
  { name: 'GET /api/two/class/1', method: 'GET', path: '/api/two/class/1' },
  { name: 'search 赛博朋克 (4 chars)', method: 'POST', path: '/api/search', text: '赛博朋克' },
  { name: 'search 古风 (2 chars)', method: 'POST', path: '/api/search', text: '古风' },
];

function startProcess(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: PACKAGE_DIR,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

const stop = (child) =>
  new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });

const BARE = `
import Fastify from 'fastify';
const app = Fastify();
const notices = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, title: '会员等级权益调整说明', noticeContent: '<p>自下月起</p>', createTime: new Date().toISOString() }));
app.get('/api/notice', async () => ({ code: 200, message: '操作成功', data: notices }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('http://127.0.0.1:' + app.server.address().port + '/');
`;

async function xsrfToken(url) {
  const response = await fetch(`${url}/api/notice`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  return cookie ? cookie.split(';')[0].split('=')[1] : '';
}

async function load(urls, target) {
  // One autocannon per replica (connections split), run at once: round-robin like a balancer.
  const runs = await Promise.all(
    urls.map(async (url) => {
      const token = target.method === 'POST' ? await xsrfToken(url) : '';
      return autocannon({
        url: url + target.path,
        method: target.method,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: SECONDS,
        headers:
          target.method === 'POST'
            ? {
                'content-type': 'application/json',
                cookie: `XSRF-TOKEN=${token}`,
                'x-xsrf-token': token,
              }
            : {},
        body: target.text ? JSON.stringify({ searchContent: target.text }) : undefined,
      });
    }),
  );
  const requests = runs.reduce((sum, r) => sum + r.requests.total, 0);
  const errors = runs.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  // Percentiles of two runs: weighted p50, worst p99 (a conservative merge).
  const p50 = runs.reduce((sum, r) => sum + r.latency.p50 * r.requests.total, 0) / requests;
  const p99 = Math.max(...runs.map((r) => r.latency.p99));
  return { rps: requests / SECONDS, p50, p99, errors };
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin(sqlText) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function redisReachable() {
  const { Redis } = await import('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const rows = [];
const record = (setup, target, result) => {
  rows.push({ setup, target, ...result });
  console.log(
    `${setup.padEnd(24)}${target.padEnd(28)}${result.rps.toFixed(0).padStart(9)}${result.p50.toFixed(1).padStart(8)}${result.p99.toFixed(1).padStart(8)}${String(result.errors).padStart(7)}`,
  );
};

const [load1] = loadavg();
console.log(
  `load average ${load1.toFixed(1)} on ${cpus().length} cores; ${DOCUMENTS.toLocaleString('en')} documents; ${CONNECTIONS} connections, ${SECONDS} s per cell\n`,
);
console.log(
  `${'setup'.padEnd(24)}${'request'.padEnd(28)}${'req/s'.padStart(9)}${'p50 ms'.padStart(8)}${'p99 ms'.padStart(8)}${'errors'.padStart(7)}`,
);

const bare = await startProcess(['--input-type=module', '-e', BARE], {});
record('bare Fastify', 'GET /api/notice', await load([bare.url], TARGETS[0]));
await stop(bare.child);

const sharedRedis = (await redisReachable()) ? REDIS_URL : null;
const common = {
  SEED_DOCUMENTS: String(DOCUMENTS),
  RATE_LIMIT_PER_MINUTE: '100000000',
  SITE_DIST: join(tmpdir(), 'no-site'),
};

const databases = [];
const dataDir = mkdtempSync(join(tmpdir(), 'dongman-scale-'));
databases.push({ name: 'SQLite', env: { DATA_DIR: dataDir }, drop: async () => undefined });
if (await canConnect(POSTGRES_URL)) {
  const name = `dongman_bench_${process.pid}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  databases.push({
    name: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  });
} else {
  console.log(`(PostgreSQL at ${POSTGRES_URL} unreachable: its rows are left out)`);
}

try {
  for (const database of databases) {
    for (const count of [1, 2]) {
      const env = {
        ...common,
        ...database.env,
        ...(count > 1 && sharedRedis
          ? { REDIS_URL: sharedRedis, REDIS_KEY_PREFIX: `bench-${process.pid}:` }
          : {}),
      };
      // The first start seeds; later starts find the data.
      const servers = [];
      for (let i = 0; i < count; i += 1) {
        servers.push(await startProcess(['--import', 'tsx', 'src/server.ts'], env));
      }
      const setup = `${database.name} ×${count}${count > 1 && sharedRedis ? ' +Redis' : ''}`;
      for (const target of TARGETS) {
        record(
          setup,
          target.name,
          await load(
            servers.map((s) => s.url),
            target,
          ),
        );
      }
      await Promise.all(servers.map((s) => stop(s.child)));
    }
  }
} finally {
  for (const database of databases) await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

const table = [
  `# Scale benchmark`,
  ``,
  `${new Date().toISOString()} — ${DOCUMENTS.toLocaleString('en')} documents, ${CONNECTIONS} connections, ${SECONDS} s per cell, ${cpus().length} cores (load average ${load1.toFixed(1)} at the start). Two replicas: one autocannon per replica, connections split; p50 weighted, p99 the worse of the two.`,
  ``,
  `| setup | request | req/s | p50 ms | p99 ms | errors |`,
  `| --- | --- | ---: | ---: | ---: | ---: |`,
  ...rows.map(
    (r) =>
      `| ${r.setup} | ${r.target} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
  ),
  ``,
].join('\n');
const file = join(PACKAGE_DIR, 'bench/results/scale.md');
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, table);
console.log(`\nwritten to ${file}`);
