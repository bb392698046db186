import type { Dialect, SqlRunner } from '../connection.js';

/**
 * One statement of a migration: a text that runs unchanged on both databases, or a pair of texts
 * where they differ. A side left out does not run on that database (SQLite's FTS5 search,
 * PostgreSQL's extensions and trigram index). Nothing is translated: what runs is what is written.
 */
export type MigrationStatement = string | { sqlite?: string; postgres?: string };

/** A step no SQL can do (a value computed in JavaScript), run in the migration's transaction. */
export interface MigrationStep {
  run: (runner: SqlRunner) => Promise<void>;
}

export interface Migration {
  /** `NNNN_what`, the file's name: recorded in schema_migrations once applied. */
  name: string;
  /**
   * The key this migration had in the single `MIGRATIONS` object it was first written in (before
   * one file each): a database that recorded it is not migrated again, its row is renamed.
   */
  legacyName?: string;
  /**
   * The name it landed under before 0024–0036 were renumbered in the order they run (they had
   * landed as 0041, 0037, 0031…): a database that recorded it is not migrated again.
   */
  formerName?: string;
  statements: (MigrationStatement | MigrationStep)[];
}

/** The text to run on `dialect`, or null when the statement does not apply there. */
export function statementFor(
  statement: MigrationStatement | MigrationStep,
  dialect: Dialect,
): string | null {
  if (typeof statement === 'string') return statement;
  if ('run' in statement) return null;
  return statement[dialect] ?? null;
}
