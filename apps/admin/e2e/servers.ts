import type { TestInfo } from '@playwright/test';
import { notRunBanner } from '../../../scripts/e2e-postgres.mjs';

/** The API server of one project (playwright.config.ts): its database, port and data directory. */
export interface ConsoleServer {
  database: 'sqlite' | 'postgres';
  port: number;
  /** The server's DATA_DIR (its SQLite file, or the files beside a PostgreSQL database). */
  dataDir: string;
  /** DATABASE_URL of the `postgres` project's server; null on SQLite. */
  databaseUrl: string | null;
}

/** The server the running test's project talks to. */
export function serverOf(testInfo: TestInfo): ConsoleServer {
  return testInfo.project.metadata as ConsoleServer;
}

/** Printed when the run starts and again when it ends, so neither end of a CI log misses it. */
export function postgresNotRunBanner(reason: string): string {
  return notRunBanner(
    '控制台 e2e（PostgreSQL）未运行 / console e2e on PostgreSQL NOT RUN',
    reason,
    'Only the SQLite project ran.',
  );
}
