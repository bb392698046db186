import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { writeResult } from '../../../scripts/write-result.mjs';
import { REPO_ROOT } from '../src/config.js';

// The benchmarks write their results into the repository (bench/results/*-latest.json). Written
// with JSON.stringify's own indentation, a result committed as it came failed `npm run lint`
// (Prettier puts short arrays such as the load averages on one line).

// Inside the repository, so Prettier finds the repository's settings as it does for the results.
const cache = join(REPO_ROOT, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(join(cache, 'dongman-bench-results-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('benchmark results', () => {
  it('are written as Prettier would write them, and read back the same', async () => {
    const file = join(dir, 'lighthouse-latest.json');
    const value = {
      transports: { h2: { home: { lcp: 1583, perf: 0.99, seen: [315, 299] } } },
      loadBefore: [0.81, 1.35, 1.72],
      note: '赛博朋克',
    };
    await writeResult(file, value);
    const text = readFileSync(file, 'utf8');
    expect(await check(text, { ...(await resolveConfig(file)), filepath: file })).toBe(true);
    expect(text).toContain('"loadBefore": [0.81, 1.35, 1.72]');
    expect(JSON.parse(text)).toEqual(value);
  });
});
