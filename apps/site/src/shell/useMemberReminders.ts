import { useCallback } from 'react';
import type { ApiClient, MemberNotice as Notice } from '@dongman/api-client';
import { listResult, useApiData } from '@dongman/state';

/**
 * The signed-in member's own reminders (a membership term ending in 7 days, in 1 day, or ended),
 * shown first in the notice bell beside the site's notices. A guest has none.
 */
export function useMemberReminders(api: ApiClient, memberId: number | null) {
  // Keyed by the member they belong to: after a logout or another login, the earlier member's
  // reminders are never shown (and their request in flight is aborted).
  const { state, refresh } = useApiData(
    memberId ? `member-reminders-${memberId}` : null,
    (signal) => listResult(api.listMemberReminders({ signal })),
  );
  const reminders = memberId && state.status === 'ready' ? state.data : NONE;
  /** A fresh read (the bell is being opened): resolves with the list the bell then shows. */
  const reload = useCallback(async () => {
    if (!memberId) return NONE;
    const fresh = await refresh();
    return fresh.status === 'ready' ? fresh.data : NONE;
  }, [memberId, refresh]);
  return { reminders, reload };
}

const NONE: Notice[] = [];
