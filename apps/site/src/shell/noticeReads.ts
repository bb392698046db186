import { useCallback, useState } from 'react';
import { storageKeys } from '../app/config';

/** Ids of the notices the reader has opened the list with, kept in this browser. */
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
 * The bell's count: notices not yet seen in the list. Opening the list marks what it shows as
 * read (only the current ids are kept, so the record stays as small as the list).
 */
export function useNoticeReads(notices: readonly { id: number }[]) {
  const [read, setRead] = useState(readIds);
  const unread = notices.filter((notice) => !read.has(notice.id)).length;
  const markRead = useCallback((shown: readonly { id: number }[]) => {
    const ids = shown.map((notice) => notice.id);
    setRead(new Set(ids));
    try {
      globalThis.localStorage?.setItem(storageKeys.readNotices, JSON.stringify(ids));
    } catch {
      // storage blocked: the count resets on the next visit, nothing else breaks
    }
  }, []);
  return { unread, markRead };
}
