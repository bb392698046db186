import { AdminCommonDocumentRequestRules as RULES } from '@dongman/api-client/contract';
import { CrudTable } from '../../components/CrudTable';
import { EntitlementField, TextField } from '../../components/Fields';
import { FormDrawer } from '../../components/FormDrawer';
import { entitlement, text } from '../../components/readForm';
import { useCrudForm } from '../../components/useCrudForm';
import { RichTextField } from '../../components/RichTextField';
import { dateTime } from '../../lib/format';
import { resource } from '../../lib/resource';
import { useSiteT } from './copy';

const pages = resource('/api/admin/common-documents', '/api/admin/common-documents/{documentId}', [
  'update',
]);

/** The fixed pages (素材市场, 会员必读 … 插件): fixed ids the site links to, so edit only. */
export default function CommonDocsTab() {
  const s = useSiteT();
  const crud = useCrudForm(pages, RULES, {
    title: text,
    section: text,
    content: text,
    entitlement,
  });
  const { current, field } = crud;

  return (
    <>
      <CrudTable
        crud={crud}
        label={s('commonDocsTable')}
        rowName={(p) => p.title}
        columns={[
          { key: 'id', header: 'ID' },
          { key: 'title', header: s('title') },
          { key: 'section', header: s('section') },
          {
            key: 'entitlement',
            header: s('entitlement'),
            render: (p) => (p.entitlement ? s(`ent_${p.entitlement}`) : s('entitlementNone')),
          },
          { key: 'updateTime', header: s('updatedAt'), render: (p) => dateTime(p.updateTime) },
        ]}
        actions={(p) => [{ label: s('edit'), onClick: () => crud.edit(p) }]}
        extra={(p) => (
          <a
            href={`/#/commonDocument/${p.id}`}
            target="_blank"
            rel="noreferrer"
            aria-label={s('viewOnSite', { title: p.title })}
          >
            {s('view')}
          </a>
        )}
      />
      <FormDrawer {...crud.form} title={s('editCommonDoc')} width={720}>
        <TextField label={s('title')} {...field('title')} />
        <TextField label={s('section')} {...field('section')} />
        <EntitlementField
          label={s('entitlement')}
          noneLabel={s('entitlementNone')}
          nameOf={(key) => s(`ent_${key}`)}
          defaultValue={current?.entitlement}
        />
        <RichTextField label={s('richContent')} {...field('content')} />
      </FormDrawer>
    </>
  );
}
