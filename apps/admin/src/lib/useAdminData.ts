import { useEffect, useState } from 'react';

type Result<T> = { ok: true; data: T } | { ok: false } | undefined;

/**
 * Loads with `fetch` (memoise it with useCallback: a new function loads again) and again on
 * `reload()`. State changes only when an answer arrives, and a late answer for an older request
 * is dropped.
 */
export function useAdminData<T>(fetch: (() => Promise<Result<T>>) | null) {
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  const [done, setDone] = useState<{ fetch: unknown; version: number } | null>(null);
  useEffect(() => {
    if (!fetch) return;
    let live = true;
    void fetch().then((result) => {
      if (!live) return;
      if (result?.ok) setData(result.data);
      setDone({ fetch, version });
    });
    return () => {
      live = false;
    };
  }, [fetch, version]);
  const loading = fetch !== null && (done?.fetch !== fetch || done.version !== version);
  return { data, loading, reload: () => setVersion((v) => v + 1) };
}
