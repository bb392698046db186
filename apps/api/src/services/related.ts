import type { AppContext } from '../context.js';
import { pageListingRows } from '../repositories/listings.js';
import * as catalog from '../repositories/catalog.js';
import { documentSummary } from './catalog-mappers.js';

/** A document page shows at most this many related materials. */
export const RELATED_LIMIT = 8;
/** Title words looked up, longest first; each lookup reads at most CANDIDATES ids from an index. */
const MAX_WORDS = 4;
const CANDIDATES = 40;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Words of a title worth sharing: 2+ characters (古风, 山水, C4D), each once. */
export function titleWords(title: string): string[] {
  const words = [...segmenter.segment(title)]
    .filter((part) => part.isWordLike && [...part.segment].length >= 2)
    .map((part) => part.segment);
  return [...new Set(words)].sort((a, b) => [...b].length - [...a].length).slice(0, MAX_WORDS);
}

/**
 * Related materials: published documents of the same section (sub-section when it has one) whose
 * titles share words with this one, most shared words first, then newest; never the document
 * itself. Each word is one bounded search (the title indexes), so the cost does not grow with the
 * catalogue.
 */
export async function relatedDocuments(
  ctx: AppContext,
  doc: { id: number; title: string; one_class_id: number; one_class_children_id: number },
) {
  const shared = new Map<number, number>();
  for (const word of titleWords(doc.title)) {
    const ids = await catalog.searchDocumentIds(
      ctx.db,
      { words: [word], oneClass: doc.one_class_id },
      CANDIDATES,
    );
    for (const id of ids) if (id !== doc.id) shared.set(id, (shared.get(id) ?? 0) + 1);
  }
  if (shared.size === 0) return [];
  const rows = (await pageListingRows(ctx.db, [...shared.keys()])).filter(
    (row) => row.one_class_children_id === doc.one_class_children_id,
  );
  rows.sort(
    (a, b) =>
      (shared.get(b.id) ?? 0) - (shared.get(a.id) ?? 0) ||
      b.create_time - a.create_time ||
      b.id - a.id,
  );
  return rows.slice(0, RELATED_LIMIT).map(documentSummary);
}
