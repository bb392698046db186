import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiResult } from '@dongman/api-client';

/** One read as a page shows it. */
export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `code` is the server's failure code; undefined when no answer came (network). */
  | { status: 'failed'; code?: number; message?: string };

export interface ApiDataOptions<T> {
  /** An answer already at hand for the first key (the site's first-page reads): shown, not loaded. */
  answer?: ApiResult<T>;
  /**
   * Render the answer as a transition, in slices between other work, so a long list below the
   * fold never holds up a tap or a scroll while it renders.
   */
  background?: boolean;
}

export interface ApiData<T> {
  /** This key's read: loading → ready, or failed with the server's code (404, a network failure…). */
  state: Loadable<T>;
  /** The newest answer's data, kept while the next key or a reload loads (tables keep their rows). */
  data: T | undefined;
  /** A request is in flight (false when the key is null: nothing to load). */
  loading: boolean;
  /** Loads the same key again (after a write, or the reader's "retry"). */
  reload: () => void;
}

/**
 * The one data-loading hook of the site and the console. `key` names what is loaded (the route
 * params, the query): a new key loads again; null loads nothing. `load` gets an AbortSignal to
 * pass to the client: when the key changes, `reload()` is called or the component unmounts, the
 * request in flight is aborted and its late answer, if any, is dropped. The newest load wins.
 */
export function useApiData<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<ApiResult<T> | undefined>,
  { answer, background = false }: ApiDataOptions<T> = {},
): ApiData<T> {
  const [answered, setAnswered] = useState<{
    key: string | null;
    attempt: number;
    value: Loadable<T>;
  }>(() => ({
    key,
    attempt: 0,
    value: answer?.ok ? { status: 'ready', data: answer.data } : { status: 'loading' },
  }));
  const [latest, setLatest] = useState<{ data: T } | null>(() =>
    answer?.ok ? { data: answer.data } : null,
  );
  // The key the given answer is for, until another key or a reload loads.
  const given = useRef(answer?.ok ? key : null);
  const [attempt, setAttempt] = useState(0);
  // The newest `load` (an inline arrow each render) without making it a reason to load again.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (key === null || (attempt === 0 && key === given.current)) return;
    given.current = null;
    const controller = new AbortController();
    const settle = (value: Loadable<T>) => {
      if (controller.signal.aborted) return;
      const apply = () => {
        setAnswered({ key, attempt, value });
        if (value.status === 'ready') setLatest({ data: value.data });
      };
      if (background) startTransition(apply);
      else apply();
    };
    loadRef.current(controller.signal).then(
      (result) =>
        settle(
          result?.ok
            ? { status: 'ready', data: result.data }
            : { status: 'failed', code: result?.code, message: result?.message },
        ),
      () => settle({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [key, attempt, background]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // While a new key or a reload is loading, this key's state is loading, not the previous answer.
  const current = answered.key === key && answered.attempt === attempt;
  const state: Loadable<T> = current ? answered.value : { status: 'loading' };
  return {
    state,
    data: latest?.data,
    loading: key !== null && state.status === 'loading',
    reload,
  };
}

/** Wraps a list read (which answers [] on any failure) as a result for useApiData. */
export async function listResult<T>(list: Promise<T[]>): Promise<ApiResult<T[]>> {
  return { ok: true, code: 200, message: '', data: await list };
}
