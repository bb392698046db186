import { sharedParameterRules } from '@dongman/api-client/contract';

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

/** The schema already bounds page and size; the defaults are openapi.yaml's. */
export function pageWindow(
  query: PageQuery,
  defaultSize: number = sharedParameterRules.size.default,
): PageWindow {
  const page = query.page ?? sharedParameterRules.page.default;
  const size = query.size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

export function toPage<T>(list: T[], total: number, window: PageWindow): Page<T> {
  return { list, total, page: window.page, size: window.size };
}

/**
 * One page of a list for a query: the page's window, the rows `load` reads for it, each turned
 * into what the answer shows.
 */
export async function pageOf<Row, Item>(
  query: PageQuery,
  load: (window: PageWindow) => Promise<{ rows: Row[]; total: number }>,
  item: (row: Row) => Item,
): Promise<Page<Item>> {
  const window = pageWindow(query);
  const { rows, total } = await load(window);
  return toPage(rows.map(item), total, window);
}
