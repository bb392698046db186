import { useParams } from 'react-router-dom';
import { Panel } from '../../components/Page';
import { AsyncContent, Skeleton } from '@dongman/ui';
import { useApi } from '../../app/ApiContext';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { idParam, paths, toHref } from '../../navigation/paths';
import { DocumentArticle } from './document/DocumentArticle';

/** commonDocument/{id}: a static content page (market, must-read, tutorial, software …). */
export default function CommonDocumentPage() {
  const api = useApi();
  const sm = useSiteMessages();
  const id = idParam(useParams().id);
  const { state, reload: retry } = useApiData(`common-${id}`, async (signal) =>
    id === undefined
      ? { ok: false as const, code: 404, message: '', data: null }
      : api.getCommonDocument(id, { signal }),
  );
  usePageTitle(state.status === 'ready' ? state.data.title : undefined);

  if (state.status === 'ready') {
    const doc = state.data;
    return (
      <DocumentArticle
        doc={doc}
        crumbs={[{ label: sm.pageHome, href: toHref(paths.home()) }, { label: doc.title }]}
      />
    );
  }
  return (
    <Panel>
      <AsyncContent
        state={state}
        loading={<Skeleton />}
        notFoundTitle={sm.documentNotFound}
        onRetry={retry}
      >
        {() => null}
      </AsyncContent>
    </Panel>
  );
}
