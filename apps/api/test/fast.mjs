// `npm run test:fast -w @dongman/api` (and the root `npm run test:fast`): the server's unit tier —
// database errors, migrations (order, upgrade of older databases, porting), the rich-text policy,
// schema parity — on SQLite, and on PostgreSQL too when a server answers at TEST_POSTGRES_URL
// (default 127.0.0.1:5432); without one it is left out here (`npm test` runs it on PGlite).
// Everything that builds the whole app (fastify.inject suites, processes, replicas) is `npm test`.
import { spawnSync } from 'node:child_process';
import { Socket } from 'node:net';

const UNIT_FILES = [
  'test/db-errors.test.ts',
  'test/migrations.test.ts',
  'test/rich-text.test.ts',
  'test/postgres/migrations-port.test.ts',
  'test/postgres/schema.test.ts',
];

function answers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(Number(port || 5432), hostname, () => done(true));
  });
}

const postgres = await answers(
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
if (!postgres)
  console.log('test:fast: no PostgreSQL server answers; the postgres project is left out');
const projects = ['--project', 'sqlite', ...(postgres ? ['--project', 'postgres'] : [])];
const run = spawnSync('npx', ['vitest', 'run', ...projects, ...UNIT_FILES], { stdio: 'inherit' });
process.exit(run.status ?? 1);
