import { useCallback, useState } from 'react';
import type { ApiResult, RangedPageQuery } from '@dongman/api-client';
import { useApiData, type Loadable } from '@dongman/state';
import { EMPTY_RANGE, rangeQuery, type DateRange } from '../../../lib/dateRange';

/** The Page shape of openapi.yaml (list, total, page, size). */
export interface PageOf<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

export type PageLoader<T> = (
  query: RangedPageQuery,
  signal: AbortSignal,
) => Promise<ApiResult<PageOf<T>> | undefined>;

export interface PagedList<T> {
  state: Loadable<PageOf<T>>;
  page: number;
  size: number;
  range: DateRange;
  setPage(page: number): void;
  /** A new filter starts again at page 1. */
  setRange(range: DateRange): void;
  retry(): void;
}

/** A paged (optionally date-filtered) list read: newer queries win, older requests are aborted. */
export function usePagedList<T>(load: PageLoader<T>, size = 10): PagedList<T> {
  const [query, setQuery] = useState({ page: 1, range: EMPTY_RANGE });
  const key = `${query.page}|${query.range.startDate}|${query.range.endDate}`;
  const { state, reload: retry } = useApiData<PageOf<T>>(key, (signal) =>
    load({ page: query.page, size, ...rangeQuery(query.range) }, signal),
  );
  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const setRange = useCallback((range: DateRange) => setQuery({ page: 1, range }), []);
  return { state, page: query.page, size, range: query.range, setPage, setRange, retry };
}
