import { useEffect, useRef } from 'react';
import type { PayCompletedResult } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';

/** How often a pending order is looked at while the pay screen shows it. */
export const POLL_MS = 2_000;

/**
 * While the order is pending, asks the server for it every couple of seconds (a provider's
 * notification may have paid it, or it may have expired) and reports each answer. Pauses while
 * the tab is hidden; stops when the order leaves pending or the screen goes away.
 */
export function useOrderPolling(
  orderNo: string,
  pending: boolean,
  onAnswer: (state: PayCompletedResult) => void,
) {
  const api = useApi();
  const latest = useRef(onAnswer);
  useEffect(() => {
    latest.current = onAnswer;
  }, [onAnswer]);

  useEffect(() => {
    if (!pending) return undefined;
    const controller = new AbortController();
    let busy = false;
    const timer = window.setInterval(async () => {
      if (busy || document.visibilityState === 'hidden') return;
      busy = true;
      const result = await api.getRechargeOrder(orderNo, { signal: controller.signal });
      busy = false;
      if (result?.ok && !controller.signal.aborted) latest.current(result.data);
    }, POLL_MS);
    return () => {
      controller.abort();
      window.clearInterval(timer);
    };
  }, [api, orderNo, pending]);
}

/** Phones get a page to open instead of a QR code they would have to scan with themselves. */
export function isPhoneLayout(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(max-width: 768px)').matches
    : false;
}
