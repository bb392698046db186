// Hosted visual review on Chromatic, only when a project token is configured. Offline and in CI
// without the token this is a no-op: the committed screenshot baselines (vitest `screenshots`
// project) are the visual regression gate.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the hosted visual review.');
  process.exit(0);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', shell: false });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build-storybook']);
// The token is read from the environment by the chromatic CLI.
run('npx', ['chromatic', '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes']);
