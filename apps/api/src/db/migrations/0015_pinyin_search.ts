import { pinyinKey } from '../../lib/pinyin.js';
import type { SqlRunner } from '../connection.js';
import type { Migration } from './types.js';

// Pinyin search (docs/adr/0024-pinyin-search-index.md): each title's pinyin key
// (src/lib/pinyin.ts) is written with the title and searched like it — an FTS5 trigram table on
// SQLite, a pg_trgm GIN index on PostgreSQL. Existing rows are filled by the last step.
export default {
  name: '0015_pinyin_search',
  statements: [
    `ALTER TABLE documents ADD COLUMN title_pinyin TEXT NOT NULL DEFAULT ''`,
    {
      sqlite: `CREATE VIRTUAL TABLE documents_pinyin_fts USING fts5(
        title_pinyin, content='documents', content_rowid='id', tokenize='trigram'
      )`,
    },
    {
      sqlite: `CREATE TRIGGER documents_pinyin_fts_insert AFTER INSERT ON documents BEGIN
        INSERT INTO documents_pinyin_fts(rowid, title_pinyin)
          SELECT new.id, new.title_pinyin WHERE new.title_pinyin <> '';
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_pinyin_fts_delete AFTER DELETE ON documents BEGIN
        INSERT INTO documents_pinyin_fts(documents_pinyin_fts, rowid, title_pinyin)
          SELECT 'delete', old.id, old.title_pinyin WHERE old.title_pinyin <> '';
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_pinyin_fts_update AFTER UPDATE OF title_pinyin ON documents BEGIN
        INSERT INTO documents_pinyin_fts(documents_pinyin_fts, rowid, title_pinyin)
          SELECT 'delete', old.id, old.title_pinyin WHERE old.title_pinyin <> '';
        INSERT INTO documents_pinyin_fts(rowid, title_pinyin)
          SELECT new.id, new.title_pinyin WHERE new.title_pinyin <> '';
      END`,
    },
    {
      postgres: `CREATE INDEX documents_pinyin_trgm ON documents USING gin (title_pinyin gin_trgm_ops)`,
    },
    { run: backfillPinyinKeys },
  ],
} satisfies Migration;

/** Pinyin keys of the titles already stored (new ones get theirs when written). */
async function backfillPinyinKeys(runner: SqlRunner): Promise<void> {
  const rows = await runner.all<{ id: number; title: string }>('SELECT id, title FROM documents');
  for (const row of rows) {
    const key = pinyinKey(row.title);
    if (key) await runner.run('UPDATE documents SET title_pinyin = ? WHERE id = ?', [key, row.id]);
  }
}
