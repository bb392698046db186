import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

/** The captcha answer the server is started with (CAPTCHA_TEST_CODE). */
export const CAPTCHA = process.env.E2E_CAPTCHA ?? 'AB12';

function freePort(): number {
  // Synchronous because the config is synchronous; listening on 0 lets the OS pick an unused port.
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export interface E2EEnvironment {
  port: number;
  /** Fresh temporary directory: the server's database, and the snapshot of the built site. */
  dataDir: string;
  siteDir: string;
  baseURL: string;
  /** This run's own folder under test-results/ (runs at the same time must not wipe each other's). */
  outputDir: string;
}

const HOUR = 60 * 60 * 1000;

/** Removes result folders of earlier runs (older than a few hours, so never one still running). */
function pruneOldRuns(resultsDir: string): void {
  if (!existsSync(resultsDir)) return;
  for (const entry of readdirSync(resultsDir)) {
    const dir = join(resultsDir, entry);
    if (entry.startsWith('run-') && Date.now() - statSync(dir).mtimeMs > 6 * HOUR) {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Port, data directory and site snapshot of this run. Chosen once by the runner (the first to load
 * the config); workers inherit the env vars and so agree with it.
 */
export function e2eEnvironment(siteDist: string, resultsDir: string): E2EEnvironment {
  if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
  if (!process.env.E2E_DATA_DIR) {
    pruneOldRuns(resultsDir);
    if (!existsSync(join(siteDist, 'index.html'))) {
      throw new Error(`No built site in ${siteDist}: build it first (npx turbo run build).`);
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'dongman-e2e-'));
    // Serve a snapshot of the build: a rebuild during the run (turbo, another terminal) empties
    // dist/ and would break lazy-loaded pages half-way through.
    cpSync(siteDist, join(dataDir, 'site'), { recursive: true });
    process.env.E2E_DATA_DIR = dataDir;
  }
  const port = Number(process.env.E2E_PORT);
  const dataDir = process.env.E2E_DATA_DIR;
  return {
    port,
    dataDir,
    siteDir: join(dataDir, 'site'),
    baseURL: `http://127.0.0.1:${port}`,
    outputDir: join(resultsDir, `run-${basename(dataDir).replace('dongman-e2e-', '')}`),
  };
}
