// `npm test`'s second console e2e run: the same specs on a fresh PostgreSQL database
// (ADMIN_E2E_DB=postgres, see playwright.config.ts). The server of TEST_POSTGRES_URL
// (default 127.0.0.1:5432, as here and on CI) must answer; on a machine without one the run is
// not made and this says so in a banner instead of failing `npm test` — never a skip inside a test.
// Extra arguments go to Playwright (`node scripts/e2e-postgres.mjs e2e/rich-text.spec.ts`).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { notRunBanner, postgresAnswers, shownUrl } from '../../../scripts/e2e-postgres.mjs';

const answer = await postgresAnswers();
if (answer !== true) {
  console.log(
    notRunBanner(
      '控制台 e2e（PostgreSQL）未运行 / console e2e on PostgreSQL NOT RUN',
      answer,
      'Only the SQLite run above was made.',
    ),
  );
  process.exit(0);
}

// A run of its own: a new port, data directory and database (playwright.config.ts picks them).
const env = { ...process.env, ADMIN_E2E_DB: 'postgres' };
for (const name of ['ADMIN_E2E_PORT', 'ADMIN_E2E_DATA', 'ADMIN_E2E_DATABASE_URL']) delete env[name];
console.log(`\nconsole e2e on PostgreSQL (${shownUrl()})`);
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
