import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

// The app secret (download links, plugin activation codes) lives in the database, so every server
// process on one database signs with the same key, and rotating it there reaches all of them.

function fresh(): string {
  return randomBytes(32).toString('base64url');
}

async function read(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'app_secret')
    .executeTakeFirst();
  return row?.value;
}

/** The secret, created on first use. */
export async function ensureAppSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('meta')
    .values({ key: 'app_secret', value: fresh() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  return (await read(db)) as string;
}

/** The secret as stored now (in a transaction: as that transaction sees it), created if missing. */
export async function readAppSecret(db: Kysely<Database>): Promise<string> {
  return (await read(db)) ?? ensureAppSecret(db);
}

/**
 * Replaces the secret and answers the new one: every download link signed with the old one stops
 * working. Card codes sealed with it must be sealed again in the same transaction
 * (services/card-codes.ts rotateSecretKeepingCodes, which the command runs).
 */
export async function rotateAppSecret(db: Kysely<Database>): Promise<string> {
  const value = fresh();
  await db
    .insertInto('meta')
    .values({ key: 'app_secret', value })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
    .execute();
  return value;
}

export interface AppSecretReader {
  /** The secret as last read. */
  current(): string;
  /**
   * Re-reads it when the last read is older than the reader's ttl (at most one query at a time);
   * null when it is fresh, so a caller on every request need not wait on a promise.
   */
  refreshIfStale(): Promise<void> | null;
}

/** Reads the current secret at most once per `ttlMs`, so a rotation reaches running servers. */
export async function appSecretReader(
  db: Kysely<Database>,
  ttlMs = 1000,
): Promise<AppSecretReader> {
  let value = await ensureAppSecret(db);
  let readAt = Date.now();
  let pending: Promise<void> | null = null;
  return {
    current: () => value,
    refreshIfStale() {
      if (Date.now() - readAt < ttlMs) return null;
      pending ??= read(db)
        .then((latest) => {
          if (latest) value = latest;
          readAt = Date.now();
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}
