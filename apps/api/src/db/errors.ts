// What a failed database (or file system) call means, read from the code its driver puts on the
// error: libsql (`SQLITE_…`), pg (SQLSTATE, e.g. `23505`) and Node (`EXDEV`…). Read codes here,
// never by casting an error at the call site: a check written for one database only is a bug on
// the other (a unique violation is `SQLITE_CONSTRAINT_UNIQUE` on SQLite and `23505` on PostgreSQL).

/** The error's code, or its cause's (drivers wrapped by Kysely or libsql keep it there). */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string') return code;
  if (typeof cause === 'object' && cause !== null) {
    const causeCode = (cause as { code?: unknown }).code;
    if (typeof causeCode === 'string') return causeCode;
  }
  return undefined;
}

/** A UNIQUE constraint refused the row (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/** SQLite: another connection holds the lock longer than busy_timeout; trying again may work. */
export function isBusy(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED';
}

/** PostgreSQL's "could not serialize access" and "deadlock detected": safe to run again. */
export function isSerializationFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code === '40001' || code === '40P01';
}
