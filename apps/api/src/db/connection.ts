import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Libsql from 'libsql';
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import type { Database } from './schema.js';

export type RawDatabase = InstanceType<typeof Libsql>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The libsql connection itself, for bulk seeding with prepared statements. */
  raw: RawDatabase;
  close(): Promise<void>;
}

// libsql aborts the whole process (a Rust panic) when a boolean is bound, so every parameter
// passes through here first.
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function bindAll(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(bindable);
}

/** Adapts libsql's better-sqlite3-style API to the interface Kysely's SqliteDialect expects. */
function kyselyDatabase(raw: RawDatabase): SqliteDatabase {
  return {
    close: () => raw.close(),
    prepare(sqlText: string): SqliteStatement {
      const statement = raw.prepare(sqlText);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindAll(parameters)),
        run: (parameters) => statement.run(bindAll(parameters)),
        iterate: (parameters) => statement.iterate(bindAll(parameters)),
      };
    },
  };
}

export function openDatabase(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new Libsql(file);
  // WAL lets readers in other server processes proceed while one writes; busy_timeout makes
  // writers queue instead of failing when several processes share the file.
  raw.pragma('journal_mode = WAL');
  raw.pragma('busy_timeout = 5000');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: kyselyDatabase(raw) }),
  });
  let closed = false;
  return {
    db,
    raw,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}
