import { enums, parameterRules } from '@dongman/api-client/contract';
import { useMemo, useState } from 'react';
import { Button, type DataTableColumn } from '@dongman/ui';
import { ChoiceFilter, TextFilter, useQueryForm } from '../../components/QueryFields';
import { QueryTable } from '../../components/QueryTable';
import { afterWrite } from '../../lib/useCrud';
import { dateTime, yuan } from '../../lib/format';
import { useApiData } from '@dongman/state';
import { loadTree } from './classApi';
import {
  listDocuments,
  setPublished,
  type DocumentQuery,
  type DocumentSummary,
} from './documentApi';
import { DocumentDrawer } from './DocumentDrawer';
import { MaterialPreviewTag } from './MaterialPreviewStatus';
import { useContentT } from './copy';
import { useOpenParam } from '../../lib/openParam';

const STATES = enums.AdminDocumentState;

/** Documents with a query form and paging; create, edit, unpublish and republish. */
export default function DocumentsPage() {
  const t = useContentT();
  const form = useQueryForm<DocumentQuery>({ page: 1 }, (text) => ({
    title: text('title'),
    oneClassId: text('oneClassId') ? Number(text('oneClassId')) : undefined,
    state: text('state') as DocumentQuery['state'],
  }));
  const opened = useOpenParam();
  const [editing, setEditing] = useState<number | 'new' | null>(
    opened ? Number(opened) || null : null,
  );
  const tree = useApiData('classes', loadTree);
  const classes = useMemo(() => tree.data ?? [], [tree.data]);
  const list = useApiData(`documents-${JSON.stringify(form.query)}`, (signal) =>
    listDocuments(form.query, signal),
  );

  const toggle = async (doc: DocumentSummary) =>
    afterWrite(await setPublished(doc.id, !doc.published), list.reload);

  const columns = useMemo<DataTableColumn<DocumentSummary>[]>(
    () => [
      { key: 'id', header: 'ID', align: 'right' },
      { key: 'title', header: t('title') },
      {
        key: 'section',
        header: t('section'),
        render: (d) => (d.childName ? `${d.oneClassName} / ${d.childName}` : d.oneClassName),
      },
      {
        key: 'entitlement',
        header: t('entitlement'),
        render: (d) => (d.entitlement ? t(`ent_${d.entitlement}`) : t('free')),
      },
      { key: 'price', header: t('price'), align: 'right', render: (d) => yuan(d.price) },
      {
        key: 'published',
        header: t('state'),
        render: (d) => t(d.published ? 'published' : 'unpublished'),
      },
      {
        key: 'materialPreview',
        header: t('previewState'),
        render: (d) => <MaterialPreviewTag preview={d.materialPreview} />,
      },
      { key: 'updateTime', header: t('updateTime'), render: (d) => dateTime(d.updateTime) },
    ],
    [t],
  );

  return (
    <>
      <QueryTable
        title={t('documentsTitle')}
        label={t('documentsTable')}
        columns={columns}
        list={list}
        query={form}
        rowKey={(d) => d.id}
        pageSize={20}
        rowName={(d) => d.title}
        actions={(d) => [
          { label: t('edit'), onClick: () => setEditing(d.id) },
          { label: t(d.published ? 'unpublish' : 'republish'), onClick: () => void toggle(d) },
        ]}
        extra={(d) => (
          // The site's page for this document, drafts included (staff-only preview).
          <a
            href={`/#/preview/${d.id}`}
            target="_blank"
            rel="noopener"
            aria-label={`${t('preview')} ${d.title}`}
          >
            {t('preview')}
          </a>
        )}
        searchPrimary={false}
        filters={
          <>
            <TextFilter
              label={t('title')}
              name="title"
              placeholder={t('titleOrPinyin')}
              rule={parameterRules.adminListDocuments.title}
            />
            <ChoiceFilter
              label={t('section')}
              name="oneClassId"
              values={classes.map((c) => c.id)}
              nameOf={(id) => classes.find((c) => c.id === id)?.name ?? ''}
            />
            <ChoiceFilter label={t('state')} name="state" values={STATES} nameOf={(s) => t(s)} />
          </>
        }
        toolbarEnd={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {t('newDocument')}
          </Button>
        }
      />
      <DocumentDrawer
        documentId={editing}
        classes={classes}
        onClose={() => setEditing(null)}
        onSaved={() => list.reload()}
      />
    </>
  );
}
