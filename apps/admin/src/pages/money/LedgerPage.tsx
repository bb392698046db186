import { useMemo, useState, type FormEvent } from 'react';
import { Button, DataTable, type DataTableColumn } from '@dongman/ui';
import { styled } from 'styled-components';
import { useMoneyT } from '../../i18n/money';
import { PageTitle, QueryForm } from '../../layout/ConsoleLayout.styles';
import { dateTime, yuan } from '../../lib/format';
import { signedYuan } from './moneyFormat';
import {
  ledgerExportUrl,
  PAGE_SIZE,
  useLedger,
  type LedgerEntry,
  type LedgerQuery,
} from './useMoney';

// A real link (not a router one): the browser downloads the server's streamed CSV itself.
const ExportLink = styled.a`
  display: inline-flex;
  align-items: center;
  height: 32px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const REASONS = ['opening', 'recharge', 'levelUpgrade', 'refund', 'adjustment'] as const;

/** Every balance change with filters; the same filters export as CSV (streamed by the server). */
export default function LedgerPage() {
  const m = useMoneyT();
  const [query, setQuery] = useState<LedgerQuery>({ page: 1 });
  const { data, loading } = useLedger(query);
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

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setQuery({
      page: 1,
      member: text('member'),
      reason: text('reason') as LedgerEntry['reason'] | undefined,
      reference: text('reference'),
      startDate: text('startDate'),
      endDate: text('endDate'),
    });
  };
  const { page: _page, ...filters } = query;

  return (
    <>
      <PageTitle>{m('ledgerTable')}</PageTitle>
      <DataTable
        label={m('ledgerTable')}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(r) => r.id}
        loading={loading}
        page={query.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(page) => setQuery({ ...query, page })}
        toolbar={
          <QueryForm onSubmit={search} role="search" aria-label={m('ledgerTable')}>
            <label>
              {m('member')}
              <input name="member" maxLength={64} />
            </label>
            <label>
              {m('reason')}
              <select name="reason" defaultValue="">
                <option value="">{m('all')}</option>
                {REASONS.map((r) => (
                  <option key={r} value={r}>
                    {m(`reason_${r}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {m('reference')}
              <input name="reference" maxLength={64} />
            </label>
            <label>
              {m('from')}
              <input type="date" name="startDate" />
            </label>
            <label>
              {m('to')}
              <input type="date" name="endDate" />
            </label>
            <Button type="submit" variant="primary">
              {m('search')}
            </Button>
            <ExportLink href={ledgerExportUrl(filters)} download>
              {m('exportCsv')}
            </ExportLink>
          </QueryForm>
        }
      />
    </>
  );
}
