import type { Entitlement } from '../db/schema.js';
import type { DocumentRow } from '../repositories/documents.js';
import { SEED_CLASSES, STYLES } from './catalog-data.js';

export interface GeneratedDocument extends Omit<DocumentRow, 'price'> {
  create_time: number;
  update_time: number;
  /**
   * The format and size the listing shows until the document has a material file. The demo's
   * material files (seed/materials.ts) then set both, and the description, from the real file.
   */
  format: string;
  size: number;
}

/** Small deterministic PRNG (mulberry32) so every fresh database gets the same demo data. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(next: () => number, list: readonly T[]): T {
  const item = list[Math.floor(next() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

interface Slot {
  classId: number;
  childId: number;
  entitlement: Entitlement | null;
  subjects: string[];
  kinds: string[];
}

// Every section (a sub-class, or a class without children) is one slot; documents rotate over
// the slots so each section gets a fair share.
function slots(): Slot[] {
  return SEED_CLASSES.flatMap((cls) =>
    cls.children.length > 0
      ? cls.children.map((child) => ({
          classId: cls.id,
          childId: child.id,
          entitlement: cls.entitlement,
          subjects: child.subjects,
          kinds: child.kinds,
        }))
      : [
          {
            classId: cls.id,
            childId: 0,
            entitlement: cls.entitlement,
            subjects: cls.subjects ?? [],
            kinds: cls.kinds ?? [],
          },
        ],
  );
}

const FORMATS = ['PSD', 'AI', 'AEP', 'PRPROJ', 'PNG序列', 'MP4', 'WAV', 'SWF', 'JSON'];
const DAY = 24 * 60 * 60 * 1000;

/**
 * Yields `count` documents with realistic Chinese titles, oldest first (ids grow with time),
 * spread over the two years before `now`.
 */
export function* generateDocuments(count: number, now: number): Generator<GeneratedDocument> {
  const next = random(20240601);
  const all = slots();
  const seen = new Map<string, number>();
  const start = now - 730 * DAY;
  const step = (729 * DAY) / Math.max(count, 1);
  for (let i = 0; i < count; i += 1) {
    const slot = all[i % all.length] as Slot;
    const style = pick(next, STYLES);
    const subject = pick(next, slot.subjects);
    const kind = pick(next, slot.kinds);
    const base = `${style}${subject}${kind}`;
    const times = (seen.get(base) ?? 0) + 1;
    seen.set(base, times);
    const title = times === 1 ? base : `${base} 第${times}辑`;
    const format = pick(next, FORMATS);
    const sizeMb = 5 + Math.floor(next() * 795);
    const createTime = Math.floor(start + i * step + next() * step * 0.9);
    // No format or size here: the description that names them is written from the real file.
    const summary = `${style}风格的${subject}${kind}，适合动画短片、课件和短视频创作。`;
    yield {
      one_class_id: slot.classId,
      one_class_children_id: slot.childId,
      title,
      summary,
      content: `<p>${summary}</p><p>素材仅供会员学习与创作使用，请勿转售或二次分发。</p>`,
      entitlement: slot.entitlement,
      format,
      size: sizeMb * 1024 * 1024,
      create_time: createTime,
      update_time: createTime,
    };
  }
}
