// `npm test`'s second console e2e run: the same specs on a fresh PostgreSQL database
// (ADMIN_E2E_DB=postgres, see playwright.config.ts). The server of TEST_POSTGRES_URL
// (default 127.0.0.1:5432, as here and on CI) must answer; on a machine without one the run is
// not made and this says so in a banner instead of failing `npm test` — never a skip inside a test.
// Extra arguments go to Playwright (`node scripts/e2e-postgres.mjs e2e/rich-text.spec.ts`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const url = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const shown = url.replace(/\/\/[^@/]*@/, '//');

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const answer = await reachable();
if (answer !== true) {
  const line = '='.repeat(72);
  console.log(
    `\n${line}\n控制台 e2e（PostgreSQL）未运行 / console e2e on PostgreSQL NOT RUN\n` +
      `no PostgreSQL server at ${shown} (${answer}).\n` +
      `Only the SQLite run above was made. Start PostgreSQL or set TEST_POSTGRES_URL to run it.\n${line}\n`,
  );
  process.exit(0);
}

// A run of its own: a new port, data directory and database (playwright.config.ts picks them).
const env = { ...process.env, ADMIN_E2E_DB: 'postgres' };
for (const name of ['ADMIN_E2E_PORT', 'ADMIN_E2E_DATA', 'ADMIN_E2E_DATABASE_URL']) delete env[name];
console.log(`\nconsole e2e on PostgreSQL (${shown})`);
const started = Date.now();
const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`console e2e on PostgreSQL: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
