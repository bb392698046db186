import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DIR_KEY, type TemplateRecord } from './database-templates.js';
import { POSTGRES_ADMIN_URL } from './services.js';

// One folder per vitest run for the database templates (./database-templates.ts); afterwards the
// PostgreSQL template databases are dropped and the folder removed.
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'dongman-templates-'));
  project.provide(TEMPLATE_DIR_KEY, dir);
  return async () => {
    const databases = readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as TemplateRecord | null)
      .filter((record) => record?.dialect === 'postgres')
      .map((record) => record!.source);
    if (databases.length > 0) {
      const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await admin.connect();
      try {
        for (const name of databases)
          await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
