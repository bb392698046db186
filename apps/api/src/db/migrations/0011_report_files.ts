import type { Migration } from './types.js';

// Report images leave the database for the file storage: which stored file each
// report shows, for access checks and the member's upload quota. Rows that still hold data: URLs
// are moved at start by services/report-images.ts moveInlineReportImages (it needs the storage).
export default {
  name: '0011_report_files',
  legacyName: '005_14_report_files',
  statements: [
    {
      sqlite: `CREATE TABLE report_files (
      report_id INTEGER NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL,
      file_id INTEGER NOT NULL REFERENCES files(id),
      PRIMARY KEY (report_id, sort)
    )`,
      postgres: `CREATE TABLE report_files (
      report_id BIGINT NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      sort BIGINT NOT NULL,
      file_id BIGINT NOT NULL REFERENCES files(id),
      PRIMARY KEY (report_id, sort)
    )`,
    },
    `CREATE INDEX report_files_file ON report_files(file_id)`,
  ],
} satisfies Migration;
