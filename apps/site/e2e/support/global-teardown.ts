import { rmSync } from 'node:fs';

/** Removes the run's temporary database directory (the web server is already stopped by now). */
export default function globalTeardown(): void {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('dongman-e2e-')) rmSync(dir, { recursive: true, force: true });
}
