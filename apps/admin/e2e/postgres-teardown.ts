import { dropE2EDatabase } from '../../../scripts/e2e-postgres.mjs';

/** Drops the PostgreSQL database of an ADMIN_E2E_DB=postgres run. */
export default async function dropDatabase() {
  const url = process.env.ADMIN_E2E_DATABASE_URL;
  if (url) await dropE2EDatabase(url);
}
