import type { AppContext } from '../context.js';
import { badRequest } from '../lib/errors.js';
import { toPage, type PageWindow } from '../lib/paging.js';
import { iso } from '../lib/time.js';
import * as catalog from '../repositories/catalog.js';
import { searchWords } from '../repositories/searchTerms.js';

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
});

/** Every word in the title, newest first, at most QUICK_SEARCH_LIMIT. */
export async function quickSearch(ctx: AppContext, text: string) {
  const ids = await catalog.searchDocumentIds(ctx.db, { words: wordsOf(text) }, QUICK_SEARCH_LIMIT);
  return (await catalog.searchResultRows(ctx.db, ids)).map(resultItem);
}

/**
 * One page of results. The matching ids (at most SEARCH_PAGE_CAP, read from an index that stops
 * there) give the total; only the page's rows are loaded.
 */
export async function searchPage(
  ctx: AppContext,
  input: { q: string; oneClass?: number },
  window: PageWindow,
) {
  const ids = await catalog.searchDocumentIds(
    ctx.db,
    { words: wordsOf(input.q), oneClass: input.oneClass },
    SEARCH_PAGE_CAP + 1,
  );
  const counted = ids.slice(0, SEARCH_PAGE_CAP);
  const rows = await catalog.searchResultRows(
    ctx.db,
    counted.slice(window.offset, window.offset + window.size),
  );
  return {
    ...toPage(rows.map(resultItem), counted.length, window),
    limited: ids.length > SEARCH_PAGE_CAP,
  };
}
