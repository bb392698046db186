// Reads the output of `npm test` (turbo prefixes each line with its task) and prints one closing
// line with the tests counted by every runner: vitest ("Tests  N passed | M failed") and
// Playwright ("N passed", "M failed"). The exit status stays npm test's own.
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

const text = stripVTControlCharacters(readFileSync(process.argv[2], 'utf8'));
let passed = 0;
let failed = 0;
for (const line of text.split('\n')) {
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
