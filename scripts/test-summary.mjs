// Reads the output of `npm test` (turbo prefixes each line with its task) and prints one closing
// line with the tests counted by every runner: vitest ("Tests  N passed | M failed") and
// Playwright ("N passed", "M failed"), then each failed test's heading and the first lines of its
// error (a CI log may be read only from its end, so a failure must be named there too), then each
// turbo task that failed with its error lines (a typecheck or lint fails no test), then the
// time each turbo task took, from the run summary
// `turbo run … --summarize` wrote (.turbo/runs/, newest file), slowest first, so a CI log says
// where the minutes went. The exit status stays npm test's own.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
const failures = [];
const lines = text.split('\n');
// A failure's heading: vitest's " FAIL  file > test", Playwright's "  1) [project] › file › test".
const failureHeading = /^\S*\s+(FAIL\s|\d+\) \[)/;
const FAILURE_LINES = 10;
lines.forEach((line, index) => {
  if (!failureHeading.test(line)) return;
  const body = lines
    .slice(index + 1, index + 1 + FAILURE_LINES * 2)
    .filter((next) => next.replace(/^\S*:\s?/, '').trim() !== '')
    .slice(0, FAILURE_LINES);
  failures.push([line, ...body].join('\n'));
});
for (const line of lines) {
  const vitest = line.match(/^\S*\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  const playwright = line.match(/^\S*\s+(\d+) (passed|failed|flaky)( \(|$)/);
  if (playwright) {
    if (playwright[2] === 'failed') failed += Number(playwright[1]);
    else passed += Number(playwright[1]);
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
const MAX_FAILURES = 10;
if (failures.length > 0) {
  console.log(`failures (${Math.min(failures.length, MAX_FAILURES)} of ${failures.length}):`);
  for (const failure of failures.slice(0, MAX_FAILURES)) console.log(`${failure}\n`);
}

const runs = '.turbo/runs';
let summary;
try {
  const newest = readdirSync(runs)
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(runs, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (newest) summary = { file: newest, ...JSON.parse(readFileSync(newest, 'utf8')) };
} catch {
  // no summary written (turbo never started): nothing to name or time
}
if (summary) {
  // A task's lines carry its turbo prefix ("@dongman/site:typecheck: …", "//:lint: …").
  const failedTasks = summary.tasks.filter((task) => (task.execution?.exitCode ?? 0) !== 0);
  if (failedTasks.length > 0) console.log('failed tasks:');
  for (const task of failedTasks) {
    const prefix = `${task.taskId.replace('#', ':')}: `;
    const own = lines.filter((line) => line.startsWith(prefix)).map((l) => l.slice(prefix.length));
    const errors = own.filter((line) => /error|✖|✘/i.test(line) && !/^npm error/.test(line));
    const shown = (errors.length > 0 ? errors : own.filter((l) => l.trim() !== '').slice(-10))
      .slice(0, 10)
      .map((line) => `  ${line}`);
    console.log([`${task.taskId} (exit ${task.execution.exitCode})`, ...shown].join('\n') + '\n');
  }

  const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
  const rows = summary.tasks
    .map((task) => ({
      id: task.taskId,
      ms: task.execution ? task.execution.endTime - task.execution.startTime : 0,
      cache: task.cache?.status === 'HIT' ? ' (cached)' : '',
    }))
    .sort((a, b) => b.ms - a.ms);
  console.log(`turbo tasks (${summary.file}):`);
  for (const row of rows) console.log(`${seconds(row.ms)}  ${row.id}${row.cache}`);
  const { startTime, endTime } = summary.execution;
  console.log(`${seconds(endTime - startTime)}  turbo in all`);
}
