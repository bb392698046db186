import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient, MemberNotice } from '@dongman/api-client';
import { listOrFailure } from '../lib/listOrFailure';
import { useLocalNoticeReads } from './noticeReads';
import { useMemberReminders } from './useMemberReminders';

/**
 * The notice bell: the site's notices (and a member's term reminder), the unread count on the
 * bell, and what the list shows. A member's read marks live on the server (opening a notice marks
 * it, "全部标为已读" marks all); a guest's stay in this browser, and opening the list marks what
 * it shows as read, as before.
 */
export function useNoticeBell(
  api: ApiClient,
  memberId: number | null,
  first: MemberNotice[] | undefined,
) {
  // Kept with the reader they were asked for: a member's marks never show after a logout.
  const [loaded, setLoaded] = useState<{ owner: number | null; list: MemberNotice[] }>({
    owner: null,
    list: first ?? [],
  });
  const { reminders, reload: reloadReminders } = useMemberReminders(api, memberId);
  const local = useLocalNoticeReads();
  // Marked read here before the server has answered (cleared with each fresh list).
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(new Set());
  // What a guest's opened list shows: unread marks as they were when it opened.
  const [guestShown, setGuestShown] = useState<MemberNotice[]>([]);

  const firstKnown = first !== undefined;
  useEffect(() => {
    // A guest's first answer came with the page; a member's carries their marks, asked for now.
    if (!memberId && firstKnown) return;
    let live = true;
    void api.listNotices().then((list) => {
      if (live) setLoaded({ owner: memberId, list });
    });
    return () => {
      live = false;
    };
  }, [api, memberId, firstKnown]);

  const mine = loaded.owner === memberId;
  const bell = useMemo(() => {
    if (!memberId) return loaded.list.map((n) => ({ ...n, read: local.read.has(n.id) }));
    if (!mine) return [];
    return [...reminders, ...loaded.list].map((n) =>
      readNow.has(n.id) ? { ...n, read: true } : n,
    );
  }, [memberId, mine, loaded.list, reminders, readNow, local.read]);
  const unread = bell.filter((notice) => !notice.read).length;

  /** Fresh list on every opening, so the badge and the list agree with the server. */
  const refresh = useCallback(async () => {
    const [list, own] = await Promise.all([
      listOrFailure(api, 'listNotices', () => api.listNotices()),
      reloadReminders(),
    ]);
    if (!list) return undefined; // the network toast has said it
    setLoaded({ owner: memberId, list });
    setReadNow(new Set());
    if (memberId) return [...own, ...list];
    const shown = list.map((n) => ({ ...n, read: local.read.has(n.id) }));
    setGuestShown(shown);
    local.markRead(list); // what the list shows is read: the badge goes
    return shown;
  }, [api, memberId, local, reloadReminders]);

  const mark = useCallback(
    async (ids: readonly number[] | 'all') => {
      const marked = ids === 'all' ? bell.map((notice) => notice.id) : ids;
      setReadNow((now) => new Set([...now, ...marked]));
      const answer = await api.markNoticesRead(ids);
      // Refused or not sent (the client's toast says why): show them unread again.
      if (!answer?.ok) setReadNow((now) => new Set([...now].filter((id) => !marked.includes(id))));
    },
    [api, bell],
  );

  return {
    /** The list the notice center shows. */
    shown: memberId ? bell : guestShown,
    unread,
    refresh,
    /** Only a member marks notices one by one (a guest's are marked by opening the list). */
    onRead: memberId ? (notice: { id?: number | string }) => mark([Number(notice.id)]) : undefined,
    onMarkAllRead: memberId ? () => mark('all') : undefined,
  };
}
