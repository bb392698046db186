import { DataTable } from '@dongman/ui';
import { ChoiceFilter, SearchButton, TextFilter, useQueryForm } from '../components/QueryFields';
import { useT } from '../i18n';
import { PageTitle, QueryForm } from '../layout/ConsoleLayout.styles';
import { admin } from '../lib/api';
import { dateTime } from '../lib/format';
import { useApiData } from '@dongman/state';
import { Json } from './AuditPage.styles';
import { parameterRules } from '@dongman/api-client/contract';

interface Filter {
  staffId?: number;
  objectType?: string;
  objectId?: string;
  page: number;
}

const OBJECT_TYPES = [
  'member',
  'notice',
  'homeImage',
  'level',
  'payOption',
  'cardBatch',
  'report',
  'staff',
  'updateNotice',
] as const;

/** Who changed what, when, with the values before and after; filter by staff or object. */
export default function AuditPage() {
  const t = useT();
  const {
    query: filter,
    search,
    paging,
  } = useQueryForm<Filter>({ page: 1 }, (text) => ({
    staffId: text('staffId') ? Number(text('staffId')) : undefined,
    objectType: text('objectType'),
    objectId: text('objectId'),
  }));
  const { data } = useApiData(`audit-${JSON.stringify(filter)}`, (signal) =>
    admin.call(admin.raw.GET('/api/admin/audit', { params: { query: filter }, signal })),
  );
  const json = (value: unknown) =>
    value === null ? '—' : <Json>{JSON.stringify(value, null, 1)}</Json>;
  return (
    <>
      <PageTitle>{t('menuAudit')}</PageTitle>
      <DataTable
        label={t('auditTable')}
        rows={data?.list ?? []}
        rowKey={(r) => r.id}
        {...paging(data?.total)}
        toolbar={
          <QueryForm onSubmit={search} role="search">
            <label>
              {t('staff')} ID
              <input
                name="staffId"
                type="number"
                min={parameterRules.adminListAudit.staffId.minimum}
              />
            </label>
            <ChoiceFilter
              label={t('objectType')}
              name="objectType"
              values={OBJECT_TYPES}
              nameOf={(type) => type}
            />
            <TextFilter
              label={t('objectId')}
              name="objectId"
              rule={parameterRules.adminListAudit.objectId}
            />
            <SearchButton />
          </QueryForm>
        }
        columns={[
          { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
          { key: 'staffName', header: t('staff') },
          { key: 'action', header: t('action') },
          { key: 'object', header: t('object'), render: (r) => `${r.objectType} #${r.objectId}` },
          { key: 'before', header: t('before'), render: (r) => json(r.before) },
          { key: 'after', header: t('after'), render: (r) => json(r.after) },
          { key: 'ip', header: 'IP' },
        ]}
      />
    </>
  );
}
