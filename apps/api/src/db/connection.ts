import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Libsql from 'libsql';
import {
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { whileBusy } from './busy.js';
import { PlanReusingClient } from './plans.js';
import type { Database } from './schema.js';

export type RawDatabase = InstanceType<typeof Libsql>;
export type Dialect = 'sqlite' | 'postgres';

/**
 * Plain SQL with `?` placeholders, the same text on both databases: migrations and bulk seeding.
 * Everything else goes through Kysely.
 */
export interface SqlRunner {
  readonly dialect: Dialect;
  /** One statement without parameters (DDL included). */
  exec(sqlText: string): Promise<void>;
  all<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  run(sqlText: string, params?: unknown[]): Promise<void>;
}

export interface DatabaseHandle {
  dialect: Dialect;
  db: Kysely<Database>;
  /**
   * Runs `work` in one transaction that excludes every other process doing the same (BEGIN
   * IMMEDIATE on SQLite, a transaction-scoped advisory lock on PostgreSQL): replicas starting
   * together migrate and seed once.
   */
  exclusive<T>(work: (runner: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of the PostgreSQL pool, for /metrics (SQLite has none). */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

export interface ConnectionOptions {
  dbFile: string;
  databaseUrl: string | null;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
}

export function openDatabase(options: ConnectionOptions): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openSqlite(options.dbFile);
}

/** The dialect a Kysely instance (or transaction) talks to, for the few dialect-specific queries. */
export function dialectOf(db: Kysely<Database>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

// --- SQLite (libsql) ---

// libsql aborts the whole process (a Rust panic) when a boolean is bound, so every parameter
// passes through here first.
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

function bindAll(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map(bindable);
}

/** Kysely builds the same few SQL texts over and over: each is prepared once and reused. */
const STATEMENT_CACHE_SIZE = 500;

/** Adapts libsql's better-sqlite3-style API to the interface Kysely's SqliteDialect expects. */
function kyselyDatabase(raw: RawDatabase): SqliteDatabase {
  const prepared = new Map<string, ReturnType<RawDatabase['prepare']>>();
  const prepare = (sqlText: string) => {
    let statement = prepared.get(sqlText);
    if (statement) return statement;
    statement = raw.prepare(sqlText);
    // Texts with a varying number of parameters (IN lists) could grow the map without end.
    if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.clear();
    prepared.set(sqlText, statement);
    return statement;
  };
  return {
    close: () => {
      prepared.clear();
      raw.close();
    },
    prepare(sqlText: string): SqliteStatement {
      const statement = prepare(sqlText);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindAll(parameters)),
        run: (parameters) => statement.run(bindAll(parameters)),
        iterate: (parameters) => statement.iterate(bindAll(parameters)),
      };
    },
  };
}

function sqliteRunner(raw: RawDatabase): SqlRunner {
  return {
    dialect: 'sqlite',
    exec: async (sqlText) => void raw.exec(sqlText),
    all: async <T>(sqlText: string, params: unknown[] = []) =>
      raw.prepare(sqlText).all(bindAll(params)) as T[],
    run: async (sqlText, params = []) => void raw.prepare(sqlText).run(bindAll(params)),
  };
}

/** How much of the database file SQLite maps into memory for reads. */
const SQLITE_MMAP_BYTES = 2 ** 31;

function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const raw = new Libsql(file);
  // WAL lets readers in other server processes proceed while one writes; busy_timeout makes
  // writers queue instead of failing when several processes share the file.
  // busy_timeout first: switching to WAL needs the file while another process may be migrating.
  raw.pragma('busy_timeout = 5000');
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('foreign_keys = ON');
  // Reads straight from the file's pages in memory instead of copying each into SQLite's 2 MB page
  // cache: at a million documents a search's index lists are megabytes, read again on every search
  // (bench README, "SQLite reads mapped"). SQLite caps it at SQLITE_MAX_MMAP_SIZE (2 GB here);
  // writes still go through the WAL.
  raw.pragma(`mmap_size = ${SQLITE_MMAP_BYTES}`);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: kyselyDatabase(raw) }),
  });
  const runner = sqliteRunner(raw);
  let closed = false;
  return {
    dialect: 'sqlite',
    db,
    async exclusive(work) {
      // Another process may hold the write lock for longer than busy_timeout (seeding 100 000
      // documents): keep asking.
      await whileBusy(() => raw.exec('BEGIN IMMEDIATE'));
      try {
        const result = await work(runner);
        raw.exec('COMMIT');
        return result;
      } catch (error) {
        raw.exec('ROLLBACK');
        throw error;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

// --- PostgreSQL (pg) ---

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * Times (epoch ms) and money (cents) are BIGINT on PostgreSQL; pg returns those as strings by
 * default. Every value stays far below 2^53, so this pool parses them as numbers, like SQLite.
 */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

/** `?` placeholders (the SQLite style the migrations and seeds use) → `$1, $2…`. */
export function numberedParameters(sqlText: string): string {
  let n = 0;
  let quoted = false;
  let out = '';
  for (const ch of sqlText) {
    if (ch === "'") quoted = !quoted;
    out += ch === '?' && !quoted ? `$${++n}` : ch;
  }
  return out;
}

function pgRunner(client: pg.PoolClient): SqlRunner {
  return {
    dialect: 'postgres',
    exec: async (sqlText) => void (await client.query(sqlText)),
    all: async <T>(sqlText: string, params: unknown[] = []) =>
      (await client.query(numberedParameters(sqlText), bindAll(params))).rows as T[],
    run: async (sqlText, params = []) =>
      void (await client.query(numberedParameters(sqlText), bindAll(params))),
  };
}

/** Any constant shared by every replica: the key of the migrate-and-seed advisory lock. */
const STARTUP_LOCK = 0x646f6e67; // "dong"

function openPostgres(url: string, poolSize: number): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    Client: PlanReusingClient,
    // No parallel workers: a search or listing that walks an index to its first 100 hits takes a
    // few ms, and starting workers for it cost ~10 ms more (EXPLAIN ANALYZE at a million documents,
    // apps/api/bench/README.md); under 50 connections they only fight over the cores.
    options: '-c max_parallel_workers_per_gather=0',
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    dialect: 'postgres',
    db,
    async exclusive(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK]);
        const result = await work(pgRunner(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy(); // ends the pool
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolSize,
    }),
  };
}
