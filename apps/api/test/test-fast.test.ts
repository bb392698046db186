import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

// `npm run test:fast`, the edit loop the root README documents: every workspace's unit tests
// through turbo and nothing slow (no browser, no end-to-end, no suite that builds the whole
// server). Checked on the tasks turbo would run for the README's command (a dry run): the tests
// themselves run in `npm test`, in the same vitest projects.

interface DryTask {
  taskId: string;
  package: string;
  task: string;
  command: string;
  directory: string;
}

const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
const rootScripts = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const tasks = (
  JSON.parse(
    execFileSync('npx', ['turbo', 'run', 'test:fast', '--dry=json'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }),
  ) as { tasks: DryTask[] }
).tasks.filter((task) => task.task === 'test:fast');

/** Test files of a workspace, node_modules and build output left out. */
function testFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'e2e', '.turbo'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

// What makes a tier slow: a browser, Playwright, the built package's checks, the size budgets.
const SLOW = /playwright|--project (storybook|screenshots)|test:e2e|check-package|size-|publint/;

describe('npm run test:fast', () => {
  it('is the README command, and runs every workspace through turbo', () => {
    expect(readme).toContain('`npm run test:fast`');
    // Through scripts/scratch-tmp.mjs: temporary files in memory where the machine has /dev/shm.
    expect(rootScripts['test:fast']).toMatch(
      /^node scripts\/scratch-tmp\.mjs turbo run test:fast\b/,
    );
    expect(tasks.map((task) => task.package).sort()).toEqual(
      [
        '@dongman/admin',
        '@dongman/api',
        '@dongman/api-client',
        '@dongman/example-consumer',
        '@dongman/format',
        '@dongman/site',
        '@dongman/state',
        '@dongman/ui',
        '@dongman/widgets',
      ].sort(),
    );
  });

  it('has a test:fast in every workspace with unit tests, and none with only end-to-end specs', () => {
    for (const task of tasks) {
      const units = testFiles(join(REPO_ROOT, task.directory));
      if (units.length > 0) expect(task.command, task.package).not.toBe('<NONEXISTENT>');
      else expect(task.command, `${task.package} has no unit test`).toBe('<NONEXISTENT>');
    }
  });

  it('leaves out every slow tier: browsers, end-to-end, package checks, budgets', () => {
    for (const { package: name, command, directory } of tasks) {
      expect(command, name).not.toMatch(SLOW);
      // A workspace whose vitest has a browser project runs only its jsdom project here.
      const config = join(REPO_ROOT, directory, 'vitest.config.ts');
      if (existsSync(config) && /browser:\s*{/.test(readFileSync(config, 'utf8')))
        expect(command, name).toContain('--project unit');
    }
  });

  it("runs the API's unit tier only: no test file that builds the whole server", () => {
    const api = tasks.find((task) => task.package === '@dongman/api')!;
    expect(api.command).toBe('node test/fast.mjs');
    const script = readFileSync(join(REPO_ROOT, 'apps/api/test/fast.mjs'), 'utf8');
    const files = [...script.matchAll(/'(test\/[\w/.-]+\.test\.ts)'/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const source = readFileSync(join(REPO_ROOT, 'apps/api', file), 'utf8');
      expect(source, file).not.toMatch(/createTestApp|buildApp\(|spawn/);
    }
  });
});

// Both test commands run turbo through scripts/scratch-tmp.mjs: the run's temporary files go to a
// folder of its own on /dev/shm (memory) where the machine has one, removed when the run ends.
describe('scripts/scratch-tmp.mjs', () => {
  const report = `const os = require('node:os'), fs = require('node:fs'), path = require('node:path');
    fs.writeFileSync(path.join(os.tmpdir(), 'left-behind'), 'x');
    console.log(JSON.stringify({ tmp: os.tmpdir(), disk: process.env.DISK_TMPDIR }));
    process.exit(3);`;
  const launch = () => {
    const result = spawnSync(
      'node',
      [join(REPO_ROOT, 'scripts/scratch-tmp.mjs'), 'node', '-e', report],
      { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } },
    );
    return {
      status: result.status,
      ...(JSON.parse(result.stdout) as { tmp: string; disk?: string }),
    };
  };

  it('is how npm test runs turbo', () => {
    expect(rootScripts.test).toContain(
      'node scripts/scratch-tmp.mjs turbo run lint typecheck test',
    );
  });

  it('gives the command a temporary folder in memory, keeps the disk one, removes it, passes the exit code', () => {
    const run = launch();
    expect(run.status).toBe(3);
    if (existsSync('/dev/shm')) {
      expect(run.tmp).toMatch(/^\/dev\/shm\/dongman-tmp-\d+-/);
      expect(run.disk).toBe('/tmp'); // the shell here sets no TMPDIR
      // Gone with what the command left in it.
      expect(existsSync(run.tmp)).toBe(false);
    } else {
      expect(run.tmp).toBe('/tmp');
    }
  });
});
