import type { Migration } from './types.js';

// Speed. Public reads are cached in memory; every write to the tables they read bumps
// perf_public_version (triggers, so a write from any process or tool invalidates every cache).
// Section listings: an index in ORDER BY order for a whole class, and per-section counts kept by
// triggers instead of counting rows. SQLite searches of 1–2 characters: a gram table (every
// character and character pair of each title, lower-cased like LIKE) read newest first by index;
// it belongs to SQLite's search machinery (documents_fts_*), PostgreSQL searches its own way.
export default {
  name: '0009_perf_cache_counts_grams',
  legacyName: '004_perf_cache_counts_grams',
  statements: [
    {
      sqlite: `CREATE TABLE perf_public_version (id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`,
      postgres: `CREATE TABLE perf_public_version (id BIGINT NOT NULL PRIMARY KEY CHECK (id = 1), version BIGINT NOT NULL)`,
    },
    `INSERT INTO perf_public_version (id, version) VALUES (1, 1)`,
    {
      sqlite: `CREATE TRIGGER perf_version_one_classes_insert AFTER INSERT ON one_classes BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_one_classes_update AFTER UPDATE ON one_classes BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_one_classes_delete AFTER DELETE ON one_classes BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_one_class_children_insert AFTER INSERT ON one_class_children BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_one_class_children_update AFTER UPDATE ON one_class_children BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_one_class_children_delete AFTER DELETE ON one_class_children BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_documents_insert AFTER INSERT ON documents BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_documents_update AFTER UPDATE ON documents BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_documents_delete AFTER DELETE ON documents BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_common_documents_insert AFTER INSERT ON common_documents BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_common_documents_update AFTER UPDATE ON common_documents BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_common_documents_delete AFTER DELETE ON common_documents BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_notices_insert AFTER INSERT ON notices BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_notices_update AFTER UPDATE ON notices BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_notices_delete AFTER DELETE ON notices BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_custom_nav_menu_insert AFTER INSERT ON custom_nav_menu BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_custom_nav_menu_update AFTER UPDATE ON custom_nav_menu BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_custom_nav_menu_delete AFTER DELETE ON custom_nav_menu BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_update_notices_insert AFTER INSERT ON update_notices BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_update_notices_update AFTER UPDATE ON update_notices BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_update_notices_delete AFTER DELETE ON update_notices BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_home_images_insert AFTER INSERT ON home_images BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_home_images_update AFTER UPDATE ON home_images BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_version_home_images_delete AFTER DELETE ON home_images BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; END`,
    },
    {
      postgres: `CREATE FUNCTION perf_bump_public_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE perf_public_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_one_classes AFTER INSERT OR UPDATE OR DELETE ON one_classes FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_one_class_children AFTER INSERT OR UPDATE OR DELETE ON one_class_children FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_documents AFTER INSERT OR UPDATE OR DELETE ON documents FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_common_documents AFTER INSERT OR UPDATE OR DELETE ON common_documents FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_notices AFTER INSERT OR UPDATE OR DELETE ON notices FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_custom_nav_menu AFTER INSERT OR UPDATE OR DELETE ON custom_nav_menu FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_update_notices AFTER INSERT OR UPDATE OR DELETE ON update_notices FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    {
      postgres: `CREATE TRIGGER perf_version_home_images AFTER INSERT OR UPDATE OR DELETE ON home_images FOR EACH STATEMENT EXECUTE FUNCTION perf_bump_public_version()`,
    },
    `CREATE INDEX documents_class_newest ON documents(one_class_id, create_time DESC, id DESC)`,
    {
      sqlite: `CREATE TABLE perf_section_counts (
      one_class_id INTEGER NOT NULL,
      one_class_children_id INTEGER NOT NULL,
      total INTEGER NOT NULL,
      PRIMARY KEY (one_class_id, one_class_children_id)
    )`,
      postgres: `CREATE TABLE perf_section_counts (
      one_class_id BIGINT NOT NULL,
      one_class_children_id BIGINT NOT NULL,
      total BIGINT NOT NULL,
      PRIMARY KEY (one_class_id, one_class_children_id)
    )`,
    },
    `INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
      SELECT one_class_id, one_class_children_id, count(*) FROM documents
      GROUP BY one_class_id, one_class_children_id`,
    {
      sqlite: `CREATE TRIGGER perf_section_counts_insert AFTER INSERT ON documents BEGIN
        INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
          VALUES (new.one_class_id, new.one_class_children_id, 1)
          ON CONFLICT (one_class_id, one_class_children_id) DO UPDATE SET total = total + 1;
      END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_section_counts_delete AFTER DELETE ON documents BEGIN
        UPDATE perf_section_counts SET total = total - 1
          WHERE one_class_id = old.one_class_id AND one_class_children_id = old.one_class_children_id;
      END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_section_counts_move AFTER UPDATE OF one_class_id, one_class_children_id ON documents BEGIN
        UPDATE perf_section_counts SET total = total - 1
          WHERE one_class_id = old.one_class_id AND one_class_children_id = old.one_class_children_id;
        INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
          VALUES (new.one_class_id, new.one_class_children_id, 1)
          ON CONFLICT (one_class_id, one_class_children_id) DO UPDATE SET total = total + 1;
      END`,
    },
    {
      postgres: `CREATE FUNCTION perf_section_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE perf_section_counts SET total = total - 1
              WHERE one_class_id = OLD.one_class_id AND one_class_children_id = OLD.one_class_children_id;
          END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
              VALUES (NEW.one_class_id, NEW.one_class_children_id, 1)
              ON CONFLICT (one_class_id, one_class_children_id)
              DO UPDATE SET total = perf_section_counts.total + 1;
          END IF;
          RETURN NULL;
        END $$`,
    },
    {
      postgres: `CREATE TRIGGER perf_section_counts_track
        AFTER INSERT OR DELETE OR UPDATE OF one_class_id, one_class_children_id ON documents
        FOR EACH ROW EXECUTE FUNCTION perf_section_counts_track()`,
    },
    // Positions 1…1000 to cut titles into grams inside triggers (SQLite triggers cannot use CTEs).
    { sqlite: `CREATE TABLE documents_fts_positions (n INTEGER PRIMARY KEY)` },
    {
      sqlite: `INSERT INTO documents_fts_positions (n)
        WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 1000)
        SELECT n FROM seq`,
    },
    {
      sqlite: `CREATE TABLE documents_fts_grams (
        gram TEXT NOT NULL,
        document_id INTEGER NOT NULL,
        PRIMARY KEY (gram, document_id)
      ) WITHOUT ROWID`,
    },
    {
      sqlite: `INSERT OR IGNORE INTO documents_fts_grams (gram, document_id)
        SELECT lower(substr(d.title, p.n, 1)), d.id FROM documents d JOIN documents_fts_positions p ON p.n <= length(d.title)
        UNION ALL
        SELECT lower(substr(d.title, p.n, 2)), d.id FROM documents d JOIN documents_fts_positions p ON p.n < length(d.title)`,
    },
    {
      sqlite: `CREATE TRIGGER documents_fts_grams_insert AFTER INSERT ON documents BEGIN
        INSERT OR IGNORE INTO documents_fts_grams (gram, document_id)
        SELECT lower(substr(new.title, n, 1)), new.id FROM documents_fts_positions WHERE n <= length(new.title)
        UNION ALL
        SELECT lower(substr(new.title, n, 2)), new.id FROM documents_fts_positions WHERE n < length(new.title);
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_fts_grams_delete AFTER DELETE ON documents BEGIN
        DELETE FROM documents_fts_grams WHERE document_id = old.id AND gram IN (
        SELECT lower(substr(old.title, n, 1)) FROM documents_fts_positions WHERE n <= length(old.title)
        UNION ALL
        SELECT lower(substr(old.title, n, 2)) FROM documents_fts_positions WHERE n < length(old.title));
      END`,
    },
    {
      sqlite: `CREATE TRIGGER documents_fts_grams_update AFTER UPDATE OF title ON documents BEGIN
        DELETE FROM documents_fts_grams WHERE document_id = old.id AND gram IN (
        SELECT lower(substr(old.title, n, 1)) FROM documents_fts_positions WHERE n <= length(old.title)
        UNION ALL
        SELECT lower(substr(old.title, n, 2)) FROM documents_fts_positions WHERE n < length(old.title));
        INSERT OR IGNORE INTO documents_fts_grams (gram, document_id)
        SELECT lower(substr(new.title, n, 1)), new.id FROM documents_fts_positions WHERE n <= length(new.title)
        UNION ALL
        SELECT lower(substr(new.title, n, 2)), new.id FROM documents_fts_positions WHERE n < length(new.title);
      END`,
    },
  ],
} satisfies Migration;
