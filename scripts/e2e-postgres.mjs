// A fresh PostgreSQL database for one Playwright run, shared by the console's and the site's e2e
// configs: made on the server of TEST_POSTGRES_URL (default 127.0.0.1:5432, as on CI), dropped by
// the run's global teardown. Where no server answers, the caller says so in a banner
// (`notRunBanner`) instead of failing `npm test` — never a skipped test.
//
// Playwright configs are synchronous, so they use the *Sync forms, which run this file as a
// command: `node scripts/e2e-postgres.mjs create dongman_site_e2e` prints
// {"url": …} or {"notRun": reason}; `… drop URL` removes the database.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL without its password, for logs. */
export function shownUrl(url = TEST_POSTGRES_URL) {
  return url.replace(/\/\/[^@/]*@/, '//');
}

// Database names: PREFIX_t<unix seconds>_<random>, PREFIX like dongman_site_e2e. The time lets a
// later run drop what a run that never reached its teardown (killed, --list) left behind.
const PREFIX = /^dongman_[a-z]+_e2e$/;
const NAME = /^(dongman_[a-z]+_e2e)_t(\d+)_[0-9a-f]+$/;
const STALE_SECONDS = 6 * 60 * 60;

async function withClient(work, url = TEST_POSTGRES_URL) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** true when a server answers at TEST_POSTGRES_URL, else the reason it does not. */
export async function postgresAnswers() {
  try {
    await withClient((client) => client.query('SELECT 1'));
    return true;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Creates a fresh database (dropping this prefix's stale ones first) and returns its URL. */
export async function createE2EDatabase(prefix) {
  if (!PREFIX.test(prefix)) throw new Error(`not an e2e database prefix: ${prefix}`);
  const now = Math.floor(Date.now() / 1000);
  const name = `${prefix}_t${now}_${randomBytes(4).toString('hex')}`;
  await withClient(async (client) => {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${prefix}\\_%`,
    ]);
    for (const { datname } of rows) {
      const match = NAME.exec(datname);
      if (match?.[1] === prefix && now - Number(match[2]) > STALE_SECONDS)
        await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await client.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8'`);
  });
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a database made by createE2EDatabase. FORCE: Playwright stops its web servers after the
 * global teardown, so the server under test is still connected.
 */
export async function dropE2EDatabase(url) {
  const name = new URL(url).pathname.slice(1);
  if (!NAME.test(name)) throw new Error(`not an e2e database: ${name}`);
  await withClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

/** The banner a run prints when its PostgreSQL part was not made. */
export function notRunBanner(title, reason, instead) {
  const line = '='.repeat(72);
  return (
    `\n${line}\n${title}\nno PostgreSQL server at ${shownUrl()} (${reason}).\n` +
    `${instead} Start PostgreSQL or set TEST_POSTGRES_URL to run it.\n${line}\n`
  );
}

const self = fileURLToPath(import.meta.url);

/** createE2EDatabase for synchronous callers: { url } or, when no server answers, { notRun }. */
export function createE2EDatabaseSync(prefix) {
  return JSON.parse(execFileSync(process.execPath, [self, 'create', prefix], { encoding: 'utf8' }));
}

export function dropE2EDatabaseSync(url) {
  execFileSync(process.execPath, [self, 'drop', url], { stdio: 'inherit' });
}

if (process.argv[1] === self) {
  const [command, target] = process.argv.slice(2);
  if (command === 'create' && target) {
    const answer = await postgresAnswers();
    const result = answer === true ? { url: await createE2EDatabase(target) } : { notRun: answer };
    process.stdout.write(JSON.stringify(result));
  } else if (command === 'drop' && target) {
    await dropE2EDatabase(target);
  } else {
    console.error('usage: e2e-postgres.mjs create PREFIX | drop URL');
    process.exitCode = 2;
  }
}
