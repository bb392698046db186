import { EmptyState } from '../components/EmptyState';
import { PageHeader, PageStack, Panel } from '../components/Page';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSiteMessages } from '../i18n';

/** Stand-in for pages another engineer is building (same route, same title). */
export function Placeholder({ title }: { title: string }) {
  const sm = useSiteMessages();
  usePageTitle(title);
  return (
    <PageStack>
      <PageHeader title={title} />
      <Panel>
        <EmptyState title={sm.comingSoon} />
      </Panel>
    </PageStack>
  );
}
