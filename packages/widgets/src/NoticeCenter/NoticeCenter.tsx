import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, NoticeModal, UIProvider, useMessages } from '@dongman/ui/notice';
import type { Locale, NoticeItem } from '@dongman/ui/notice';
import { useApiClient, watchFailure } from '../client';
import type { ClientProps } from '../client';
import { useOpenState } from '../useOpenState';
import type { OpenProps } from '../useOpenState';

export interface NoticeCenterProps extends ClientProps, OpenProps {
  locale?: Locale;
}

type Notices =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: readonly NoticeItem[] };

/**
 * The notice center for any site: a button that opens the notice list, loaded on each opening;
 * a network or server failure says so with a retry instead of "no notices".
 */
export function NoticeCenter({ locale, ...props }: NoticeCenterProps) {
  return (
    <UIProvider locale={locale} messageHost={false}>
      <NoticeCenterFlow {...props} />
    </UIProvider>
  );
}

function NoticeCenterFlow({ apiBase, client, ...openProps }: Omit<NoticeCenterProps, 'locale'>) {
  const m = useMessages();
  const api = useApiClient({ apiBase, client });
  const { open, setOpen, trigger } = useOpenState(openProps, m.notices);
  const [notices, setNotices] = useState<Notices>({ status: 'loading' });

  // Each opening starts from "loading" (set while rendering, so no stale list flashes).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setNotices({ status: 'loading' });
  }

  // A list request belongs to one opening or retry: a late answer must not replace a newer one.
  const latest = useRef(0);
  const fetchList = useCallback(async () => {
    const request = ++latest.current;
    const { value, failed } = await watchFailure(api, 'listNotices', () => api.listNotices());
    if (request !== latest.current) return;
    setNotices(failed ? { status: 'failed' } : { status: 'ready', list: value });
  }, [api]);

  useEffect(() => {
    if (open) void fetchList();
  }, [open, fetchList]);

  const retry = () => {
    setNotices({ status: 'loading' });
    void fetchList();
  };

  return (
    <>
      {trigger && <Button onClick={() => setOpen(true)}>{trigger}</Button>}
      <NoticeModal
        open={open}
        onClose={() => setOpen(false)}
        notices={notices.status === 'ready' ? notices.list : []}
        loading={notices.status === 'loading'}
        failed={notices.status === 'failed'}
        onRetry={retry}
      />
    </>
  );
}
