import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Drops the PostgreSQL database of an ADMIN_E2E_DB=postgres run (the server has stopped). */
export default function dropDatabase() {
  const url = process.env.ADMIN_E2E_DATABASE_URL;
  if (!url) return;
  const script = fileURLToPath(new URL('./postgres-database.mjs', import.meta.url));
  execFileSync(process.execPath, [script, 'drop', url], { stdio: 'inherit' });
}
