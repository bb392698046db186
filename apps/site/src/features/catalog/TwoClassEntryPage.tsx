import { Skeleton } from '@dongman/ui';
import { useParams } from 'react-router-dom';
import { Panel } from '../../components/Page';
import { useApi } from '../../app/ApiContext';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { idParam } from '../../navigation/paths';
import { classifyTwoClassEntry } from './twoClassEntry';
import { useCatalog } from '../../shell/CatalogContext';
import { DocumentView } from './document/DocumentView';
import { SectionView } from './SectionView';

/** twoClass/{id}/{x}: a sub-section when the class has children, otherwise a document. */
export default function TwoClassEntryPage() {
  const params = useParams();
  const classId = idParam(params.id);
  const x = idParam(params.x);
  const catalog = useCatalog();
  const entry =
    classId === undefined || x === undefined
      ? 'document' // a bad address: the document view says "not found"
      : classifyTwoClassEntry(catalog.tree, catalog.status === 'ready', classId, x);
  if (entry === 'child') return <SectionView classId={classId} childId={x} />;
  if (entry === 'document') return <DocumentView documentId={x} />;
  if (entry === 'ask-server') return <AskServer classId={classId!} x={x!} />;
  return <Waiting />;
}

function Waiting() {
  const sm = useSiteMessages();
  usePageTitle(sm.pageMaterialCenter);
  return (
    <Panel>
      <Skeleton />
    </Panel>
  );
}

/** The menu tree does not know the class: its section answer lists its sub-classes. */
function AskServer({ classId, x }: { classId: number; x: number }) {
  const api = useApi();
  const { state } = useApiData(`entry-${classId}`, (signal) =>
    api.getTwoClassSection(classId, { page: 1, size: 1 }, { signal }),
  );
  if (state.status === 'loading') return <Waiting />;
  const isChild = state.status === 'ready' && state.data.children.some((child) => child.id === x);
  return isChild ? <SectionView classId={classId} childId={x} /> : <DocumentView documentId={x} />;
}
