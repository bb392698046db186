import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle, type SqlRunner } from '../db/connection.js';
import { pinyinKey } from '../lib/pinyin.js';

// The benchmark's own catalogue (bench/api.mjs): a million documents written straight into a
// migrated database, every column the listings and searches read filled as uploads fill them —
// title and its pinyin key, section, entitlement and price, published, format and size, download
// counts (all and last 30 days), cover and its widths. Its own vocabulary and random stream, so
// the benchmark measures the same catalogue whatever the demo seed (src/seed) becomes.

/** Small deterministic PRNG (mulberry32): the same catalogue on every run and both databases. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// prettier-ignore
export const BENCH_STYLES = [
  '赛博朋克', '古风', '国潮', '水墨', '像素', '日系', '韩系', '复古', '极简', '蒸汽波', '手绘', '扁平',
  '卡通', '写实', '唯美', '暗黑', '治愈', '科幻', '武侠', '仙侠', '校园', '欧美', '赛璐璐', '低多边形',
  '水彩', '油画', '剪纸', '皮影', '敦煌', '霓虹', '故障风', '二次元', '萌系', '中国风', '港风', '未来感',
];
// prettier-ignore
export const BENCH_SUBJECTS = [
  '城市夜景', '少女', '猫', '森林', '樱花', '雪山', '星空', '海边', '街道', '教室', '宫殿', '古镇',
  '竹林', '龙', '机甲', '战士', '少年', '小狗', '花海', '雨天', '火焰', '天空', '云海', '沙漠', '瀑布',
  '庭院', '长城', '银行', '重庆', '长安', '地铁站', '便利店', '咖啡馆', '图书馆', '游乐园', '寺庙',
  '灯笼', '烟花', '熊猫', '狐狸', '锦鲤', '仙鹤', '月亮', '太阳', '角色', '表情包', '人物立绘', '场景',
];
// prettier-ignore
export const BENCH_KINDS = [
  '背景', '场景背景', '插画', '素材包', 'AE模板', 'PR模板', 'PSD源文件', '动画序列', '音效', '配乐',
  '转场', '字幕条', '片头', '贴纸', '线稿', '笔刷', '分镜', '角色设计', '动作参考', 'MG动画', '粒子特效',
  '视频素材', '图标', '海报',
];
const FORMATS = ['PSD', 'AI', 'AEP', 'PRPROJ', 'PNG序列', 'MP4', 'WAV', 'SWF', 'JSON', 'ZIP'];
/** Cover widths a preview is stored at (services/preview-sizes.ts), 16:9. */
const COVER_WIDTHS = [320, 640, 1280];
const DAY = 86_400_000;

export interface BenchSection {
  oneClassId: number;
  childId: number;
  entitlement: string | null;
}

export interface BenchDocument {
  one_class_id: number;
  one_class_children_id: number;
  title: string;
  title_pinyin: string;
  summary: string;
  content: string;
  cover: string;
  cover_sizes: string;
  entitlement: string | null;
  price: number;
  published: number;
  format: string;
  size: number;
  download_count: number;
  downloads_30d: number;
  create_time: number;
  update_time: number;
}

const pick = <T>(next: () => number, list: readonly T[]): T =>
  list[Math.floor(next() * list.length)] as T;

/**
 * `count` documents, oldest first (ids grow with create_time, as the search relies on), spread
 * over the three years before `now` and round-robin over `sections`. Downloads follow a long
 * tail (most materials a few, a few materials thousands); newer ones have more of theirs in the
 * last 30 days. `firstFileId` numbers the cover files (3 widths each).
 */
