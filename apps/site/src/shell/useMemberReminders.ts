import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, MemberNotice as Notice } from '@dongman/api-client';

/**
 * The signed-in member's own reminders (a membership term ending in 7 days, in 1 day, or ended),
 * shown first in the notice bell beside the site's notices. A guest has none.
 */
export function useMemberReminders(api: ApiClient, memberId: number | null) {
  // Kept with the member they belong to, so a logout or another login never shows stale ones.
  const [loaded, setLoaded] = useState<{ memberId: number; list: Notice[] }>();
  const reload = useCallback(async () => {
    if (!memberId) return [];
    const list = await api.listMemberReminders();
    setLoaded({ memberId, list });
    return list;
  }, [api, memberId]);
  useEffect(() => {
    if (!memberId) return;
    let live = true;
    void api.listMemberReminders().then((list) => {
      if (live) setLoaded({ memberId, list });
    });
    return () => {
      live = false;
    };
  }, [api, memberId]);
  const reminders = memberId && loaded?.memberId === memberId ? loaded.list : NONE;
  return { reminders, reload };
}

const NONE: Notice[] = [];
