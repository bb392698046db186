import { execSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import pg from 'pg';
import { inject } from 'vitest';
import { servePglite } from './pglite-server.js';

// The PostgreSQL and Redis the tests run against. CI and the development machines have both on
// 127.0.0.1 (TEST_POSTGRES_URL / TEST_REDIS_URL to point elsewhere); each run creates and drops
// its own database and uses its own Redis key prefix. A machine without them still runs every
// test: PostgreSQL falls back to PGlite (the real PostgreSQL compiled to WebAssembly) served over
// the wire protocol by ./pglite-server.ts, Redis to a redis-server started here (installed from
// Debian's packages when missing, as scripts/ensure-browser.mjs does for Chromium).

export const POSTGRES_ADMIN_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestDatabase {
  url: string;
  /** 'server' (a PostgreSQL server) or 'pglite' (the embedded fallback). */
  kind: 'server' | 'pglite';
  drop(): Promise<void>;
}

let serverReachable: Promise<boolean> | undefined;

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export const TEST_RUN_KEY = 'testRun';

declare module 'vitest' {
  export interface ProvidedContext {
    testRun: string;
  }
}

/** This vitest run's id (./global-setup.ts), so its teardown finds whatever the run left. */
function testRun(): string {
  try {
    return inject(TEST_RUN_KEY) ?? 'x';
  } catch {
    return 'x'; // outside the configured vitest projects
  }
}

/** Databases are `dongman_test_<run>_<pid>_<random>`; see testDatabasePattern. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${testRun()}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** A LIKE pattern for every database a run made (its templates and each app's). */
export function testDatabasePattern(run: string): string {
  return `dongman\\_test\\_${run}\\_%`;
}

/**
 * A fresh PostgreSQL database for one test app (or one group of replicas): empty, or a copy of
 * `template` (a database on the server, see ./database-templates.ts).
 */
export async function createTestDatabase(template?: string): Promise<TestDatabase> {
  serverReachable ??= canConnect(POSTGRES_ADMIN_URL);
  return (await serverReachable) ? serverDatabase(template) : pgliteDatabase();
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function serverDatabase(template?: string): Promise<TestDatabase> {
  const name = uniqueName('dongman_test');
  // UTF8 with the server's locale: the search test checks Chinese matches under it (a template
  // was made the same way).
  await adminQuery(
    template
      ? `CREATE DATABASE ${name} TEMPLATE "${template}"`
      : `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`,
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'server',
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** The fallback on its own (test/postgres/pglite.test.ts runs it even where a server is reachable). */
export async function pgliteDatabase(): Promise<TestDatabase> {
  const [{ PGlite }, { citext }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/citext'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  const db = await PGlite.create({ extensions: { citext, pg_trgm } });
  const server = await servePglite(db);
  return {
    url: server.url,
    kind: 'pglite',
    async drop() {
      await server.stop();
      await db.close();
    },
  };
}

// --- Redis ---

export interface TestRedis {
  url: string;
  /** Keys of this run start with it, so runs sharing one Redis do not count each other. */
  prefix: string;
  stop(): Promise<void>;
}

function reachable(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000);
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host);
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function redisServerBinary(): string {
  const found = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync);
  if (found) return found;
  const sudo = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq`, { stdio: 'inherit' });
  execSync(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server`, {
    stdio: 'inherit',
  });
  return '/usr/bin/redis-server';
}

export async function startTestRedis(): Promise<TestRedis> {
  const prefix = `${uniqueName('dongman-test')}:`;
  const url = new URL(REDIS_URL);
  if (await reachable(Number(url.port || 6379), url.hostname)) {
    return { url: REDIS_URL, prefix, stop: async () => undefined };
  }
  const port = await freePort();
  const child = spawn(
    redisServerBinary(),
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !(await reachable(port, '127.0.0.1')); i += 1) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    prefix,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
