import { PageStack, Panel } from '../../../components/Page';
import { AsyncContent, Skeleton } from '@dongman/ui';
import { useApi } from '../../../app/ApiContext';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useSiteMessages } from '../../../i18n';
import { paths, toHref } from '../../../navigation/paths';
import { DocumentArticle } from './DocumentArticle';
import { MaterialContents } from './MaterialContents';
import { MaterialDetails } from './MaterialDetails';
import { RelatedMaterials } from './RelatedMaterials';

/** A material document with its section path. `documentId` undefined means a bad address. */
export function DocumentView({ documentId }: { documentId: number | undefined }) {
  const api = useApi();
  const sm = useSiteMessages();
  const { state, reload: retry } = useApiData(`document-${documentId}`, async (signal) =>
    documentId === undefined
      ? { ok: false as const, code: 404, message: '', data: null }
      : api.getTwoClassDocument(documentId, { signal }),
  );
  usePageTitle(state.status === 'ready' ? state.data.title : sm.pageMaterialCenter);

  if (state.status === 'ready') {
    const doc = state.data;
    const crumbs = [
      { label: sm.pageHome, href: toHref(paths.home()) },
      { label: doc.oneClassName, href: toHref(paths.section(doc.oneClass)) },
      ...(doc.oneClassChildren > 0
        ? [
            {
              label: doc.oneClassChildrenName,
              href: toHref(paths.childSection(doc.oneClass, doc.oneClassChildren)),
            },
          ]
        : []),
      { label: doc.title },
    ];
    // What the ZIP holds, then related materials, sit under the article in their own panels.
    return (
      <PageStack>
        <DocumentArticle doc={doc} crumbs={crumbs} details={<MaterialDetails doc={doc} />} />
        <MaterialContents material={doc.material} />
        <RelatedMaterials related={doc.related} />
      </PageStack>
    );
  }
  return (
    <Panel>
      <AsyncContent
        state={state}
        loading={<Skeleton lines={10} />}
        notFoundTitle={sm.documentNotFound}
        onRetry={retry}
      >
        {() => null}
      </AsyncContent>
    </Panel>
  );
}
