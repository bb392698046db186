import { Tag } from '@dongman/ui';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime, isExpired } from '../../../lib/dateTime';

/** The dubbing service's state as a tag: not activated, expired on …, or valid until …. */
export function DubbingExpiryTag({ expiry }: { expiry: string | null | undefined }) {
  const sm = useSiteMessages();
  if (!expiry) return <Tag>{sm.dubbingNotActivated}</Tag>;
  const date = formatDateTime(expiry);
  return isExpired(expiry) ? (
    <Tag $tone="danger">{sm.t('dubbingExpiredOn', { date })}</Tag>
  ) : (
    <Tag $tone="success">{sm.t('dubbingValidUntil', { date })}</Tag>
  );
}
