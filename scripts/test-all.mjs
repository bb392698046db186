// `npm test`: every check, with the longest suite — the API's, ~12 minutes on 2 cores — started
// first. Under one `turbo run` it was queued only once the server, site and console builds were
// done, behind the lint, the type checks and the browser suites: in fresh-clone CI runs it started
// 7 to 10 minutes in, and the run's length was that start plus its length. Here every build runs
// first; then the API suite has a turbo run of its own beside one for everything else. `--only`
// keeps both from running (or restoring from the cache) a build the other is reading. Two streams
// in all, as before: with the other suites two at a time beside it (three heavy streams on 2
// cores) a fresh-clone CI run had the API suite still running 29 minutes after it started.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

// scripts/test-summary.mjs times the turbo runs written after this mark.
mkdirSync('.turbo/runs', { recursive: true });
writeFileSync('.turbo/runs/.npm-test-start', String(Date.now()));

function turbo(args) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['turbo', 'run', ...args, '--summarize'], { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function inOrder(...runs) {
  for (const args of runs) {
    const code = await turbo(args);
    if (code !== 0) return code;
  }
  return 0;
}

// The builds the checks need: the packages' code and types, the apps' bundles.
const built = await inOrder(
  ['build', 'build:types', '--filter=./packages/*', '--concurrency=2'],
  ['build', '--filter=./apps/*', '--concurrency=2'],
);
if (built !== 0) process.exit(built);
const results = await Promise.all([
  turbo(['test', '--filter=@dongman/api', '--only']),
  inOrder(
    ['lint', 'typecheck', '--only', '--concurrency=1'],
    ['test', '--filter=!@dongman/api', '--only', '--concurrency=1'],
  ),
]);
process.exit(results.find((code) => code !== 0) ?? 0);
