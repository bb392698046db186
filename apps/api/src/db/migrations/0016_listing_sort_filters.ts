import { materialFormat } from '../../lib/material-format.js';
import type { SqlRunner } from '../connection.js';
import type { Migration } from './types.js';

// Listings sorted and filtered: the material's format and size, and its download
// counts, on the document row so one index per sort serves a section page. download_count is every
// download; downloads_30d the last 30 days ("popular"), kept by a trigger on downloads and a day
// table the listing service expires (repositories/listing-stats.ts).
export default {
  name: '0016_listing_sort_filters',
  statements: [
    `ALTER TABLE documents ADD COLUMN format TEXT NOT NULL DEFAULT ''`,
    {
      sqlite: `ALTER TABLE documents ADD COLUMN size INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE documents ADD COLUMN size BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE documents ADD COLUMN download_count INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE documents ADD COLUMN download_count BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `ALTER TABLE documents ADD COLUMN downloads_30d INTEGER NOT NULL DEFAULT 0`,
      postgres: `ALTER TABLE documents ADD COLUMN downloads_30d BIGINT NOT NULL DEFAULT 0`,
    },
    {
      sqlite: `CREATE TABLE document_download_days (
      document_id INTEGER NOT NULL,
      day INTEGER NOT NULL,
      n INTEGER NOT NULL,
      PRIMARY KEY (document_id, day)
    )`,
      postgres: `CREATE TABLE document_download_days (
      document_id BIGINT NOT NULL,
      day BIGINT NOT NULL,
      n BIGINT NOT NULL,
      PRIMARY KEY (document_id, day)
    )`,
    },
    `CREATE INDEX document_download_days_day ON document_download_days(day)`,
    `CREATE INDEX documents_class_popular ON documents(one_class_id, downloads_30d DESC, id DESC) WHERE published = 1`,
    `CREATE INDEX documents_class_downloads ON documents(one_class_id, download_count DESC, id DESC) WHERE published = 1`,
    `CREATE INDEX documents_section_popular ON documents(one_class_id, one_class_children_id, downloads_30d DESC, id DESC) WHERE published = 1`,
    `CREATE INDEX documents_section_downloads ON documents(one_class_id, one_class_children_id, download_count DESC, id DESC) WHERE published = 1`,
    {
      sqlite: `CREATE TRIGGER documents_download_counts AFTER INSERT ON downloads
        WHEN new.download_key = 'd' || new.document_id BEGIN
        UPDATE documents SET download_count = download_count + 1, downloads_30d = downloads_30d + 1
          WHERE id = new.document_id;
        INSERT INTO document_download_days (document_id, day, n)
          VALUES (new.document_id, new.create_time / 86400000, 1)
          ON CONFLICT (document_id, day) DO UPDATE SET n = n + 1;
      END`,
    },
    {
      postgres: `CREATE FUNCTION documents_download_counts() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.download_key = 'd' || NEW.document_id THEN
            UPDATE documents SET download_count = download_count + 1, downloads_30d = downloads_30d + 1
              WHERE id = NEW.document_id;
            INSERT INTO document_download_days (document_id, day, n)
              VALUES (NEW.document_id, NEW.create_time / 86400000, 1)
              ON CONFLICT (document_id, day) DO UPDATE SET n = document_download_days.n + 1;
          END IF;
          RETURN NULL;
        END $$`,
    },
    {
      postgres: `CREATE TRIGGER documents_download_counts AFTER INSERT ON downloads
        FOR EACH ROW EXECUTE FUNCTION documents_download_counts()`,
    },
    { run: backfillListingStats },
  ],
} satisfies Migration;

/**
 * Download counts from the downloads themselves: every one in download_count, the last 30 days in
 * downloads_30d and the day table (older days are never in either, so nothing expires twice).
 * Also run after a copy to PostgreSQL, where the rows' own trigger would count them again.
 */
export async function recountDownloads(runner: SqlRunner, now = Date.now()): Promise<void> {
  const firstDay = Math.floor(now / 86_400_000) - 30;
  await runner.exec('DELETE FROM document_download_days');
  await runner.exec(`UPDATE documents SET download_count =
    (SELECT count(*) FROM downloads WHERE downloads.download_key = 'd' || documents.id)`);
  await runner.run(
    `UPDATE documents SET downloads_30d = (SELECT count(*) FROM downloads
      WHERE downloads.download_key = 'd' || documents.id AND downloads.create_time >= ?)`,
    [firstDay * 86_400_000],
  );
  await runner.run(
    `INSERT INTO document_download_days (document_id, day, n)
      SELECT document_id, create_time / 86400000, count(*) FROM downloads
      WHERE download_key = 'd' || document_id AND create_time >= ?
      GROUP BY document_id, create_time / 86400000`,
    [firstDay * 86_400_000],
  );
}

/** Formats, sizes and download counts of the documents already stored. */
async function backfillListingStats(runner: SqlRunner): Promise<void> {
  await recountDownloads(runner);
  const files = await runner.all<{ key: string; name: string; size: number }>(
    `SELECT df.download_key AS key, df.file_name AS name, f.size AS size FROM document_files df
      JOIN files f ON f.id = df.file_id WHERE df.kind = 'material' ORDER BY df.download_key, df.sort`,
  );
  const byDocument = new Map<number, { format: string; size: number }>();
  for (const file of files) {
    if (!/^d\d+$/.test(file.key)) continue;
    const id = Number(file.key.slice(1));
    const entry = byDocument.get(id) ?? { format: materialFormat(file.name), size: 0 };
    entry.size += Number(file.size);
    byDocument.set(id, entry);
  }
  for (const [id, { format, size }] of byDocument)
    await runner.run('UPDATE documents SET format = ?, size = ? WHERE id = ?', [format, size, id]);
}
