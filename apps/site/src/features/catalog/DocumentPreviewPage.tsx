import { useParams } from 'react-router-dom';
import { createAdminClient } from '@dongman/api-client';
import { AsyncContent, Callout, Skeleton } from '@dongman/ui';
import { Panel } from '../../components/Page';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { idParam, paths, toHref } from '../../navigation/paths';
import { DocumentArticle } from './document/DocumentArticle';
import { MaterialDetails } from './document/MaterialDetails';

// The console's cookie (path /api/admin) goes with this read only: members and visitors get 401.
const staffApi = createAdminClient();

/** Any refusal (not staff, not an editor, no such document) reads as "cannot preview". */
async function previewOf(documentId: number, signal: AbortSignal) {
  const result = await staffApi.call(
    staffApi.raw.GET('/api/admin/documents/{documentId}/preview', {
      params: { path: { documentId } },
      signal,
    }),
  );
  return result?.ok ? result : { ok: false as const, code: 404, message: '', data: null };
}

/**
 * preview/{documentId}: a document as its page will look, drafts included, for staff opening
 * 预览 in the console. Nothing links here from the site.
 */
export default function DocumentPreviewPage() {
  const documentId = idParam(useParams().documentId);
  const sm = useSiteMessages();
  const { state, reload: retry } = useApiData(`preview-${documentId}`, async (signal) =>
    documentId === undefined
      ? { ok: false as const, code: 404, message: '', data: null }
      : previewOf(documentId, signal),
  );
  usePageTitle(state.status === 'ready' ? state.data.title : sm.previewTitle);

  if (state.status === 'ready') {
    const doc = state.data;
    const crumbs = [
      { label: sm.pageHome, href: toHref(paths.home()) },
      { label: doc.oneClassName, href: toHref(paths.section(doc.oneClass)) },
      { label: doc.title },
    ];
    return (
      <>
        <Callout tone="warning" data-testid="preview-notice">
          {sm.previewNotice}
        </Callout>
        <DocumentArticle doc={doc} crumbs={crumbs} details={<MaterialDetails doc={doc} />} />
      </>
    );
  }
  return (
    <Panel>
      <AsyncContent
        state={state}
        loading={<Skeleton lines={10} />}
        notFoundTitle={sm.previewUnavailable}
        onRetry={retry}
      >
        {() => null}
      </AsyncContent>
    </Panel>
  );
}
