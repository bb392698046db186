import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, MemberNotice as Notice } from '@dongman/api-client';
import { useNoticeBell } from './useNoticeBell';

const notice = (id: number, title: string, read = false): Notice => ({
  id,
  title,
  noticeContent: title,
  createTime: '2026-11-20 10:00:00',
  publishedAt: '2026-11-20T02:00:00.000Z',
  read,
});

/**
 * A client whose notice reads the test answers by hand (or fails as the network does: the client
 * reports a transport error and answers []), remembering each request's signal.
 */
function bellApi() {
  const calls: { signal?: AbortSignal; answer: (list: Notice[]) => void; fail: () => void }[] = [];
  const listeners = new Set<(event: { operationId: string }) => void>();
  const listNotices = vi.fn(
    (options?: { signal?: AbortSignal }) =>
      new Promise<Notice[]>((resolve) =>
        calls.push({
          signal: options?.signal,
          answer: resolve,
          fail: () => {
            for (const listener of listeners) listener({ operationId: 'listNotices' });
            resolve([]);
          },
        }),
      ),
  );
  const api = {
    listNotices,
    listMemberReminders: async () => [],
    markNoticesRead: async () => ({ ok: true, code: 200, message: '', data: null }),
    on: (_: string, listener: (event: { operationId: string }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as ApiClient;
  return { api, calls, listNotices };
}

afterEach(() => localStorage.clear());

describe('useNoticeBell', () => {
  it("a guest's first-page notices show without a request; opening the list reads them", async () => {
    const { api, calls, listNotices } = bellApi();
    const { result } = renderHook(() => useNoticeBell(api, null, [notice(1, '站点维护')]));
    expect(result.current.unread).toBe(1);
    expect(listNotices).not.toHaveBeenCalled();

    let opened: Promise<Notice[] | undefined> = Promise.resolve(undefined);
    act(() => {
      opened = result.current.refresh();
    });
    await act(async () => calls[0]!.answer([notice(1, '站点维护'), notice(2, '新素材上线')]));
    expect((await opened)?.map((n) => n.title)).toEqual(['站点维护', '新素材上线']);
    expect(result.current.unread).toBe(0); // what the list showed is read
  });

  it("a member's list is asked for with their marks, and never shown after a logout", async () => {
    const { api, calls } = bellApi();
    const { result, rerender } = renderHook(
      ({ id }) => useNoticeBell(api, id, [notice(1, '公告')]),
      {
        initialProps: { id: 5 as number | null },
      },
    );
    expect(result.current.shown).toEqual([]); // the first page's (guest) answer is not theirs
    await act(async () => calls[0]!.answer([notice(1, '公告', true), notice(3, '会员通知')]));
    expect(result.current.unread).toBe(1);

    rerender({ id: 6 });
    expect(result.current.shown).toEqual([]); // member 6's are loading
    rerender({ id: null });
    expect(calls[1]!.signal?.aborted).toBe(true);
    expect(result.current.shown).toEqual([]);
  });

  it('a list that never came answers undefined and keeps the badge as it was', async () => {
    const { api, calls } = bellApi();
    const { result } = renderHook(() => useNoticeBell(api, 5, undefined));
    await act(async () => calls[0]!.answer([notice(3, '会员通知')]));

    let opened: Promise<Notice[] | undefined> = Promise.resolve([]);
    act(() => {
      opened = result.current.refresh();
    });
    expect(result.current.unread).toBe(1); // kept while the fresh list loads
    await act(async () => calls[1]!.fail());
    await expect(opened).resolves.toBeUndefined();
    expect(result.current.unread).toBe(1);
  });
});
