import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { modalStack } from '../Modal/modalStack';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons';
import { useMessages } from '../UIProvider/context';
import type { Toast, ToastStore, ToastType } from './store';
import { registerToastHost } from './store';
import { Item, LiveRegion, Stack } from './Toast.styles';

const icons: Record<ToastType, typeof InfoIcon> = {
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorIcon,
  info: InfoIcon,
};

/** Errors interrupt (assertive); everything else waits its turn (polite). */
const isUrgent = (toast: Toast) => toast.type === 'error';

function ToastItem({ toast, store }: { toast: Toast; store: ToastStore }) {
  const Icon = icons[toast.type];
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remaining = useRef(toast.duration);
  const startedAt = useRef(0);

  const start = () => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => store.dismiss(toast.id), remaining.current);
  };
  const pause = () => {
    clearTimeout(timer.current);
    remaining.current -= Date.now() - startedAt.current;
  };

  useEffect(() => {
    startedAt.current = Date.now();
    timer.current = setTimeout(() => store.dismiss(toast.id), remaining.current);
    return () => clearTimeout(timer.current);
  }, [store, toast.id]);

  // Hovering keeps a toast on screen so it can be read (WCAG 2.2.1).
  return (
    <Item $type={toast.type} data-type={toast.type} onMouseEnter={pause} onMouseLeave={start}>
      <Icon />
      <span>{toast.text}</span>
    </Item>
  );
}

/**
 * Renders the toasts of one store: a visual stack (top offset 24 px) plus two visually hidden live
 * regions that exist from the start, so the first toast is announced too.
 */
export function ToastViewport({ store, primary = true }: { store: ToastStore; primary?: boolean }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const m = useMessages();

  // Inside an open modal dialog: the page behind it is inert and under the top layer.
  const modal = useSyncExternalStore(modalStack.subscribe, modalStack.top, () => null);

  useEffect(() => (primary ? registerToastHost(store) : undefined), [store, primary]);

  const content = (
    <>
      {/* The visible stack duplicates the live regions' text, so it is hidden from AT. */}
      <Stack aria-hidden="true" data-testid="toast-stack">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} store={store} />
        ))}
      </Stack>
      <LiveRegion role="status" aria-live="polite" aria-label={m.notifications}>
        {toasts
          .filter((toast) => !isUrgent(toast))
          .map((toast) => (
            <p key={toast.id}>{toast.text}</p>
          ))}
      </LiveRegion>
      <LiveRegion role="alert" aria-live="assertive" aria-label={m.urgentNotifications}>
        {toasts.filter(isUrgent).map((toast) => (
          <p key={toast.id}>{toast.text}</p>
        ))}
      </LiveRegion>
    </>
  );
  return modal ? createPortal(content, modal) : content;
}
