import type { RawDatabase } from './connection.js';
import { whileBusy } from './busy.js';

// Migrations are append-only: never edit one that has shipped, add the next instead.
const MIGRATIONS: Record<string, string[]> = {
  '001_initial': [
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
};

function applied(raw: RawDatabase): Set<string> {
  return new Set(raw.prepare('SELECT name FROM schema_migrations').pluck().all([]) as string[]);
}

/**
 * Brings the schema up to date in one BEGIN IMMEDIATE transaction: when several server processes
 * start on a fresh file at once, one migrates and the others wait, then find nothing to do.
 */
export async function migrateToLatest(raw: RawDatabase, now = Date.now()): Promise<string[]> {
  try {
    return await whileBusy(() => {
      raw.exec('BEGIN IMMEDIATE');
      try {
        raw.exec(
          'CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)',
        );
        const done = applied(raw);
        const ran: string[] = [];
        for (const [name, statements] of Object.entries(MIGRATIONS)) {
          if (done.has(name)) continue;
          for (const text of statements) raw.exec(text);
          raw
            .prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
            .run([name, now]);
          ran.push(name);
        }
        raw.exec('COMMIT');
        return ran;
      } catch (error) {
        raw.exec('ROLLBACK');
        throw error;
      }
    });
  } catch (error) {
    throw new Error(`数据库迁移失败：${(error as Error).message}`, { cause: error });
  }
}
