import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The captcha answer the server is started with (CAPTCHA_TEST_CODE). */
export const CAPTCHA = process.env.E2E_CAPTCHA ?? 'AB12';

function freePort(): number {
  // Synchronous because the config is synchronous; listening on 0 lets the OS pick an unused port.
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/**
 * Port and data directory of this run. Chosen once by the runner (the first to load the config);
 * workers inherit the env vars and so agree with it.
 */
export function e2eEnvironment(): { port: number; dataDir: string; baseURL: string } {
  if (!process.env.E2E_PORT) process.env.E2E_PORT = String(freePort());
  if (!process.env.E2E_DATA_DIR)
    process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'dongman-e2e-'));
  const port = Number(process.env.E2E_PORT);
  return { port, dataDir: process.env.E2E_DATA_DIR, baseURL: `http://127.0.0.1:${port}` };
}
