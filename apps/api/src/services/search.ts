import type { AppContext } from '../context.js';
import { badRequest } from '../lib/errors.js';
import { toPage, type PageWindow } from '../lib/paging.js';
import { iso } from '../lib/time.js';
import * as catalog from '../repositories/catalog.js';
import { pinyinWord } from '../lib/pinyin.js';
import { chooseAmong, type ListingChoice } from '../repositories/listings.js';
import { pinyinMatchingIds, type PinyinTerms } from '../repositories/search-pinyin.js';
import { searchWords } from '../repositories/search-terms.js';

/** The top bar's quick look: the newest matches only. */
export const QUICK_SEARCH_LIMIT = 100;
/** The results page counts and pages this many matches at most (more words narrow them down). */
export const SEARCH_PAGE_CAP = 1000;

function wordsOf(text: string): string[] {
  const words = searchWords(text);
  if (words.length === 0) throw badRequest('请先输入要搜索的内容');
  return words;
}

type ResultRow = Awaited<ReturnType<typeof catalog.searchResultRows>>[number];

const resultItem = (row: ResultRow) => ({
  id: row.id,
  title: row.title,
  oneClass: row.one_class_id,
  oneClassChildren: row.child_name === null ? 0 : row.one_class_children_id,
  oneClassName: row.one_class_name,
  oneClassChildrenName: row.child_name ?? '',
  createTime: iso(row.create_time),
  format: row.format,
  size: Number(row.size),
  downloadCount: Number(row.download_count),
});

/** The search read as pinyin, or null when no word has a Latin letter (Chinese only). */
function pinyinTerms(words: string[], oneClass?: number): PinyinTerms | null {
  const read = words.map((word) => ({ word, pinyin: pinyinWord(word) }));
  if (read.every((w) => w.pinyin === null)) return null;
  return {
    han: read.flatMap((w) => (w.pinyin === null ? [w.word] : w.pinyin.han)),
    pinyin: read.flatMap((w) => (w.pinyin === null ? [] : [w.pinyin.alternatives])),
    oneClass,
  };
}

/**
 * Ids in result order: documents whose title holds every word as typed first, newest first; then,
 * when a word has Latin letters, the documents it matches as pinyin (saibo, sbpk, 赛博pk), newest
 * first — so 赛博朋克 typed in Chinese never ranks below a pinyin guess.
 */
async function rankedIds(ctx: AppContext, words: string[], limit: number, oneClass?: number) {
  const pinyin = pinyinTerms(words, oneClass);
  // Both reads at once: on PostgreSQL each has its own connection, so a pinyin search waits for
  // the slower of the two, not both (a Latin word rarely fills the limit from titles alone).
  const [ids, pinyinIds] = await Promise.all([
    catalog.searchDocumentIds(ctx.db, { words, oneClass }, limit),
    pinyin === null ? [] : pinyinMatchingIds(ctx.db, pinyin, limit),
  ]);
  if (ids.length >= limit) return ids;
  const seen = new Set(ids);
  for (const id of pinyinIds) {
    if (ids.length >= limit) break;
    if (!seen.has(id)) ids.push(id);
  }
  return ids;
}

/** The rows of `ids`, in the order of `ids`. */
async function rowsInOrder(ctx: AppContext, ids: number[]) {
  const rows = new Map((await catalog.searchResultRows(ctx.db, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

/** Every word in the title (or its pinyin), title hits first, at most QUICK_SEARCH_LIMIT. */
export async function quickSearch(ctx: AppContext, text: string) {
  const ids = await rankedIds(ctx, wordsOf(text), QUICK_SEARCH_LIMIT);
  return (await rowsInOrder(ctx, ids)).map(resultItem);
}

/**
 * One page of results. The matching ids (at most SEARCH_PAGE_CAP, read from an index that stops
 * there) give the total; only the page's rows are loaded.
 */
export async function searchPage(
  ctx: AppContext,
  input: { q: string; oneClass?: number },
  window: PageWindow,
  choice: ListingChoice = { sort: 'newest' },
) {
  const found = await rankedIds(ctx, wordsOf(input.q), SEARCH_PAGE_CAP + 1, input.oneClass);
  const limited = found.length > SEARCH_PAGE_CAP;
  // Sort and filters apply to the (bounded) matches: the newest 1000, as the page counts them.
  const counted = await chooseAmong(ctx.db, found.slice(0, SEARCH_PAGE_CAP), choice);
  const rows = await rowsInOrder(ctx, counted.slice(window.offset, window.offset + window.size));
  return {
    ...toPage(rows.map(resultItem), counted.length, window),
    limited,
  };
}
