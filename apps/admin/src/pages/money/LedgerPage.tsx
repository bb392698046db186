import { enums, sharedParameterRules as RULES } from '@dongman/api-client/contract';
import { useMemo } from 'react';
import type { DataTableColumn } from '@dongman/ui';
import { ExportLink } from '../../components/ExportLink';
import { ChoiceFilter, DateFilters, TextFilter, useQueryForm } from '../../components/QueryFields';
import { QueryTable } from '../../components/QueryTable';
import { useMoneyT } from './copy';
import { dateTime, yuan } from '../../lib/format';
import { signedYuan } from './moneyFormat';
import {
  ledgerExportUrl,
  PAGE_SIZE,
  useLedger,
  type LedgerEntry,
  type LedgerQuery,
} from './useMoney';

const REASONS = enums.LedgerReason;

/** Every balance change with filters; the same filters export as CSV (streamed by the server). */
export default function LedgerPage() {
  const m = useMoneyT();
  const form = useQueryForm<LedgerQuery>({ page: 1 }, (text) => ({
    member: text('member'),
    reason: text('reason') as LedgerEntry['reason'] | undefined,
    reference: text('reference'),
    startDate: text('startDate'),
    endDate: text('endDate'),
  }));
  const list = useLedger(form.query);
  const columns = useMemo<DataTableColumn<LedgerEntry>[]>(
    () => [
      { key: 'id', header: 'ID' },
      { key: 'memberName', header: m('member') },
      { key: 'amount', header: m('amount'), align: 'right', render: (r) => signedYuan(r.amount) },
      {
        key: 'balanceAfter',
        header: m('balanceAfter'),
        align: 'right',
        render: (r) => yuan(r.balanceAfter),
      },
      { key: 'reason', header: m('reason'), render: (r) => m(`reason_${r.reason}`) },
      { key: 'reference', header: m('reference') },
      { key: 'description', header: m('description') },
      { key: 'createTime', header: m('time'), render: (r) => dateTime(r.createTime) },
    ],
    [m],
  );

  const { page: _page, ...filters } = form.query;

  return (
    <>
      <QueryTable
        title={m('ledgerTable')}
        searchLabel={m('ledgerTable')}
        columns={columns}
        list={list}
        query={form}
        rowKey={(r) => r.id}
        pageSize={PAGE_SIZE}
        filters={
          <>
            <TextFilter label={m('member')} name="member" rule={RULES.adminMemberName} />
            <ChoiceFilter
              label={m('reason')}
              name="reason"
              values={REASONS}
              nameOf={(r) => m(`reason_${r}`)}
            />
            <TextFilter label={m('reference')} name="reference" rule={RULES.adminLedgerReference} />
            <DateFilters from={m('from')} to={m('to')} />
          </>
        }
        formEnd={
          <ExportLink href={ledgerExportUrl(filters)} download>
            {m('exportCsv')}
          </ExportLink>
        }
      />
    </>
  );
}
