// Benchmarks write their results into the repository; written as Prettier writes JSON (short
// arrays on one line, the repository's settings), a result committed as it came passes
// `npm run lint` (`prettier --check .`).
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';

/** Writes `value` to `file` as JSON, formatted as Prettier would format that file. */
export async function writeResult(file, value) {
  const options = { ...(await resolveConfig(file)), filepath: file };
  writeFileSync(file, await format(JSON.stringify(value), options));
}
