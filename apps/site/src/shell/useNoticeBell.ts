import { useCallback, useMemo, useState } from 'react';
import type { ApiClient, MemberNotice } from '@dongman/api-client';
import { listAnswer, useApiData } from '@dongman/state';
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
  const { reminders, reload: reloadReminders } = useMemberReminders(api, memberId);
  const local = useLocalNoticeReads();
  // Marked read here before the server has answered (cleared with each fresh list).
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(new Set());
  // What a guest's opened list shows: unread marks as they were when it opened.
  const [guestShown, setGuestShown] = useState<MemberNotice[]>([]);

  // Keyed by the reader they are asked for: a member's marks never show after a logout, and a
  // guest's first answer came with the page (a member's carries their marks, asked for now).
  const key = memberId ? `notices-member-${memberId}` : 'notices-guest';
  const notices = useApiData(
    key,
    // No answer (undefined: the network toast has said so) is a failed read; the kept list stays.
    async (signal) =>
      listAnswer(await listOrFailure(api, 'listNotices', () => api.listNotices({ signal }))),
    { answer: memberId ? undefined : listAnswer(first) },
  );
  const refreshNotices = notices.refresh;
  // The rows kept while a fresh list loads, unless they were another reader's.
  const list = notices.dataKey === key ? notices.data : undefined;

  const bell = useMemo(() => {
    if (!memberId) return (list ?? NONE).map((n) => ({ ...n, read: local.read.has(n.id) }));
    if (!list) return NONE;
    return [...reminders, ...list].map((n) => (readNow.has(n.id) ? { ...n, read: true } : n));
  }, [memberId, list, reminders, readNow, local.read]);
  const unread = bell.filter((notice) => !notice.read).length;

  /** Fresh list on every opening, so the badge and the list agree with the server. */
  const refresh = useCallback(async () => {
    const [fresh, own] = await Promise.all([refreshNotices(), reloadReminders()]);
    if (fresh.status !== 'ready') return undefined; // the network toast has said it
    const list = fresh.data;
    setReadNow(new Set());
    if (memberId) return [...own, ...list];
    const shown = list.map((n) => ({ ...n, read: local.read.has(n.id) }));
    setGuestShown(shown);
    local.markRead(list); // what the list shows is read: the badge goes
    return shown;
  }, [memberId, local, refreshNotices, reloadReminders]);

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

const NONE: MemberNotice[] = [];
