import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAdminClient, type ApiResult } from '@dongman/api-client';
import { useApiData } from './index';

const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, code: 200, message: '', data });

/** A load whose answers the test gives by hand, remembering each request's signal. */
function manualLoad<T>() {
  const calls: { signal: AbortSignal; answer: (result: ApiResult<T>) => void }[] = [];
  const load = vi.fn(
    (signal: AbortSignal) =>
      new Promise<ApiResult<T>>((resolve) => calls.push({ signal, answer: resolve })),
  );
  return { load, calls };
}

describe('useApiData', () => {
  it('shows loading, then the answer; a failure keeps the server code', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderHook(({ key }) => useApiData(key, load), {
      initialProps: { key: 'a' },
    });
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0]!.answer(ok('first')));
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
    expect(result.current.loading).toBe(false);

    rerender({ key: 'missing' });
    await act(async () =>
      calls[1]!.answer({ ok: false, code: 404, message: '不存在', data: null }),
    );
    expect(result.current.state).toEqual({ status: 'failed', code: 404, message: '不存在' });
  });

  it('aborts the request in flight when the component unmounts', () => {
    const { load, calls } = manualLoad<string>();
    const { unmount } = renderHook(() => useApiData('a', load));
    expect(calls[0]!.signal.aborted).toBe(false);
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('aborts the older request when the key changes, and never shows its late answer', async () => {
    const { load, calls } = manualLoad<string>();
    const { result, rerender } = renderHook(({ page }) => useApiData(`page-${page}`, load), {
      initialProps: { page: 1 },
    });
    rerender({ page: 2 });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);

    await act(async () => calls[1]!.answer(ok('page 2')));
    await act(async () => calls[0]!.answer(ok('page 1, late')));
    expect(result.current.state).toEqual({ status: 'ready', data: 'page 2' });
    expect(result.current.data).toBe('page 2');
  });

  it('reload aborts the request in flight and keeps the last rows while the next load runs', async () => {
    const { load, calls } = manualLoad<string[]>();
    const { result } = renderHook(() => useApiData('rows', load));
    await act(async () => calls[0]!.answer(ok(['甲'])));

    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toEqual(['甲']);
    act(() => result.current.reload());
    expect(calls[1]!.signal.aborted).toBe(true);

    await act(async () => calls[2]!.answer(ok(['甲', '乙'])));
    await act(async () => calls[1]!.answer(ok(['stale'])));
    expect(result.current.data).toEqual(['甲', '乙']);
    expect(result.current.loading).toBe(false);
  });

  it("names the key the kept data was answered for, so an earlier owner's rows are told apart", async () => {
    const { load, calls } = manualLoad<string[]>();
    const { result, rerender } = renderHook(({ key }) => useApiData(key, load), {
      initialProps: { key: 'notices-member-1' },
    });
    expect(result.current.dataKey).toBeNull();
    await act(async () => calls[0]!.answer(ok(['会员1的通知'])));
    expect(result.current.dataKey).toBe('notices-member-1');

    rerender({ key: 'notices-member-2' });
    expect(result.current.data).toEqual(['会员1的通知']);
    expect(result.current.dataKey).toBe('notices-member-1');
    await act(async () => calls[1]!.answer(ok(['会员2的通知'])));
    expect(result.current.dataKey).toBe('notices-member-2');
  });

  it('shows an answer at hand without loading; reload loads', async () => {
    const { load, calls } = manualLoad<string>();
    const { result } = renderHook(() => useApiData('home', load, { answer: ok('first read') }));
    expect(result.current.state).toEqual({ status: 'ready', data: 'first read' });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.reload());
    await act(async () => calls[0]!.answer(ok('fresh')));
    expect(result.current.state).toEqual({ status: 'ready', data: 'fresh' });
  });

  it('refresh loads again and resolves with the answer the hook then shows', async () => {
    const { load, calls } = manualLoad<string[]>();
    const { result } = renderHook(() => useApiData('reminders', load));
    await act(async () => calls[0]!.answer(ok(['旧提醒'])));

    let refreshed: Promise<unknown> = Promise.resolve();
    act(() => {
      refreshed = result.current.refresh();
    });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.answer(ok(['新提醒'])));
    await expect(refreshed).resolves.toEqual({ status: 'ready', data: ['新提醒'] });
    expect(result.current.state).toEqual({ status: 'ready', data: ['新提醒'] });
  });

  it('refresh with nothing to load, or unmounted before the answer, still resolves', async () => {
    const { load, calls } = manualLoad<string>();
    const idle = renderHook(() => useApiData(null, load));
    await expect(idle.result.current.refresh()).resolves.toEqual({ status: 'loading' });
    expect(load).not.toHaveBeenCalled();

    const { result, unmount } = renderHook(() => useApiData('a', load));
    let refreshed: Promise<unknown> = Promise.resolve();
    act(() => {
      refreshed = result.current.refresh();
    });
    unmount();
    await expect(refreshed).resolves.toEqual({ status: 'failed' });
    expect(calls.at(-1)!.signal.aborted).toBe(true);
  });

  it('loads nothing while the key is null', () => {
    const { load } = manualLoad<string>();
    const { result } = renderHook(() => useApiData(null, load));
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('aborts the HTTP request itself: the console client passes the signal to fetch', async () => {
    const requests: Request[] = [];
    const admin = createAdminClient({
      baseUrl: 'http://console.test',
      logger: { error: () => undefined },
      fetch: (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        requests.push(request);
        // Answers only when aborted, as a slow server would (the abort rejects the fetch).
        return new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        );
      },
    });
    const { rerender, result } = renderHook(
      ({ memberId }) =>
        useApiData(`member-${memberId}`, (signal) =>
          admin.call(
            admin.raw.GET('/api/admin/members/{memberId}', {
              params: { path: { memberId } },
              signal,
            }),
          ),
        ),
      { initialProps: { memberId: 1 } },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ memberId: 2 });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(new URL(requests[0]!.url).pathname).toBe('/api/admin/members/1');
    expect(requests[0]!.signal.aborted).toBe(true);
    expect(requests[1]!.signal.aborted).toBe(false);
    expect(result.current.state).toEqual({ status: 'loading' });
  });
});
