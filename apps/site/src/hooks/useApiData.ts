import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ApiResult } from '@dongman/api-client';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  /** `code` is the server's failure code; undefined when no answer came (network). */
  | { status: 'failed'; code?: number; message?: string };

/**
 * Loads data for a page: loading → ready, or failed (with the code, so 404 can read "not found"
 * and a network failure can offer "retry"). A newer load (other `key`, or `retry()`) wins; the
 * older request is aborted.
 *
 * `key` identifies what is loaded (e.g. the route params): a new key loads again. `answer`, an
 * answer already at hand for the first key (the first page's reads), is shown instead of loading.
 * `background`: the answer is rendered as a transition, in slices between other work, so a long
 * list below the fold never holds up a tap or a scroll while it renders.
 */
export function useApiData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<T> | undefined>,
  answer?: ApiResult<T>,
  { background = false }: { background?: boolean } = {},
): [Loadable<T>, () => void] {
  const [state, setState] = useState<{ key: string; attempt: number; value: Loadable<T> }>(() => ({
    key,
    attempt: 0,
    value: answer?.ok ? { status: 'ready', data: answer.data } : { status: 'loading' },
  }));
  // The key the given answer is for, until another key or a retry loads.
  const given = useRef(answer?.ok ? key : null);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    if (attempt === 0 && key === given.current) return;
    given.current = null;
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        const value: Loadable<T> = result?.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', code: result?.code, message: result?.message };
        if (background) startTransition(() => setState({ key, attempt, value }));
        else setState({ key, attempt, value });
      },
      () => {
        if (!controller.signal.aborted) setState({ key, attempt, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, background]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // While a new key or retry is loading, report loading rather than the previous answer.
  const current = state.key === key && state.attempt === attempt;
  return [current ? state.value : { status: 'loading' }, retry];
}

/** Wraps a list read (which answers [] on any failure) as a result for useApiData. */
export async function listResult<T>(list: Promise<T[]>): Promise<ApiResult<T[]>> {
  return { ok: true, code: 200, message: '', data: await list };
}
