import type { Migration } from './types.js';

// Console documents: a price (cents) and a published flag. Unpublished documents
// leave sections, search and downloads: the section counts count published rows only, the
// listing indexes hold published rows only (queries say `published = 1` literally so SQLite
// picks them), and search skips the few unpublished ids (documents_unpublished).
export default {
  name: '0014_documents_publish_price',
  legacyName: '005_10_documents_publish_price',
  statements: [
    {
      sqlite: `ALTER TABLE documents ADD COLUMN price INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0)`,
      postgres: `ALTER TABLE documents ADD COLUMN price BIGINT NOT NULL DEFAULT 0 CHECK (price >= 0)`,
    },
    {
      sqlite: `ALTER TABLE documents ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1))`,
      postgres: `ALTER TABLE documents ADD COLUMN published BIGINT NOT NULL DEFAULT 1 CHECK (published IN (0, 1))`,
    },
    `DROP INDEX documents_section`,
    `CREATE INDEX documents_section ON documents(one_class_id, one_class_children_id, create_time DESC, id DESC) WHERE published = 1`,
    `DROP INDEX documents_class_newest`,
    `CREATE INDEX documents_class_newest ON documents(one_class_id, create_time DESC, id DESC) WHERE published = 1`,
    `DROP INDEX documents_newest`,
    `CREATE INDEX documents_newest ON documents(create_time DESC, id DESC, title, one_class_id, one_class_children_id, published)`,
    `CREATE INDEX documents_unpublished ON documents(id) WHERE published = 0`,
    { sqlite: `DROP TRIGGER perf_section_counts_insert` },
    { sqlite: `DROP TRIGGER perf_section_counts_delete` },
    { sqlite: `DROP TRIGGER perf_section_counts_move` },
    // published is 0 or 1: adding it counts a published row and leaves a hidden one out.
    {
      sqlite: `CREATE TRIGGER perf_section_counts_insert AFTER INSERT ON documents BEGIN
        INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
          VALUES (new.one_class_id, new.one_class_children_id, new.published)
          ON CONFLICT (one_class_id, one_class_children_id) DO UPDATE SET total = total + new.published;
      END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_section_counts_delete AFTER DELETE ON documents BEGIN
        UPDATE perf_section_counts SET total = total - old.published
          WHERE one_class_id = old.one_class_id AND one_class_children_id = old.one_class_children_id;
      END`,
    },
    {
      sqlite: `CREATE TRIGGER perf_section_counts_move AFTER UPDATE OF one_class_id, one_class_children_id, published ON documents BEGIN
        UPDATE perf_section_counts SET total = total - old.published
          WHERE one_class_id = old.one_class_id AND one_class_children_id = old.one_class_children_id;
        INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
          VALUES (new.one_class_id, new.one_class_children_id, new.published)
          ON CONFLICT (one_class_id, one_class_children_id) DO UPDATE SET total = total + new.published;
      END`,
    },
    { postgres: `DROP TRIGGER perf_section_counts_track ON documents` },
    {
      postgres: `CREATE OR REPLACE FUNCTION perf_section_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE perf_section_counts SET total = total - OLD.published
              WHERE one_class_id = OLD.one_class_id AND one_class_children_id = OLD.one_class_children_id;
          END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO perf_section_counts (one_class_id, one_class_children_id, total)
              VALUES (NEW.one_class_id, NEW.one_class_children_id, NEW.published)
              ON CONFLICT (one_class_id, one_class_children_id)
              DO UPDATE SET total = perf_section_counts.total + NEW.published;
          END IF;
          RETURN NULL;
        END $$`,
    },
    {
      postgres: `CREATE TRIGGER perf_section_counts_track
        AFTER INSERT OR DELETE OR UPDATE OF one_class_id, one_class_children_id, published ON documents
        FOR EACH ROW EXECUTE FUNCTION perf_section_counts_track()`,
    },
  ],
} satisfies Migration;
