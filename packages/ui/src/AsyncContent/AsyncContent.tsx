import type { ReactNode } from 'react';
import { useMessages } from '../UIProvider/context';
import { EmptyState } from './EmptyState';

/** Where a read stands: the one shape every loading view switches on. */
export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'failed'; code?: number; message?: string }
  | { status: 'ready'; data: T };

export interface AsyncContentProps<T> {
  state: AsyncState<T>;
  /** The content once the data is there. */
  children: (data: T) => ReactNode;
  /** Shown while loading (e.g. a skeleton); the catalogue's "loading…" by default. */
  loading?: ReactNode;
  /** Asks for the data again; shown as a button in the failed state. */
  onRetry?: () => void;
  /** Title for code 404 (a missing page or id); without it a 404 is an ordinary failure. */
  notFoundTitle?: string;
  /** Title of the failed state when the server gave no message. */
  failedTitle?: string;
  /** True when the ready data counts as empty; `empty` is shown then. */
  isEmpty?: (data: T) => boolean;
  /** The empty state (a title string becomes an EmptyState). */
  empty?: ReactNode;
  /** Less padding, for use inside a dialog. */
  compact?: boolean;
}

/**
 * Loading, failed (with retry), not found, empty or ready: the switch every page and widget needs,
 * written once. The failed state is an alert, so a screen reader hears it.
 */
export function AsyncContent<T>({
  state,
  children,
  loading,
  onRetry,
  notFoundTitle,
  failedTitle,
  isEmpty,
  empty,
  compact = false,
}: AsyncContentProps<T>) {
  const m = useMessages();
  if (state.status === 'loading') {
    return <>{loading ?? <EmptyState title={m.loading} compact={compact} />}</>;
  }
  if (state.status === 'failed') {
    if (state.code === 404 && notFoundTitle) {
      return <EmptyState tone="error" title={notFoundTitle} compact={compact} />;
    }
    return (
      <EmptyState
        tone="error"
        title={state.message || failedTitle || m.loadFailed}
        actionLabel={onRetry ? m.retry : undefined}
        onAction={onRetry}
        compact={compact}
      />
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <>
        {typeof empty === 'string' ? (
          <EmptyState title={empty} compact={compact} />
        ) : (
          (empty ?? <EmptyState title={m.noData} compact={compact} />)
        )}
      </>
    );
  }
  return <>{children(state.data)}</>;
}
