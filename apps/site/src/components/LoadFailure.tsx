import { EmptyState } from './EmptyState';
import { useSiteMessages } from '../i18n';

/**
 * The failed state of a page: "not found" for 404 (and bad ids), otherwise "could not load" with
 * a retry (the server's message when it gave one; the toast already told the reader too).
 */
export function LoadFailure({
  code,
  message,
  notFoundTitle,
  onRetry,
}: {
  code?: number;
  message?: string;
  notFoundTitle: string;
  onRetry: () => void;
}) {
  const sm = useSiteMessages();
  if (code === 404) return <EmptyState tone="error" title={notFoundTitle} />;
  return (
    <EmptyState
      tone="error"
      title={message || sm.loadFailed}
      actionLabel={sm.retry}
      onAction={onRetry}
    />
  );
}
