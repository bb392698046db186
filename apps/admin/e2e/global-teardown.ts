import { rmSync } from 'node:fs';
import { dropE2EDatabase } from '../../../scripts/e2e-postgres.mjs';
import { postgresNotRunBanner } from './servers';

/**
 * Drops the `postgres` project's database and removes the run's data directory. Playwright stops
 * the web servers only after this: the drop is FORCEd.
 */
export default async function globalTeardown() {
  const url = process.env.ADMIN_E2E_DATABASE_URL;
  if (url) await dropE2EDatabase(url);
  const dir = process.env.ADMIN_E2E_DATA;
  if (dir?.includes('dongman-admin-e2e-')) rmSync(dir, { recursive: true, force: true });
  const notRun = process.env.ADMIN_E2E_NOT_ON_POSTGRES;
  if (notRun) console.log(postgresNotRunBanner(notRun));
}