export function* benchDocuments(
  count: number,
  sections: readonly BenchSection[],
  now: number,
  firstFileId = 1_000_000,
): Generator<BenchDocument> {
  if (sections.length === 0) throw new Error('no sections: migrate and seed the classes first');
  const next = random(20261128);
  const seen = new Map<string, number>();
  const start = now - 1095 * DAY;
  const step = (1094 * DAY) / Math.max(count, 1);
  for (let i = 0; i < count; i += 1) {
    const section = sections[i % sections.length] as BenchSection;
    const style = pick(next, BENCH_STYLES);
    const subject = pick(next, BENCH_SUBJECTS);
    const kind = pick(next, BENCH_KINDS);
    const base = `${style}${subject}${kind}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    const title = times === 1 ? base : `${base} 第${times}辑`;
    const format = pick(next, FORMATS);
    const sizeMb = 1 + Math.floor(next() ** 2 * 1200);
    const createTime = Math.floor(start + i * step + next() * step * 0.9);
    const ageDays = (now - createTime) / DAY;
    const downloads = Math.floor(2 / (next() + 0.002) ** 1.2) - 1;
    const recentShare = ageDays < 30 ? 1 : ageDays < 180 ? 0.25 * next() : 0.05 * next();
    const paid = next() < 0.04;
    const cover = firstFileId + i * COVER_WIDTHS.length;
    const summary = `${style}风格的${subject}${kind}，${format}格式，适合动画短片、课件和短视频创作。`;
    yield {
      one_class_id: section.oneClassId,
      one_class_children_id: section.childId,
      title,
      title_pinyin: pinyinKey(title),
      summary,
      content: `<p>${summary}</p><ul><li>文件格式：${format}</li><li>文件大小：约 ${sizeMb} MB</li></ul>`,
      cover: `/api/files/${cover}`,
      cover_sizes: JSON.stringify(
        COVER_WIDTHS.map((width, w) => [cover + w, width, Math.round((width * 9) / 16)]),
      ),
      entitlement: section.entitlement,
      price: paid ? 100 * (1 + Math.floor(next() * 30)) : 0,
      published: next() < 0.995 ? 1 : 0,
      format,
      size: sizeMb * 1024 * 1024,
      download_count: downloads,
      downloads_30d: Math.floor(downloads * recentShare),
      create_time: createTime,
      update_time: createTime,
    };
  }
}

/** Every section of the migrated database: sub-classes, and classes without any. */
export async function benchSections(runner: SqlRunner): Promise<BenchSection[]> {
  const rows = await runner.all<{ id: number; child: number | null; entitlement: string | null }>(
    `SELECT c.id AS id, ch.id AS child, c.entitlement AS entitlement FROM one_classes c
      LEFT JOIN one_class_children ch ON ch.one_class_id = c.id ORDER BY c.id, ch.id`,
  );
  return rows.map((r) => ({
    oneClassId: Number(r.id),
    childId: r.child === null ? 0 : Number(r.child),
    entitlement: r.entitlement,
  }));
}

const COLUMNS = [
  'one_class_id',
  'one_class_children_id',
  'title',
  'title_pinyin',
  'summary',
  'content',
  'cover',
  'cover_sizes',
  'entitlement',
  'price',
  'published',
  'format',
  'size',
  'download_count',
  'downloads_30d',
  'create_time',
  'update_time',
] as const satisfies readonly (keyof BenchDocument)[];
/** Rows per multi-row INSERT (17 parameters each: under both databases' limits). */
const BATCH = 500;
/** Rows per transaction. */
const CHUNK = 50_000;

/** Below this many documents the indexes are kept while writing (dropping them is not worth it). */
const BULK = 50_000;

/**
 * The documents table's secondary indexes (not the primary key or a constraint's), and on
 * PostgreSQL those of documents_search (migration 0041, filled by a trigger), with the
 * statements that make them again: a bulk load writes the rows first and builds each index once,
 * by sorting, instead of updating some 25 B-trees (and PostgreSQL's two trigram GIN indexes) row
 * by row — what made a million take half an hour.
 */
export async function secondaryIndexes(
  runner: SqlRunner,
): Promise<{ name: string; def: string }[]> {
  if (runner.dialect === 'postgres')
    return runner.all(`SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def
      FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
      WHERE x.indrelid IN ('documents'::regclass, 'documents_search'::regclass) AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)`);
  return runner.all(`SELECT name, sql AS def FROM sqlite_master
    WHERE type = 'index' AND tbl_name = 'documents' AND sql IS NOT NULL`);
}

/**
 * Adds `count` bench documents to a migrated database (the server's triggers keep the search
 * tables, section counts and content version, as for any insert), then refreshes the planner's
 * statistics. From BULK documents on, the secondary indexes are dropped for the writing and made
 * again after it (the same definitions). `progress` is told the rows written so far.
 */
export async function seedBenchCatalogue(
  handle: DatabaseHandle,
  count: number,
  options: { now?: number; progress?: (written: number) => void; rebuildIndexes?: boolean } = {},
): Promise<void> {
  const sections = await handle.exclusive(benchSections);
  const rows = benchDocuments(count, sections, options.now ?? Date.now());
  const insert = (n: number) =>
    `INSERT INTO documents (${COLUMNS.join(', ')}) VALUES ${Array.from(
      { length: n },
      () => `(${COLUMNS.map(() => '?').join(', ')})`,
    ).join(', ')}`;
  const full = insert(BATCH);
  const rebuild = options.rebuildIndexes ?? count >= BULK;
  const indexes = rebuild ? await handle.exclusive(secondaryIndexes) : [];
  if (indexes.length > 0)
    await handle.exclusive(async (runner) => {
      for (const index of indexes) await runner.exec(`DROP INDEX ${index.name}`);
    });
  let written = 0;
  while (written < count) {
    await handle.exclusive(async (runner) => {
      const end = Math.min(count, written + CHUNK);
      while (written < end) {
        const batch: BenchDocument[] = [];
        for (let i = 0; i < BATCH && written + i < end; i += 1) batch.push(rows.next().value!);
        await runner.run(
          batch.length === BATCH ? full : insert(batch.length),
          batch.flatMap((row) => COLUMNS.map((column) => row[column])),
        );
        written += batch.length;
      }
    });
    options.progress?.(written);
  }
  if (indexes.length > 0)
    await handle.exclusive(async (runner) => {
      if (runner.dialect === 'postgres') await runner.exec(`SET maintenance_work_mem = '256MB'`);
      for (const index of indexes) await runner.exec(index.def);
    });
  // Planner statistics as a database that has been up a while has them (PostgreSQL's autovacuum
  // would also have set the visibility map that index-only scans need).
  if (handle.dialect === 'postgres') {
    await sql`VACUUM ANALYZE documents`.execute(handle.db);
    await sql`VACUUM ANALYZE documents_search`.execute(handle.db);
  } else await sql`ANALYZE`.execute(handle.db);
}

/** The same on a database given by its file (SQLite) or URL (PostgreSQL): bench/api.mjs's entry. */
export async function seedBenchDatabase(
  where: { dbFile: string; databaseUrl: string | null },
  count: number,
  progress?: (written: number) => void,
  rebuildIndexes?: boolean,
): Promise<void> {
  const handle = openDatabase(where);
  try {
    await seedBenchCatalogue(handle, count, { progress, rebuildIndexes });
  } finally {
    await handle.close();
  }
}
