import { describe, expect, it } from 'vitest';
import { errorCode, isBusy, isSerializationFailure, isUniqueViolation } from '../src/db/errors.js';

// The codes each driver puts on its errors, as they arrive (pg's SQLSTATE on the error, libsql's
// on the error or, wrapped, on its cause).
const withCode = (code: unknown, cause?: unknown) => Object.assign(new Error('x'), { code, cause });

describe('database error codes', () => {
  it('reads the code from the error or its cause, and nothing from what has none', () => {
    expect(errorCode(withCode('23505'))).toBe('23505');
    expect(errorCode(new Error('wrapped', { cause: withCode('SQLITE_BUSY') }))).toBe('SQLITE_BUSY');
    expect(errorCode(withCode(42))).toBeUndefined();
    expect(errorCode(null)).toBeUndefined();
    expect(errorCode('SQLITE_BUSY')).toBeUndefined();
  });

  it('knows a unique violation on both databases', () => {
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(true);
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(withCode('SQLITE_CONSTRAINT_CHECK'))).toBe(false);
    expect(isUniqueViolation(withCode('23514'))).toBe(false);
  });

  it('tells a busy SQLite and a PostgreSQL serialization failure apart', () => {
    expect(isBusy(withCode('SQLITE_BUSY'))).toBe(true);
    expect(isBusy(withCode('SQLITE_LOCKED'))).toBe(true);
    expect(isBusy(withCode('40001'))).toBe(false);
    expect(isSerializationFailure(withCode('40001'))).toBe(true);
    expect(isSerializationFailure(withCode('40P01'))).toBe(true);
    expect(isSerializationFailure(withCode('SQLITE_BUSY'))).toBe(false);
  });
});
