import type { DatabaseHandle, SqlRunner } from './connection.js';
import { statementFor, type MigrationStatement } from './dialect.js';

// Migrations are append-only: never edit one that has shipped, add the next instead.
// One set for both databases: write portable SQL the SQLite way (src/db/dialect.ts translates it
// for PostgreSQL; test/schema.test.ts proves both schemas match), or a { sqlite, postgres } pair.
export const MIGRATIONS: Record<string, MigrationStatement[]> = {
  '001_initial': [
    // Account names are case-insensitive (COLLATE NOCASE), citext on PostgreSQL.
    { postgres: 'CREATE EXTENSION IF NOT EXISTS citext' },
    `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
    `CREATE TABLE levels (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      source_material INTEGER NOT NULL DEFAULT 0,
      myz_source_material INTEGER NOT NULL DEFAULT 0,
      template INTEGER NOT NULL DEFAULT 0,
      plugin INTEGER NOT NULL DEFAULT 0,
      dubbing INTEGER NOT NULL DEFAULT 0,
      course INTEGER NOT NULL DEFAULT 0,
      price INTEGER NOT NULL CHECK (price >= 0),
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    // money >= 0 is enforced by the database too: no code path can overdraw a balance.
    `CREATE TABLE users (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL COLLATE NOCASE UNIQUE,
      users_name TEXT NOT NULL,
      password_hash TEXT NOT NULL,
      phone TEXT NOT NULL DEFAULT '',
      money INTEGER NOT NULL DEFAULT 0 CHECK (money >= 0),
      level_id INTEGER NOT NULL REFERENCES levels(id),
      status TEXT NOT NULL CHECK (status IN ('active', 'locked', 'pending')),
      role TEXT NOT NULL DEFAULT 'user',
      dubbing_expire_time INTEGER,
      last_login_ip TEXT,
      last_login_time INTEGER,
      create_time INTEGER NOT NULL
    )`,
    `CREATE TABLE sessions (
      id TEXT PRIMARY KEY,
      user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      ip TEXT NOT NULL DEFAULT '',
      user_agent TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE INDEX sessions_user ON sessions(user_id)`,
    `CREATE INDEX sessions_expires ON sessions(expires_at)`,
    `CREATE TABLE captchas (
      session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
      answer TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    )`,
    `CREATE TABLE login_failures (
      key TEXT PRIMARY KEY,
      count INTEGER NOT NULL,
      window_start INTEGER NOT NULL
    )`,
    `CREATE TABLE user_logs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      action TEXT NOT NULL,
      ip TEXT NOT NULL,
      user_agent TEXT,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX user_logs_user_time ON user_logs(user_id, create_time DESC)`,
    `CREATE TABLE one_classes (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0,
      entitlement TEXT
    )`,
    `CREATE TABLE one_class_children (
      id INTEGER PRIMARY KEY,
      one_class_id INTEGER NOT NULL REFERENCES one_classes(id),
      name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX one_class_children_parent ON one_class_children(one_class_id, sort)`,
    `CREATE TABLE documents (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      one_class_id INTEGER NOT NULL REFERENCES one_classes(id),
      one_class_children_id INTEGER NOT NULL DEFAULT 0,
      title TEXT NOT NULL,
      summary TEXT NOT NULL DEFAULT '',
      content TEXT NOT NULL DEFAULT '',
      cover TEXT,
      entitlement TEXT,
      create_time INTEGER NOT NULL,
      update_time INTEGER NOT NULL
    )`,
    `CREATE INDEX documents_section ON documents(one_class_id, one_class_children_id, create_time DESC, id DESC)`,
    `CREATE INDEX documents_newest ON documents(create_time DESC, id DESC)`,
    // Substring search on titles, Chinese included: trigram FTS for 3+ characters (LIKE below).
    `CREATE VIRTUAL TABLE documents_fts USING fts5(
      title, content='documents', content_rowid='id', tokenize='trigram'
    )`,
    `CREATE TRIGGER documents_fts_insert AFTER INSERT ON documents BEGIN
      INSERT INTO documents_fts(rowid, title) VALUES (new.id, new.title);
    END`,
    `CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title) VALUES ('delete', old.id, old.title);
    END`,
    `CREATE TRIGGER documents_fts_update AFTER UPDATE OF title ON documents BEGIN
      INSERT INTO documents_fts(documents_fts, rowid, title) VALUES ('delete', old.id, old.title);
      INSERT INTO documents_fts(rowid, title) VALUES (new.id, new.title);
    END`,
    `CREATE TABLE common_documents (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      section TEXT NOT NULL,
      entitlement TEXT,
      downloadable INTEGER NOT NULL DEFAULT 0,
      update_time INTEGER NOT NULL
    )`,
    `CREATE TABLE notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title TEXT NOT NULL,
      notice_content TEXT NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE TABLE custom_nav_menu (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      free_dubbing TEXT NOT NULL DEFAULT '',
      ai_create_image TEXT NOT NULL DEFAULT '',
      ai_create_text TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE TABLE update_notices (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      version TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE TABLE pay_options (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      price INTEGER NOT NULL CHECK (price > 0),
      amount INTEGER NOT NULL CHECK (amount >= price),
      recommended INTEGER NOT NULL DEFAULT 0,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE recharge_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_no TEXT NOT NULL UNIQUE,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      pay_option_id INTEGER NOT NULL REFERENCES pay_options(id),
      pay_type TEXT NOT NULL CHECK (pay_type IN ('wechat', 'alipay')),
      price INTEGER NOT NULL CHECK (price > 0),
      amount INTEGER NOT NULL CHECK (amount > 0),
      status TEXT NOT NULL CHECK (status IN ('pending', 'paid')),
      create_time INTEGER NOT NULL,
      paid_time INTEGER
    )`,
    `CREATE INDEX recharge_orders_user ON recharge_orders(user_id, create_time DESC)`,
    `CREATE TABLE consume_records (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount INTEGER NOT NULL CHECK (amount > 0),
      balance_after INTEGER NOT NULL,
      type TEXT NOT NULL CHECK (type IN ('levelUpgrade', 'dubbing', 'download')),
      description TEXT NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX consume_records_user ON consume_records(user_id, create_time DESC)`,
    `CREATE TABLE plugin_activations (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      machine_code TEXT NOT NULL,
      activation_code TEXT NOT NULL,
      create_time INTEGER NOT NULL,
      UNIQUE (user_id, machine_code)
    )`,
    `CREATE TABLE dubbing_voices (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      gender TEXT NOT NULL,
      style TEXT NOT NULL,
      language TEXT NOT NULL,
      pitch_hz INTEGER NOT NULL,
      sample_text TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE dubbing_collects (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      voice_id INTEGER NOT NULL REFERENCES dubbing_voices(id),
      create_time INTEGER NOT NULL,
      PRIMARY KEY (user_id, voice_id)
    )`,
    `CREATE TABLE dubbing_cards (
      code TEXT PRIMARY KEY,
      days INTEGER NOT NULL CHECK (days > 0),
      used_by INTEGER REFERENCES users(id),
      used_time INTEGER
    )`,
    `CREATE TABLE dubbing_jobs (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      voice_id INTEGER NOT NULL REFERENCES dubbing_voices(id),
      text TEXT NOT NULL,
      speed REAL NOT NULL DEFAULT 1,
      duration_ms INTEGER NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX dubbing_jobs_user ON dubbing_jobs(user_id, create_time DESC)`,
    `CREATE TABLE reports (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      images TEXT NOT NULL DEFAULT '[]',
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
      create_time INTEGER NOT NULL,
      update_time INTEGER NOT NULL
    )`,
    `CREATE INDEX reports_user ON reports(user_id, create_time DESC)`,
    `CREATE TABLE home_images (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      title TEXT NOT NULL,
      image_url TEXT NOT NULL,
      link TEXT,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
  ],
  // Short (1–2 character) searches scan titles newest first with LIKE: a covering index lets that
  // scan read only the index (5× faster at 100 000 documents than visiting every row).
  '002_search_covering_index': [
    `DROP INDEX documents_newest`,
    `CREATE INDEX documents_newest ON documents(create_time DESC, id DESC, title, one_class_id, one_class_children_id)`,
  ],
  // PostgreSQL searches titles with a trigram GIN index (pg_trgm), which serves ILIKE '%…%' for
  // 3+ characters, Chinese included; SQLite has its FTS5 trigram table from 001.
  '003_postgres_search_trigram': [
    { postgres: 'CREATE EXTENSION IF NOT EXISTS pg_trgm' },
    { postgres: 'CREATE INDEX documents_title_trgm ON documents USING gin (title gin_trgm_ops)' },
  ],
  // Login attempts are reserved before the password check; the account-wide slowdown needs the
  // time of the last attempt.
  '003_hardening_login_attempts': [
    `ALTER TABLE login_failures ADD COLUMN last_at INTEGER NOT NULL DEFAULT 0`,
  ],
  // Every use of a download link, for the member's download history.
  '003_hardening_download_records': [
    `CREATE TABLE download_records (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      download_key TEXT NOT NULL,
      document_id INTEGER NOT NULL,
      ip TEXT NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX download_records_user ON download_records(user_id, create_time DESC)`,
  ],
  // How many machines a level's plugin licence covers (the seeded levels: 3).
  '003_hardening_plugin_machines': [
    `ALTER TABLE levels ADD COLUMN plugin_machines INTEGER NOT NULL DEFAULT 3 CHECK (plugin_machines >= 0)`,
  ],
  // Materials (issue 11): stored files and previews, download records and daily quotas, favourites,
  // member profile (avatar, unique phone), session last-seen, SMS codes for account recovery.
  '003_materials_files_quotas_recovery': [
    `ALTER TABLE levels ADD COLUMN daily_downloads INTEGER NOT NULL DEFAULT 10`,
    `UPDATE levels SET daily_downloads = CASE sort WHEN 1 THEN 10 WHEN 2 THEN 50 ELSE 200 END`,
    `CREATE TABLE files (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      storage_key TEXT NOT NULL UNIQUE,
      mime TEXT NOT NULL,
      size INTEGER NOT NULL CHECK (size >= 0),
      sha256 TEXT NOT NULL,
      width INTEGER,
      height INTEGER,
      create_time INTEGER NOT NULL
    )`,
    `CREATE TABLE document_files (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      download_key TEXT NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('material', 'preview')),
      file_id INTEGER NOT NULL REFERENCES files(id),
      file_name TEXT NOT NULL,
      sort INTEGER NOT NULL DEFAULT 0
    )`,
    `CREATE INDEX document_files_key ON document_files(download_key, kind, sort)`,
    `CREATE TABLE downloads (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      download_key TEXT NOT NULL,
      document_id INTEGER NOT NULL,
      title TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      ip TEXT NOT NULL,
      bytes INTEGER NOT NULL DEFAULT 0,
      day TEXT NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX downloads_user_day ON downloads(user_id, day, download_key)`,
    `CREATE INDEX downloads_user_time ON downloads(user_id, create_time DESC)`,
    `CREATE INDEX downloads_key ON downloads(download_key)`,
    `CREATE TABLE favourites (
      user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      create_time INTEGER NOT NULL,
      PRIMARY KEY (user_id, document_id)
    )`,
    `CREATE INDEX favourites_user_time ON favourites(user_id, create_time DESC)`,
    `ALTER TABLE users ADD COLUMN avatar_file_id INTEGER REFERENCES files(id)`,
    // One phone number, one account: older duplicates keep the number on the first account only.
    `UPDATE users SET phone = '' WHERE phone <> '' AND id NOT IN (SELECT MIN(id) FROM users WHERE phone <> '' GROUP BY phone)`,
    `CREATE UNIQUE INDEX users_phone ON users(phone) WHERE phone <> ''`,
    `ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0`,
    `UPDATE sessions SET last_seen_at = created_at`,
    `CREATE TABLE sms_codes (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      phone TEXT NOT NULL,
      scene TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      ip TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX sms_codes_phone ON sms_codes(phone, scene, create_time DESC)`,
    `CREATE INDEX sms_codes_ip ON sms_codes(ip, create_time DESC)`,
  ],
  // Payments (issue 8): orders get a provider and a lifecycle (pending → paid | closed →
  // refunded), every balance change becomes one append-only ledger row, and the sandbox provider
  // keeps its own record of what its cashier was paid. SQLite cannot widen a CHECK, so there the
  // order table is rebuilt; PostgreSQL alters it. Balances carried over from before the ledger get
  // one opening row each; consume records become a read of the ledger.
  '003_payments_ledger': [
    {
      sqlite: `CREATE TABLE recharge_orders_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        order_no TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        pay_option_id INTEGER NOT NULL REFERENCES pay_options(id),
        pay_type TEXT NOT NULL CHECK (pay_type IN ('wechat', 'alipay')),
        price INTEGER NOT NULL CHECK (price > 0),
        amount INTEGER NOT NULL CHECK (amount > 0),
        status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'closed', 'refunded')),
        create_time INTEGER NOT NULL,
        paid_time INTEGER,
        provider TEXT NOT NULL DEFAULT 'sandbox' CHECK (provider IN ('wechatpay', 'alipay', 'sandbox')),
        pay_url TEXT NOT NULL DEFAULT '',
        pay_mode TEXT NOT NULL DEFAULT 'qr' CHECK (pay_mode IN ('qr', 'redirect')),
        paid_amount INTEGER,
        provider_trade_no TEXT,
        late_payment INTEGER NOT NULL DEFAULT 0,
        expire_time INTEGER NOT NULL,
        closed_time INTEGER,
        refunded_time INTEGER
      )`,
    },
    {
      sqlite: `INSERT INTO recharge_orders_v3 (id, order_no, user_id, pay_option_id, pay_type, price,
         amount, status, create_time, paid_time, paid_amount, expire_time)
       SELECT id, order_no, user_id, pay_option_id, pay_type, price, amount, status, create_time,
         paid_time, CASE WHEN status = 'paid' THEN price END, create_time
       FROM recharge_orders`,
    },
    { sqlite: `DROP TABLE recharge_orders` },
    { sqlite: `ALTER TABLE recharge_orders_v3 RENAME TO recharge_orders` },
    { sqlite: `CREATE INDEX recharge_orders_user ON recharge_orders(user_id, create_time DESC)` },
    {
      postgres: `ALTER TABLE recharge_orders DROP CONSTRAINT recharge_orders_status_check,
        ADD CONSTRAINT recharge_orders_status_check
          CHECK (status IN ('pending', 'paid', 'closed', 'refunded')),
        ADD COLUMN provider TEXT NOT NULL DEFAULT 'sandbox'
          CHECK (provider IN ('wechatpay', 'alipay', 'sandbox')),
        ADD COLUMN pay_url TEXT NOT NULL DEFAULT '',
        ADD COLUMN pay_mode TEXT NOT NULL DEFAULT 'qr' CHECK (pay_mode IN ('qr', 'redirect')),
        ADD COLUMN paid_amount BIGINT,
        ADD COLUMN provider_trade_no TEXT,
        ADD COLUMN late_payment BIGINT NOT NULL DEFAULT 0,
        ADD COLUMN expire_time BIGINT NOT NULL DEFAULT 0,
        ADD COLUMN closed_time BIGINT,
        ADD COLUMN refunded_time BIGINT`,
    },
    {
      postgres: `UPDATE recharge_orders SET expire_time = create_time,
        paid_amount = CASE WHEN status = 'paid' THEN price END`,
    },
    { postgres: `ALTER TABLE recharge_orders ALTER COLUMN expire_time DROP DEFAULT` },
    `CREATE INDEX recharge_orders_pending ON recharge_orders(status, expire_time)`,
    // One provider transaction credits one order, whatever arrives twice.
    `CREATE UNIQUE INDEX recharge_orders_trade ON recharge_orders(provider, provider_trade_no)`,
    `CREATE TABLE ledger (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      user_id INTEGER NOT NULL REFERENCES users(id),
      amount INTEGER NOT NULL CHECK (amount <> 0),
      balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
      reason TEXT NOT NULL CHECK (reason IN ('opening', 'recharge', 'levelUpgrade', 'refund', 'adjustment')),
      reference TEXT NOT NULL,
      description TEXT NOT NULL,
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX ledger_user ON ledger(user_id, create_time DESC, id DESC)`,
    // An order is credited at most once, even if two code paths race past the status check.
    `CREATE UNIQUE INDEX ledger_recharge_once ON ledger(reference) WHERE reason = 'recharge'`,
    // Append-only: the database itself refuses to change or remove a ledger row.
    {
      sqlite: `CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger BEGIN
        SELECT RAISE(ABORT, 'ledger is append-only');
      END`,
      postgres: `CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'ledger is append-only'; END $$`,
    },
    {
      sqlite: `CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger BEGIN
        SELECT RAISE(ABORT, 'ledger is append-only');
      END`,
      postgres: `CREATE TRIGGER ledger_append_only BEFORE UPDATE OR DELETE ON ledger
        FOR EACH ROW EXECUTE FUNCTION ledger_append_only()`,
    },
    `INSERT INTO ledger (user_id, amount, balance_after, reason, reference, description, create_time)
     SELECT id, money, money, 'opening', 'migration-003', '账本启用前的余额', create_time
     FROM users WHERE money > 0`,
    `DROP TABLE consume_records`,
    `CREATE TABLE sandbox_payments (
      order_no TEXT PRIMARY KEY,
      amount INTEGER NOT NULL CHECK (amount > 0),
      status TEXT NOT NULL CHECK (status IN ('created', 'paid', 'failed', 'closed', 'refunded')),
      trade_no TEXT UNIQUE,
      create_time INTEGER NOT NULL,
      paid_time INTEGER
    )`,
  ],
  // Speed (issue 13). Public reads are cached in memory; every write to the tables they read bumps
  // perf_public_version (triggers, so a write from any process or tool invalidates every cache).
  // Section listings: an index in ORDER BY order for a whole class, and per-section counts kept by
  // triggers instead of counting rows. SQLite searches of 1–2 characters: a gram table (every
  // character and character pair of each title, lower-cased like LIKE) read newest first by index;
  // it belongs to SQLite's search machinery (documents_fts_*), PostgreSQL searches its own way.
  '004_perf_cache_counts_grams': [
    `CREATE TABLE perf_public_version (id INTEGER NOT NULL PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`,
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
    `CREATE TABLE perf_section_counts (
      one_class_id INTEGER NOT NULL,
      one_class_children_id INTEGER NOT NULL,
      total INTEGER NOT NULL,
      PRIMARY KEY (one_class_id, one_class_children_id)
    )`,
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
  // Operator console: staff accounts apart from members, their sessions, the audit log, the reason
  // a member sees when locked, and card-code batches (new codes are stored as SHA-256 hashes).
  '003_console_staff_audit': [
    `CREATE TABLE staff (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      name TEXT NOT NULL COLLATE NOCASE UNIQUE,
      password_hash TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('owner', 'editor', 'reviewer', 'finance')),
      totp_secret TEXT,
      totp_pending_secret TEXT,
      disabled INTEGER NOT NULL DEFAULT 0,
      last_login_time INTEGER,
      create_time INTEGER NOT NULL
    )`,
    `CREATE TABLE staff_sessions (
      id TEXT PRIMARY KEY,
      staff_id INTEGER NOT NULL REFERENCES staff(id) ON DELETE CASCADE,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      ip TEXT NOT NULL DEFAULT ''
    )`,
    `CREATE INDEX staff_sessions_expires ON staff_sessions(expires_at)`,
    `CREATE TABLE audit_log (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      staff_id INTEGER NOT NULL REFERENCES staff(id),
      staff_name TEXT NOT NULL,
      action TEXT NOT NULL,
      object_type TEXT NOT NULL,
      object_id TEXT NOT NULL,
      before_json TEXT,
      after_json TEXT,
      ip TEXT NOT NULL DEFAULT '',
      create_time INTEGER NOT NULL
    )`,
    `CREATE INDEX audit_log_time ON audit_log(create_time DESC, id DESC)`,
    `CREATE INDEX audit_log_object ON audit_log(object_type, object_id, create_time DESC)`,
    `CREATE INDEX audit_log_staff ON audit_log(staff_id, create_time DESC)`,
    `ALTER TABLE users ADD COLUMN status_reason TEXT`,
    `CREATE INDEX users_status ON users(status, create_time DESC)`,
    `CREATE TABLE card_batches (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      type TEXT NOT NULL DEFAULT 'dubbing',
      days INTEGER NOT NULL CHECK (days > 0),
      count INTEGER NOT NULL CHECK (count > 0),
      expire_time INTEGER,
      note TEXT NOT NULL DEFAULT '',
      staff_id INTEGER NOT NULL REFERENCES staff(id),
      create_time INTEGER NOT NULL
    )`,
    `ALTER TABLE dubbing_cards ADD COLUMN batch_id INTEGER REFERENCES card_batches(id)`,
    `ALTER TABLE dubbing_cards ADD COLUMN expire_time INTEGER`,
    `CREATE INDEX dubbing_cards_batch ON dubbing_cards(batch_id)`,
  ],
  // Report images leave the database for the file storage (issue 14): which stored file each
  // report shows, for access checks and the member's upload quota. Rows that still hold data: URLs
  // are moved at start by services/report-images.ts moveInlineReportImages (it needs the storage).
  '005_14_report_files': [
    `CREATE TABLE report_files (
      report_id INTEGER NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
      sort INTEGER NOT NULL,
      file_id INTEGER NOT NULL REFERENCES files(id),
      PRIMARY KEY (report_id, sort)
    )`,
    `CREATE INDEX report_files_file ON report_files(file_id)`,
  ],
  // Console money (issue 10): partial refunds (refunded_amount never exceeds paid_amount, one row
  // per refund keyed by the operator's request id so a retried request refunds once) and the
  // operator's resolution of a late payment.
  '005_10b_order_refunds': [
    `ALTER TABLE recharge_orders ADD COLUMN refunded_amount INTEGER NOT NULL DEFAULT 0`,
    `ALTER TABLE recharge_orders ADD COLUMN late_resolved_time INTEGER`,
    `ALTER TABLE recharge_orders ADD COLUMN late_resolved_by TEXT`,
    `ALTER TABLE recharge_orders ADD COLUMN late_note TEXT`,
    `CREATE INDEX recharge_orders_time ON recharge_orders(create_time DESC, id DESC)`,
    `CREATE TABLE order_refunds (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      order_id INTEGER NOT NULL REFERENCES recharge_orders(id),
      refund_no TEXT NOT NULL UNIQUE,
      request_id TEXT NOT NULL,
      amount INTEGER NOT NULL CHECK (amount > 0),
      debit INTEGER NOT NULL CHECK (debit >= 0),
      reason TEXT NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
      provider_refund_id TEXT,
      staff_id INTEGER NOT NULL REFERENCES staff(id),
      staff_name TEXT NOT NULL,
      create_time INTEGER NOT NULL,
      finish_time INTEGER
    )`,
    `CREATE UNIQUE INDEX order_refunds_request ON order_refunds(order_id, request_id)`,
    `CREATE INDEX ledger_time ON ledger(create_time DESC, id DESC)`,
  ],
  // Console content (issue 10): levels and pay options are disabled rather than deleted (members
  // and orders point at them); a disabled one is no longer offered on the member site.
  '005_10c_levels_pay_options_disabled': [
    `ALTER TABLE levels ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0`,
    `ALTER TABLE pay_options ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0`,
  ],
  // Console documents (issue 10): a price (cents) and a published flag. Unpublished documents
  // leave sections, search and downloads: the section counts count published rows only, the
  // listing indexes hold published rows only (queries say `published = 1` literally so SQLite
  // picks them), and search skips the few unpublished ids (documents_unpublished).
  '005_10_documents_publish_price': [
    `ALTER TABLE documents ADD COLUMN price INTEGER NOT NULL DEFAULT 0 CHECK (price >= 0)`,
    `ALTER TABLE documents ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1))`,
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
  // Membership terms (issue 26): a level sells a term of term_days (NULL: permanent); a member's
  // bought level runs until level_expire_time (NULL: permanent — every existing member keeps it).
  issue26_level_terms: [
    `ALTER TABLE levels ADD COLUMN term_days INTEGER CHECK (term_days IS NULL OR term_days > 0)`,
    `ALTER TABLE users ADD COLUMN level_expire_time INTEGER`,
  ],
};

async function applied(runner: SqlRunner): Promise<Set<string>> {
  const rows = await runner.all<{ name: string }>('SELECT name FROM schema_migrations');
  return new Set(rows.map((r) => r.name));
}

/** Runs every migration not yet applied, in `runner`'s transaction; returns their names. */
export async function runMigrations(runner: SqlRunner, now: number): Promise<string[]> {
  const table = statementFor(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
    runner.dialect,
  ) as string;
  await runner.exec(table);
  const done = await applied(runner);
  const ran: string[] = [];
  for (const [name, statements] of Object.entries(MIGRATIONS)) {
    if (done.has(name)) continue;
    for (const statement of statements) {
      const text = statementFor(statement, runner.dialect);
      if (text !== null) await runner.exec(text);
    }
    await runner.run('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)', [name, now]);
    ran.push(name);
  }
  return ran;
}

/**
 * Brings the schema up to date in one exclusive transaction: when several server processes
 * start on a fresh database at once, one migrates and the others wait, then find nothing to do.
 */
export async function migrateToLatest(handle: DatabaseHandle, now = Date.now()): Promise<string[]> {
  try {
    return await handle.exclusive((runner) => runMigrations(runner, now));
  } catch (error) {
    throw new Error(`数据库迁移失败：${(error as Error).message}`, { cause: error });
  }
}
