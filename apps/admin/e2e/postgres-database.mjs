// The console's end-to-end run on PostgreSQL (ADMIN_E2E_DB=postgres): `create` makes a fresh
// database on the server of TEST_POSTGRES_URL and prints its URL; `drop URL` removes it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function run(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const [command, target] = process.argv.slice(2);
if (command === 'create') {
  const name = `dongman_admin_e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await run(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  process.stdout.write(url.toString());
} else if (command === 'drop' && target) {
  const name = new URL(target).pathname.slice(1);
  if (!/^dongman_admin_e2e_\w+$/.test(name)) throw new Error(`not an e2e database: ${name}`);
  await run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
} else {
  console.error('usage: postgres-database.mjs create | drop URL');
  process.exitCode = 2;
}
