import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { Button, DataTable, message, type DataTableColumn } from '@dongman/ui';
import { Actions, PageTitle, QueryForm } from '../../layout/ConsoleLayout.styles';
import { dateTime, yuan } from '../../lib/format';
import { useAdminData } from '../../lib/useAdminData';
import { loadTree } from './classApi';
import {
  listDocuments,
  setPublished,
  type DocumentQuery,
  type DocumentSummary,
} from './documentApi';
import { DocumentDrawer } from './DocumentDrawer';
import { useContentT } from './i18n';

/** Documents with a query form and paging; create, edit, unpublish and republish. */
export default function DocumentsPage() {
  const t = useContentT();
  const [query, setQuery] = useState<DocumentQuery>({ page: 1 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const tree = useAdminData(useCallback(() => loadTree(), []));
  const classes = useMemo(() => tree.data ?? [], [tree.data]);
  const list = useAdminData(useCallback(() => listDocuments(query), [query]));

  const toggle = useCallback(
    async (doc: DocumentSummary) => {
      const result = await setPublished(doc.id, !doc.published);
      if (result?.ok) {
        message.success(result.message);
        list.reload();
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is stable per query
    [list.reload],
  );

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
      { key: 'updateTime', header: t('updateTime'), render: (d) => dateTime(d.updateTime) },
      {
        key: 'actions',
        header: t('actions'),
        render: (d) => (
          <Actions>
            <Button
              size="sm"
              variant="link"
              onClick={() => setEditing(d.id)}
              aria-label={`${t('edit')} ${d.title}`}
            >
              {t('edit')}
            </Button>
            <Button
              size="sm"
              variant="link"
              onClick={() => void toggle(d)}
              aria-label={`${t(d.published ? 'unpublish' : 'republish')} ${d.title}`}
            >
              {t(d.published ? 'unpublish' : 'republish')}
            </Button>
          </Actions>
        ),
      },
    ],
    [t, toggle],
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setQuery({
      page: 1,
      title: text('title'),
      oneClassId: text('oneClassId') ? Number(text('oneClassId')) : undefined,
      state: text('state') as DocumentQuery['state'],
    });
  };

  return (
    <>
      <PageTitle>{t('documentsTitle')}</PageTitle>
      <DataTable
        label={t('documentsTable')}
        columns={columns}
        rows={list.data?.list ?? []}
        rowKey={(d) => d.id}
        loading={list.loading}
        page={query.page}
        pageSize={20}
        total={list.data?.total ?? 0}
        onPageChange={(page) => setQuery({ ...query, page })}
        toolbar={
          <>
            <QueryForm onSubmit={search} role="search">
              <label>
                {t('title')}
                <input name="title" maxLength={100} />
              </label>
              <label>
                {t('section')}
                <select name="oneClassId" defaultValue="">
                  <option value="">{t('all')}</option>
                  {classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('state')}
                <select name="state" defaultValue="">
                  <option value="">{t('all')}</option>
                  <option value="published">{t('published')}</option>
                  <option value="unpublished">{t('unpublished')}</option>
                </select>
              </label>
              <Button type="submit">{t('search')}</Button>
            </QueryForm>
            <Button variant="primary" onClick={() => setEditing('new')}>
              {t('newDocument')}
            </Button>
          </>
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
