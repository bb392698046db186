import { AdminCommonDocumentRequestRules } from '@dongman/api-client/contract';
import { useCallback, type FormEvent } from 'react';
import { Button, DataTable, Drawer } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { useAdminData } from '../../lib/useAdminData';
import { Field } from '../members/members.styles';
import { ENTITLEMENTS, useSiteT } from './copy';
import { afterWrite, useEditing } from './shared';

type Page = Schemas['AdminCommonDocument'];
type Entitlement = Schemas['EntitlementKey'];

/** The fixed pages (素材市场, 会员必读 … 插件): fixed ids the site links to, so edit only. */
export default function CommonDocsTab() {
  const t = useT();
  const s = useSiteT();
  const { current, open, setEditing, close } = useEditing<Page>();
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/admin/common-documents', {})), []);
  const { data, reload } = useAdminData(fetch);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!current) return;
    const form = new FormData(event.currentTarget);
    const entitlement = String(form.get('entitlement'));
    const body = {
      title: String(form.get('title')),
      section: String(form.get('section')),
      content: String(form.get('content')),
      entitlement: entitlement ? (entitlement as Entitlement) : null,
    };
    const result = await admin.call(
      admin.raw.PUT('/api/admin/common-documents/{documentId}', {
        params: { path: { documentId: current.id } },
        body,
      }),
    );
    afterWrite(result, () => {
      close();
      reload();
    });
  };

  return (
    <>
      <DataTable
        label={s('commonDocsTable')}
        rows={data ?? []}
        rowKey={(p) => p.id}
        columns={[
          { key: 'id', header: 'ID' },
          { key: 'title', header: t('title') },
          { key: 'section', header: s('section') },
          {
            key: 'entitlement',
            header: s('entitlement'),
            render: (p) => (p.entitlement ? s(`ent_${p.entitlement}`) : s('entitlementNone')),
          },
          { key: 'updateTime', header: s('updatedAt'), render: (p) => dateTime(p.updateTime) },
          {
            key: 'actions',
            header: t('actions'),
            render: (p) => (
              <Actions>
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setEditing(p)}
                  aria-label={`${t('edit')} ${p.title}`}
                >
                  {t('edit')}
                </Button>
                <a
                  href={`/#/commonDocument/${p.id}`}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={s('viewOnSite', { title: p.title })}
                >
                  {t('view')}
                </a>
              </Actions>
            ),
          },
        ]}
      />
      <Drawer open={open} title={s('editCommonDoc')} width={720} onClose={close}>
        <form onSubmit={(e) => void save(e)} key={current?.id ?? 'none'}>
          <Field>
            {t('title')}
            <input
              name="title"
              required
              maxLength={AdminCommonDocumentRequestRules.title.maxLength}
              defaultValue={current?.title}
            />
          </Field>
          <Field>
            {s('section')}
            <input
              name="section"
              required
              maxLength={AdminCommonDocumentRequestRules.section.maxLength}
              defaultValue={current?.section}
            />
          </Field>
          <Field>
            {s('entitlement')}
            <select name="entitlement" defaultValue={current?.entitlement ?? ''}>
              <option value="">{s('entitlementNone')}</option>
              {ENTITLEMENTS.map((e) => (
                <option key={e} value={e}>
                  {s(`ent_${e}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            {t('content')}
            <textarea
              name="content"
              required
              rows={16}
              maxLength={AdminCommonDocumentRequestRules.content.maxLength}
              defaultValue={current?.content}
            />
          </Field>
          <Actions>
            <Button type="button" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="primary">
              {t('save')}
            </Button>
          </Actions>
        </form>
      </Drawer>
    </>
  );
}
