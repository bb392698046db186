import { auditObjectTypeName } from '@dongman/format';
import { useUI } from '@dongman/ui';
import { openLink } from '../../lib/openParam';
import { useAuditT } from './copy';

/** The console page that shows each kind of object (its drawer opens on `?open=`). */
const PAGES: Partial<Record<string, string>> = {
  member: 'members',
  document: 'documents',
  order: 'orders',
};

/** The object of an audit row: its kind in the console's language and its id, a link where a page shows it. */
export function AuditObject({ type, id }: { type: string; id: string }) {
  const t = useAuditT();
  const name = auditObjectTypeName(type, useUI().locale);
  const page = PAGES[type];
  if (!page || !/^[\w-]+$/.test(id)) return <>{`${name} ${id}`}</>;
  return (
    <a href={openLink(page, id)} aria-label={t('open', { type: name, id })}>
      {`${name} ${id}`}
    </a>
  );
}
