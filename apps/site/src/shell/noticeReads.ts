import { useCallback, useState } from 'react';
import { storageKeys } from '../app/config';

/** Ids of the notices a guest has opened the list with, kept in this browser. */
function readIds(): Set<number> {
  try {
    const raw = globalThis.localStorage?.getItem(storageKeys.readNotices);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return new Set(Array.isArray(ids) ? ids.filter((id) => Number.isInteger(id)) : []);
  } catch {
    return new Set(); // storage blocked or a damaged value: everything counts as unread
  }
}

/**
 * A guest's read notices, kept in this browser (a member's are kept on the server): opening the
 * list marks what it shows as read (only the current ids are kept, so the record stays as small as
 * the list).
 */
export function useLocalNoticeReads() {
  const [read, setRead] = useState(readIds);
  const markRead = useCallback((shown: readonly { id: number }[]) => {
    const ids = shown.map((notice) => notice.id);
    setRead(new Set(ids));
    try {
      globalThis.localStorage?.setItem(storageKeys.readNotices, JSON.stringify(ids));
    } catch {
      // storage blocked: the count resets on the next visit, nothing else breaks
    }
  }, []);
  return { read, markRead };
}
