import type { Migration } from './types.js';

// PostgreSQL search at a million documents (issue 28, ADR 0024): a search read its matches'
// rows from documents (about 600 bytes a row) — every trigram candidate's recheck, or every row of
// a walk of documents_newest — so a search with thousands of old matches read tens of thousands of
// wide pages. documents_search holds only what a search reads, for published documents only
// (about 150 bytes a row, a quarter of the pages), with its own indexes: newest first (the walk),
// pg_trgm on the title and on its pinyin key, and the title's 1–2 character grams (moved here
// from documents: only the members' search reads them; the console's search keeps documents'
// trigram indexes). A trigger keeps it in step with every write to documents, whoever writes.
// SQLite keeps its FTS5 tables (they are already narrow).
export default {
  name: '0041_postgres_search_table',
  statements: [
    {
      postgres: `CREATE TABLE documents_search (
        id BIGINT PRIMARY KEY,
        create_time BIGINT NOT NULL,
        one_class_id BIGINT NOT NULL,
        title TEXT NOT NULL,
        title_pinyin TEXT NOT NULL
      )`,
    },
    {
      postgres: `INSERT INTO documents_search (id, create_time, one_class_id, title, title_pinyin)
        SELECT id, create_time, one_class_id, title, title_pinyin FROM documents
        WHERE published = 1 ORDER BY create_time, id`,
    },
    {
      postgres: `CREATE INDEX documents_search_newest ON documents_search (create_time DESC, id DESC)`,
    },
    {
      postgres: `CREATE INDEX documents_search_title_trgm ON documents_search USING gin (title gin_trgm_ops)`,
    },
    {
      postgres: `CREATE INDEX documents_search_pinyin_trgm ON documents_search USING gin (title_pinyin gin_trgm_ops)`,
    },
    {
      postgres: `CREATE INDEX documents_search_title_grams ON documents_search USING gin (title_grams(title))`,
    },
    { postgres: `DROP INDEX documents_title_grams` },
    {
      postgres: `CREATE FUNCTION documents_search_track() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP = 'DELETE' THEN
            DELETE FROM documents_search WHERE id = OLD.id;
          ELSIF NEW.published = 1 THEN
            INSERT INTO documents_search (id, create_time, one_class_id, title, title_pinyin)
              VALUES (NEW.id, NEW.create_time, NEW.one_class_id, NEW.title, NEW.title_pinyin)
              ON CONFLICT (id) DO UPDATE SET create_time = EXCLUDED.create_time,
                one_class_id = EXCLUDED.one_class_id, title = EXCLUDED.title,
                title_pinyin = EXCLUDED.title_pinyin
              WHERE (documents_search.create_time, documents_search.one_class_id,
                  documents_search.title, documents_search.title_pinyin)
                IS DISTINCT FROM (EXCLUDED.create_time, EXCLUDED.one_class_id, EXCLUDED.title,
                  EXCLUDED.title_pinyin);
          ELSIF TG_OP = 'UPDATE' THEN
            DELETE FROM documents_search WHERE id = NEW.id;
          END IF;
          RETURN NULL;
        END $$`,
    },
    {
      postgres: `CREATE TRIGGER documents_search_track
        AFTER INSERT OR DELETE OR UPDATE OF title, title_pinyin, published, create_time, one_class_id
        ON documents FOR EACH ROW EXECUTE FUNCTION documents_search_track()`,
    },
    { postgres: `ANALYZE documents_search` },
  ],
} satisfies Migration;
