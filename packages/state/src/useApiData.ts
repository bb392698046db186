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
  /**
   * The key `data` was answered for (null before any answer): a caller whose key names an owner
   * (the signed-in member) tells its own kept rows from an earlier owner's.
   */
  dataKey: string | null;
  /** A request is in flight (false when the key is null: nothing to load). */
  loading: boolean;
  /** Loads the same key again (after a write, or the reader's "retry"). */
  reload: () => void;
  /**
   * Loads the same key again and resolves with its answer, the one the hook then shows (for a
   * caller that needs the fresh data itself, e.g. to open a panel listing it). A null key resolves
   * `loading` at once; an unmount before the answer, `failed`.
   */
  refresh: () => Promise<Loadable<T>>;
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
  const [latest, setLatest] = useState<{ key: string | null; data: T } | null>(() =>
    answer?.ok ? { key, data: answer.data } : null,
  );
  // The key the given answer is for, until another key or a reload loads.
  const given = useRef(answer?.ok ? key : null);
  const [attempt, setAttempt] = useState(0);
  // refresh() callers waiting for the next answer shown; the key, for a refresh with nothing to load.
  const waiting = useRef<((value: Loadable<T>) => void)[]>([]);
  const keyRef = useRef(key);
  // The newest `load` (an inline arrow each render) without making it a reason to load again.
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
    keyRef.current = key;
  });
  const settleWaiting = useCallback((value: Loadable<T>) => {
    const callers = waiting.current;
    waiting.current = [];
    for (const resolve of callers) resolve(value);
  }, []);
  // Unmounted before the answer: nobody will show it.
  useEffect(() => () => settleWaiting({ status: 'failed' }), [settleWaiting]);

  useEffect(() => {
    if (key === null || (attempt === 0 && key === given.current)) return;
    given.current = null;
    const controller = new AbortController();
    const settle = (value: Loadable<T>) => {
      if (controller.signal.aborted) return;
      settleWaiting(value);
      const apply = () => {
        setAnswered({ key, attempt, value });
        if (value.status === 'ready') setLatest({ key, data: value.data });
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
  }, [key, attempt, background, settleWaiting]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(
    () =>
      new Promise<Loadable<T>>((resolve) => {
        if (keyRef.current === null) return resolve({ status: 'loading' });
        waiting.current.push(resolve);
        setAttempt((n) => n + 1);
      }),
    [],
  );
  // While a new key or a reload is loading, this key's state is loading, not the previous answer.
  const current = answered.key === key && answered.attempt === attempt;
  const state: Loadable<T> = current ? answered.value : { status: 'loading' };
  return {
    state,
    data: latest?.data,
    dataKey: latest ? latest.key : null,
    loading: key !== null && state.status === 'loading',
    reload,
    refresh,
  };
}

/** A list already at hand (a first-page read) as the `answer` option of useApiData. */
export function listAnswer<T>(list: T[] | undefined): ApiResult<T[]> | undefined {
  return list && { ok: true, code: 200, message: '', data: list };
}

/** Wraps a list read (which answers [] on any failure) as a result for useApiData. */
export async function listResult<T>(list: Promise<T[]>): Promise<ApiResult<T[]>> {
  return { ok: true, code: 200, message: '', data: await list };
}
