import { useCallback, useState, type FormEvent } from 'react';
import { Button, DataTable } from '@dongman/ui';
import { useT } from '../i18n';
import { PageTitle, QueryForm } from '../layout/ConsoleLayout.styles';
import { admin } from '../lib/api';
import { dateTime } from '../lib/format';
import { useAdminData } from '../lib/useAdminData';
import { Json } from './AuditPage.styles';
import { parameterRules } from '@dongman/api-client/contract';

interface Filter {
  staffId?: number;
  objectType?: string;
  objectId?: string;
  page: number;
}

/** Who changed what, when, with the values before and after; filter by staff or object. */
export default function AuditPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>({ page: 1 });
  const fetch = useCallback(
    () => admin.call(admin.raw.GET('/api/admin/audit', { params: { query: filter } })),
    [filter],
  );
  const { data } = useAdminData(fetch);
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    const staffId = text('staffId');
    setFilter({
      page: 1,
      staffId: staffId ? Number(staffId) : undefined,
      objectType: text('objectType'),
      objectId: text('objectId'),
    });
  };
  const json = (value: unknown) =>
    value === null ? '—' : <Json>{JSON.stringify(value, null, 1)}</Json>;
  return (
    <>
      <PageTitle>{t('menuAudit')}</PageTitle>
      <DataTable
        label={t('auditTable')}
        rows={data?.list ?? []}
        rowKey={(r) => r.id}
        page={filter.page}
        total={data?.total ?? 0}
        onPageChange={(page) => setFilter({ ...filter, page })}
        toolbar={
          <QueryForm onSubmit={search} role="search">
            <label>
              {t('staff')} ID
              <input name="staffId" type="number" min={1} />
            </label>
            <label>
              {t('objectType')}
              <select name="objectType" defaultValue="">
                <option value="">{t('all')}</option>
                {[
                  'member',
                  'notice',
                  'homeImage',
                  'level',
                  'payOption',
                  'cardBatch',
                  'report',
                  'staff',
                  'updateNotice',
                ].map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('objectId')}
              <input name="objectId" maxLength={parameterRules.adminListAudit.objectId.maxLength} />
            </label>
            <Button type="submit" variant="primary">
              {t('search')}
            </Button>
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
