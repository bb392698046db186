import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, MemberNotice as Notice } from '@dongman/api-client';
import { useMemberReminders } from './useMemberReminders';

const reminder = (id: number, title: string): Notice => ({
  id,
  title,
  noticeContent: title,
  createTime: '2026-11-20 10:00:00',
  publishedAt: '2026-11-20T02:00:00.000Z',
  read: false,
});

/** A client whose reminder reads the test answers by hand, remembering each request's signal. */
function remindersApi() {
  const calls: { signal?: AbortSignal; answer: (list: Notice[]) => void }[] = [];
  const listMemberReminders = vi.fn(
    (options?: { signal?: AbortSignal }) =>
      new Promise<Notice[]>((resolve) => calls.push({ signal: options?.signal, answer: resolve })),
  );
  return { api: { listMemberReminders } as unknown as ApiClient, calls, listMemberReminders };
}

describe('useMemberReminders', () => {
  it('a guest has none and asks for none', async () => {
    const { api, listMemberReminders } = remindersApi();
    const { result } = renderHook(() => useMemberReminders(api, null));
    expect(result.current.reminders).toEqual([]);
    await expect(result.current.reload()).resolves.toEqual([]);
    expect(listMemberReminders).not.toHaveBeenCalled();
  });

  it("never shows another member's reminders after a logout or another login", async () => {
    const { api, calls } = remindersApi();
    const { result, rerender } = renderHook(({ id }) => useMemberReminders(api, id), {
      initialProps: { id: 1 as number | null },
    });
    await act(async () => calls[0]!.answer([reminder(1, '会员 7 天后到期')]));
    expect(result.current.reminders.map((r) => r.title)).toEqual(['会员 7 天后到期']);

    rerender({ id: 2 });
    expect(result.current.reminders).toEqual([]); // member 2's are loading
    rerender({ id: null });
    expect(result.current.reminders).toEqual([]);
    expect(calls[1]!.signal?.aborted).toBe(true); // member 2's read, no longer wanted
  });

  it('reload reads them again and resolves with the list the bell then shows', async () => {
    const { api, calls } = remindersApi();
    const { result } = renderHook(() => useMemberReminders(api, 7));
    await act(async () => calls[0]!.answer([]));

    let fresh: Promise<Notice[]> = Promise.resolve([]);
    act(() => {
      fresh = result.current.reload();
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.answer([reminder(2, '会员明天到期')]));
    expect((await fresh).map((r) => r.title)).toEqual(['会员明天到期']);
    expect(result.current.reminders.map((r) => r.title)).toEqual(['会员明天到期']);
  });
});
