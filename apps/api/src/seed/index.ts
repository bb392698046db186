import { sql } from 'kysely';
import type { DatabaseHandle, SqlRunner } from '../db/connection.js';
import { DEFAULT_HASH_COST, hashPassword } from '../services/password.js';
import { SEED_CLASSES } from './catalog-data.js';
import { pinyinKey } from '../lib/pinyin.js';
import { generateDocuments } from './documents.js';
import {
  bannerImage,
  COMMON_DOCUMENTS,
  CUSTOM_NAV_MENU,
  DEMO_ACCOUNTS,
  DEMO_REPORTS,
  DUBBING_CARDS,
  DUBBING_VOICES,
  HOME_IMAGES,
  LEVELS,
  NOTICES,
  PAY_OPTIONS,
  UPDATE_NOTICE,
  VOICE_SAMPLE_TEXT,
} from './site-data.js';

export const DEFAULT_SEED_DOCUMENTS = 360;
const DAY = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  documents?: number;
  now?: number;
  /**
   * Demo members, their balance and reports, card codes, documents, notices and banners. Off in
   * production (SEED_DEMO=1 turns it on): a live site starts with what it needs and no account.
   */
  demo?: boolean;
  /** scrypt's N for the demo accounts' passwords (config.passwordHashCost). */
  passwordHashCost?: number;
}

export interface SeedResult {
  seeded: boolean;
  documents: number;
}

async function isSeeded(runner: SqlRunner): Promise<boolean> {
  return (await runner.all(`SELECT value FROM meta WHERE key = 'seeded_at'`)).length > 0;
}

/** Rows per multi-row INSERT: well under both databases' parameter limits. */
const BATCH = 500;

/**
 * PostgreSQL identity columns do not advance when rows are inserted with explicit ids (the
 * seeded levels, classes…): move each one past the highest id so later inserts get fresh ids.
 */
export async function syncIdentities(runner: SqlRunner): Promise<void> {
  if (runner.dialect !== 'postgres') return;
  const columns = await runner.all<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND is_identity = 'YES'`,
  );
  for (const { table_name: table, column_name: column } of columns) {
    await runner.exec(
      `SELECT setval(pg_get_serial_sequence('"${table}"', '${column}'),
        GREATEST(COALESCE(MAX("${column}"), 0), 1), MAX("${column}") IS NOT NULL) FROM "${table}"`,
    );
  }
}

/**
 * Fills a fresh database with the demo site. Idempotent: a marker row in `meta` is written in the
 * same transaction, so a second start (or a second process racing this one) seeds nothing.
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const marker = await handle.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirst();
  if (marker) return { seeded: false, documents: 0 };
  const now = options.now ?? Date.now();
  const demo = options.demo ?? true;
  const documentCount = demo
    ? Math.max(0, Math.floor(options.documents ?? DEFAULT_SEED_DOCUMENTS))
    : 0;
  // Hash outside the transaction: scrypt is slow on purpose and must not hold the write lock.
  const hashes = demo
    ? await Promise.all(
        DEMO_ACCOUNTS.map((a) =>
          hashPassword(a.password, options.passwordHashCost ?? DEFAULT_HASH_COST),
        ),
      )
    : [];

  // Another process may be seeding right now: wait for it, then find the marker and do nothing.
  const seeded = await handle.exclusive(async (runner) => {
    if (await isSeeded(runner)) return false;
    await seedEssentials(runner, now);
    if (demo) await seedDemo(runner, documentCount, now, hashes);
    await runner.run(
      `INSERT INTO meta (key, value) VALUES ('seeded_at', ?), ('seed_documents', ?), ('seed_demo', ?)`,
      [String(now), String(documentCount), demo ? '1' : '0'],
    );
    await syncIdentities(runner);
    return true;
  });
  // Fresh statistics, or PostgreSQL's planner guesses on 100 000 new rows (search plans).
  if (seeded && handle.dialect === 'postgres') await sql`ANALYZE`.execute(handle.db);
  return { seeded, documents: seeded ? documentCount : 0 };
}

/** What the site needs to work: levels, sections and menus, fixed pages, pay options, voices. */
async function seedEssentials(runner: SqlRunner, now: number): Promise<void> {
  const run = async (sqlText: string, rows: unknown[][]) => {
    for (const row of rows) await runner.run(sqlText, row);
  };

  await run(
    `INSERT INTO levels (id, name, source_material, myz_source_material, template, plugin, dubbing, course, price, sort, daily_downloads, term_days)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    LEVELS.map((l) => [
      l.id,
      l.name,
      l.source_material,
      l.myz_source_material,
      l.template,
      l.plugin,
      l.dubbing,
      l.course,
      l.price,
      l.sort,
      l.daily_downloads,
      l.term_days,
    ]),
  );
  await run(
    `INSERT INTO one_classes (id, name, sort, entitlement) VALUES (?, ?, ?, ?)`,
    SEED_CLASSES.map((c, i) => [c.id, c.name, i + 1, c.entitlement]),
  );
  await run(
    `INSERT INTO one_class_children (id, one_class_id, name, sort) VALUES (?, ?, ?, ?)`,
    SEED_CLASSES.flatMap((c) => c.children.map((child, i) => [child.id, c.id, child.name, i + 1])),
  );

  await run(
    `INSERT INTO common_documents (id, key, title, content, section, entitlement, downloadable, update_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    COMMON_DOCUMENTS.map((c) => [
      c.id,
      c.key,
      c.title,
      c.content,
      c.section,
      c.entitlement ?? null,
      c.downloadable ? 1 : 0,
      now - 30 * DAY,
    ]),
  );
  await run(
    `INSERT INTO custom_nav_menu (id, free_dubbing, ai_create_image, ai_create_text) VALUES (1, ?, ?, ?)`,
    [
      [
        CUSTOM_NAV_MENU.free_dubbing,
        CUSTOM_NAV_MENU.ai_create_image,
        CUSTOM_NAV_MENU.ai_create_text,
      ],
    ],
  );
  await run(
    `INSERT INTO pay_options (id, name, price, amount, recommended, sort) VALUES (?, ?, ?, ?, ?, ?)`,
    PAY_OPTIONS.map((p) => [p.id, p.name, p.price, p.amount, p.recommended, p.sort]),
  );
  await run(
    `INSERT INTO dubbing_voices (id, name, gender, style, language, pitch_hz, sample_text, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    DUBBING_VOICES.map((v, i) => [
      v.id,
      v.name,
      v.gender,
      v.style,
      v.language,
      v.pitch_hz,
      VOICE_SAMPLE_TEXT,
      i + 1,
    ]),
  );
}

