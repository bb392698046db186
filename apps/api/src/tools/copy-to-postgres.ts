import { openDatabase, type SqlRunner } from '../db/connection.js';
import { migrateToLatest, recountDownloads } from '../db/migrations.js';
import { syncIdentities } from '../seed/index.js';

// Moves a site from its SQLite file to PostgreSQL: migrates the (empty) PostgreSQL database with
// the same migrations, then copies every table in foreign-key order, in one transaction.
//   npm run db:copy-to-postgres -w @dongman/api -- .data/site.db postgres://user@host/dongman

/**
 * Search tables of SQLite (FTS5, grams) are rebuilt by PostgreSQL's own index, not copied; the
 * perf_ tables (content version, section counts) are kept by the target's triggers as rows arrive.
 */
// document_download_days is rebuilt from the downloads (recountDownloads), as the counts are.
const NOT_COPIED = /^(sqlite_|schema_migrations$|perf_|document_download_days$)|_fts(_\w+)?$/;
const BATCH = 500;

async function tablesInForeignKeyOrder(source: SqlRunner): Promise<string[]> {
  const names = (
    await source.all<{ name: string }>(
      `SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !NOT_COPIED.test(name));
  const parents = new Map<string, string[]>();
  for (const name of names) {
    const fks = await source.all<{ table: string }>(
      `SELECT "table" FROM pragma_foreign_key_list(?)`,
      [name],
    );
    parents.set(
      name,
      fks.map((f) => f.table).filter((t) => t !== name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

export interface CopyReport {
  tables: { name: string; rows: number }[];
}

export async function copySqliteToPostgres(file: string, databaseUrl: string): Promise<CopyReport> {
  const source = openDatabase({ dbFile: file, databaseUrl: null });
  const target = openDatabase({ dbFile: '', databaseUrl });
  try {
    await migrateToLatest(target);
    return await source.exclusive(async (from) => {
      const tables = await tablesInForeignKeyOrder(from);
      return target.exclusive(async (to) => {
        const existing = await to.all<{ n: number }>('SELECT count(*) AS n FROM users');
        if (Number(existing[0]?.n) > 0) {
          throw new Error('目标 PostgreSQL 数据库已有数据：请复制到一个空数据库');
        }
        const report: CopyReport = { tables: [] };
        for (const table of tables) {
          const rows = await from.all(`SELECT * FROM "${table}"`);
          for (let start = 0; start < rows.length; start += BATCH) {
            const batch = rows.slice(start, start + BATCH);
            const columns = Object.keys(batch[0] ?? {});
            const placeholders = `(${columns.map(() => '?').join(', ')})`;
            await to.run(
              `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${batch
                .map(() => placeholders)
                .join(', ')}`,
              batch.flatMap((row) => columns.map((c) => row[c])),
            );
          }
          report.tables.push({ name: table, rows: rows.length });
        }
        await syncIdentities(to);
        await recountDownloads(to);
        return report;
      });
    });
  } finally {
    await source.close();
    await target.close();
  }
}

const [, script, file, url] = process.argv;
if (script && /copy-to-postgres\.[jt]s$/.test(script)) {
  if (!file || !url?.startsWith('postgres')) {
    console.error('usage: copy-to-postgres <site.db> <postgres://…>');
    process.exit(2);
  }
  const report = await copySqliteToPostgres(file, url);
  for (const { name, rows } of report.tables) console.log(`${name.padEnd(24)}${rows}`);
  console.log('done: start the server with DATABASE_URL set to the target');
}
