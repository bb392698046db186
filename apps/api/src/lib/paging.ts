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

/** The schema already bounds page (≥1) and size (1–100); defaults match openapi.yaml. */
export function pageWindow(query: PageQuery, defaultSize = 20): PageWindow {
  const page = query.page ?? 1;
  const size = query.size ?? defaultSize;
  return { page, size, offset: (page - 1) * size };
}

export function toPage<T>(list: T[], total: number, window: PageWindow): Page<T> {
  return { list, total, page: window.page, size: window.size };
}