/** The demo site: members (demo / locked / pending), their money and reports, content. */
async function seedDemo(
  runner: SqlRunner,
  documentCount: number,
  now: number,
  hashes: string[],
): Promise<void> {
  const run = async (sqlText: string, rows: unknown[][]) => {
    for (const row of rows) await runner.run(sqlText, row);
  };

  await run(
    `INSERT INTO users (name, users_name, password_hash, phone, money, level_id, status, role, create_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'user', ?)`,
    DEMO_ACCOUNTS.map((a, i) => [
      a.name,
      a.users_name,
      hashes[i],
      a.phone,
      a.money,
      a.level_id,
      a.status,
      now - 60 * DAY,
    ]),
  );
  // A seeded balance comes with its ledger row, so `npm run ledger:verify` holds from the start.
  await run(
    `INSERT INTO ledger (user_id, amount, balance_after, reason, reference, description, create_time)
     SELECT id, money, money, 'adjustment', 'seed', '演示账号初始余额', create_time
     FROM users WHERE name = ? AND money > 0`,
    DEMO_ACCOUNTS.filter((a) => a.money > 0).map((a) => [a.name]),
  );
  // Multi-row inserts in one transaction: 100 000 rows take seconds, not minutes.
  const documents = [...generateDocuments(documentCount, now)];
  for (let start = 0; start < documents.length; start += BATCH) {
    const batch = documents.slice(start, start + BATCH);
    await runner.run(
      `INSERT INTO documents (one_class_id, one_class_children_id, title, title_pinyin, summary, content, cover, entitlement,
        format, size, create_time, update_time) VALUES ${batch.map(() => '(?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)').join(', ')}`,
      batch.flatMap((d) => [
        d.one_class_id,
        d.one_class_children_id,
        d.title,
        pinyinKey(d.title),
        d.summary,
        d.content,
        d.entitlement,
        d.format,
        d.size,
        d.create_time,
        d.update_time,
      ]),
    );
  }

  await run(
    `INSERT INTO notices (title, notice_content, create_time) VALUES (?, ?, ?)`,
    NOTICES.map((n) => [n.title, n.notice_content, now - n.daysAgo * DAY]),
  );
  await run(
    `INSERT INTO update_notices (version, title, content, create_time) VALUES (?, ?, ?, ?)`,
    [[UPDATE_NOTICE.version, UPDATE_NOTICE.title, UPDATE_NOTICE.content, now - 2 * DAY]],
  );
  await run(
    `INSERT INTO dubbing_cards (code, days) VALUES (?, ?)`,
    DUBBING_CARDS.map((c) => [c.code, c.days]),
  );
  await run(
    `INSERT INTO home_images (title, image_url, link, sort) VALUES (?, ?, ?, ?)`,
    HOME_IMAGES.map((h, i) => [h.title, bannerImage(h.from, h.to), h.link, i + 1]),
  );
  const [demo] = await runner.all<{ id: number }>(`SELECT id FROM users WHERE name = 'demo'`);
  const demoId = demo?.id;
  await run(
    `INSERT INTO reports (user_id, title, content, images, status, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    DEMO_REPORTS.map((r) => [
      demoId,
      r.title,
      r.content,
      JSON.stringify(r.images),
      r.status,
      now - r.daysAgo * DAY,
      now - r.daysAgo * DAY,
    ]),
  );
  // Approved reports join the home image wall (there is no review back office in this demo).
  await run(
    `INSERT INTO home_images (title, image_url, link, sort) VALUES (?, ?, NULL, ?)`,
    DEMO_REPORTS.filter((r) => r.status === 'approved').flatMap((r, i) =>
      r.images.map((image, j) => [r.title, image, HOME_IMAGES.length + i * 10 + j + 1]),
    ),
  );
}
