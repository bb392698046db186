import { rmSync } from 'node:fs';
import { dropE2EDatabase } from '../../../../scripts/e2e-postgres.mjs';
import { phoneNotOnPostgresBanner } from './environment';

/**
 * Drops the phone server's PostgreSQL database and removes the run's temporary directory. Playwright
 * stops the web servers only after this: the drop is FORCEd, and a server still writing a file into
 * the removed directory is harmless.
 */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = process.env.E2E_PHONE_DATABASE_URL;
  if (databaseUrl) await dropE2EDatabase(databaseUrl);
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('dongman-e2e-')) rmSync(dir, { recursive: true, force: true });
  const notOnPostgres = process.env.E2E_PHONE_NOT_ON_POSTGRES;
  if (notOnPostgres) console.log(phoneNotOnPostgresBanner(notOnPostgres));
}
