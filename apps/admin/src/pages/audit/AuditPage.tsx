import { sharedParameterRules as RULES } from '@dongman/api-client/contract';
import { AUDIT_OBJECT_TYPES, auditActionName, auditObjectTypeName } from '@dongman/format';
import { useApiData } from '@dongman/state';
import { useUI } from '@dongman/ui';
import { ExportLink } from '../../components/ExportLink';
import { ChoiceFilter, DateFilters, TextFilter, useQueryForm } from '../../components/QueryFields';
import { QueryTable } from '../../components/QueryTable';
import { admin } from '../../lib/api';
import { dateTime } from '../../lib/format';
import { exportUrl } from '../../lib/openParam';
import { AuditFacts } from './AuditFacts';
import { AuditObject } from './AuditObject';
import { useAuditT } from './copy';

interface Filter {
  staffName?: string;
  objectType?: string;
  objectId?: string;
  startDate?: string;
  endDate?: string;
  page: number;
}

const OBJECT_TYPES = Object.keys(AUDIT_OBJECT_TYPES);

/**
 * Who did what, to which object, when, with the values before and after, in words: actions and
 * objects named in the console's language (Chinese, or English), money as ¥, members, documents and orders as links; filtered by staff
 * name, object type and day, and exported as CSV with the same filters.
 */
export default function AuditPage() {
  const t = useAuditT();
  const { locale } = useUI();
  const form = useQueryForm<Filter>({ page: 1 }, (text) => ({
    staffName: text('staffName'),
    objectType: text('objectType'),
    objectId: text('objectId'),
    startDate: text('startDate'),
    endDate: text('endDate'),
  }));
  const { query } = form;
  const list = useApiData(`audit-${JSON.stringify(query)}`, (signal) =>
    admin.call(admin.raw.GET('/api/admin/audit', { params: { query }, signal })),
  );
  const { page: _page, ...filters } = query;
  return (
    <>
      <QueryTable
        title={t('title')}
        label={t('table')}
        searchLabel={t('filters')}
        list={list}
        query={form}
        rowKey={(r) => r.id}
        filters={
          <>
            <TextFilter
              label={t('staffName')}
              name="staffName"
              rule={RULES.auditStaffName}
              placeholder={t('staffNameHint')}
            />
            <ChoiceFilter
              label={t('objectType')}
              name="objectType"
              values={OBJECT_TYPES}
              nameOf={(type) => auditObjectTypeName(type, locale)}
            />
            <TextFilter label={t('objectId')} name="objectId" rule={RULES.auditObjectId} />
            <DateFilters from={t('from')} to={t('to')} />
          </>
        }
        formEnd={
          <ExportLink href={exportUrl('/api/admin/audit/export', filters)} download>
            {t('exportCsv')}
          </ExportLink>
        }
        columns={[
          { key: 'createTime', header: t('time'), render: (r) => dateTime(r.createTime) },
          { key: 'staffName', header: t('staffName') },
          { key: 'action', header: t('action'), render: (r) => auditActionName(r.action, locale) },
          {
            key: 'object',
            header: t('object'),
            render: (r) => <AuditObject type={r.objectType} id={r.objectId} />,
          },
          { key: 'before', header: t('before'), render: (r) => <AuditFacts values={r.before} /> },
          { key: 'after', header: t('after'), render: (r) => <AuditFacts values={r.after} /> },
          { key: 'ip', header: t('ip') },
        ]}
      />
    </>
  );
}
