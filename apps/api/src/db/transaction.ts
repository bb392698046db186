import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { dialectOf } from './connection.js';
import { isSerializationFailure } from './errors.js';
import type { Database } from './schema.js';

const MAX_ATTEMPTS = 30;

/**
 * Runs `work` as one transaction that sees and writes the data as if it ran alone, so
 * read-then-write code (check a balance, then spend it) cannot overdraw, even across processes.
 * Inside `work`, use only the given `trx`.
 *
 * - SQLite: BEGIN IMMEDIATE takes the write lock up front; other writers (other processes too)
 *   queue on busy_timeout instead of both reading the old value.
 * - PostgreSQL: SERIALIZABLE; when two transactions collide, PostgreSQL aborts one (40001) and it
 *   runs again from the start with fresh reads. `work` must therefore have no effect outside the
 *   database.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (dialectOf(db) === 'postgres') return serializable(db, work);
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

async function serializable<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().setIsolationLevel('serializable').execute(work);
    } catch (error) {
      if (!isSerializationFailure(error) || attempt >= MAX_ATTEMPTS) throw error;
      // Jittered backoff so the colliding transactions do not collide again in lockstep.
      await sleep(Math.random() * Math.min(200, 5 * 2 ** attempt));
    }
  }
}
