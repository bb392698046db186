import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` inside BEGIN IMMEDIATE: the write lock is taken up front, so two processes that
 * read-then-write the same row (a balance) queue on busy_timeout instead of both reading the
 * old value. Inside `work`, use only the given `trx` (the single connection is held).
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
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
