import { useMemo, useState } from 'react';
import { Button, DataTable, type DataTableProps } from '@dongman/ui';
import { useMoneyT } from '../money/copy';
import { admin } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { useApiData } from '@dongman/state';
import { OrderState, signedYuan } from '../money/moneyFormat';
import { OrderDrawer } from '../money/OrderDrawer';
import { PAGE_SIZE, useLedger, useOrders } from '../money/useMoney';

// The member page's paged histories: orders (each opens the order drawer), the ledger, downloads.

type Paged<Row> = { list: Row[]; total: number } | undefined;

type HistoryQuery = { memberId: number; page: number };

/**
 * A member's history one page at a time: `useList` (a list hook taking `{ memberId, page }`)
 * loads the page shown; the result also carries the page and its setter for the pager.
 */
function useHistory<Result>(memberId: number, useList: (query: HistoryQuery) => Result) {
  const [page, setPage] = useState(1);
  const query = useMemo(() => ({ memberId, page }), [memberId, page]);
  return { ...useList(query), page, setPage };
}

/** A history table: the loaded page's rows, and the pager that asks for another. */
function HistoryTable<Row>({
  history: { data, loading, page, setPage },
  ...table
}: Omit<
  DataTableProps<Row>,
  'rows' | 'total' | 'page' | 'pageSize' | 'onPageChange' | 'loading'
> & {
  history: { data: Paged<Row>; loading: boolean; page: number; setPage: (page: number) => void };
}) {
  return (
    <DataTable
      {...table}
      loading={loading}
      rows={data?.list ?? []}
      page={page}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
    />
  );
}

/** One page of the member's downloads. */
const useDownloads = ({ memberId, page }: HistoryQuery) =>
  useApiData(`downloads-${memberId}-${page}`, (signal) =>
    admin.call(
      admin.raw.GET('/api/admin/members/{memberId}/downloads', {
        params: { path: { memberId }, query: { page, size: PAGE_SIZE } },
        signal,
      }),
    ),
  );

export function MemberOrders({ memberId, onChanged }: { memberId: number; onChanged: () => void }) {
  const m = useMoneyT();
  const orders = useHistory(memberId, useOrders);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <HistoryTable
        label={m('tabOrders')}
        history={orders}
        rowKey={(o) => o.orderNo}
        columns={[
          {
            key: 'orderNo',
            header: m('orderNo'),
            render: (o) => (
              <Button size="sm" variant="link" onClick={() => setViewing(o.orderNo)}>
                {o.orderNo}
              </Button>
            ),
          },
          { key: 'price', header: m('price'), render: (o) => yuan(o.price) },
          { key: 'amount', header: m('credit'), render: (o) => yuan(o.amount) },
          { key: 'status', header: m('state'), render: (o) => <OrderState order={o} t={m} /> },
          { key: 'createTime', header: m('createdAt'), render: (o) => dateTime(o.createTime) },
        ]}
      />
      <OrderDrawer
        orderNo={viewing}
        onClose={() => setViewing(null)}
        onChanged={() => {
          orders.reload();
          onChanged();
        }}
      />
    </>
  );
}

export function MemberLedger({ memberId }: { memberId: number }) {
  const m = useMoneyT();
  const ledger = useHistory(memberId, useLedger);
  return (
    <HistoryTable
      label={m('tabLedger')}
      history={ledger}
      rowKey={(r) => r.id}
      columns={[
        { key: 'amount', header: m('amount'), render: (r) => signedYuan(r.amount) },
        { key: 'balanceAfter', header: m('balanceAfter'), render: (r) => yuan(r.balanceAfter) },
        { key: 'reason', header: m('reason'), render: (r) => m(`reason_${r.reason}`) },
        { key: 'description', header: m('description') },
        { key: 'createTime', header: m('time'), render: (r) => dateTime(r.createTime) },
      ]}
    />
  );
}

export function MemberDownloads({ memberId }: { memberId: number }) {
  const m = useMoneyT();
  const downloads = useHistory(memberId, useDownloads);
  return (
    <HistoryTable
      label={m('downloadsTable')}
      history={downloads}
      rowKey={(d) => d.id}
      columns={[
        { key: 'title', header: m('title') },
        {
          key: 'bytes',
          header: m('size'),
          render: (d) => `${(d.bytes / 1024 / 1024).toFixed(1)} MB`,
        },
        { key: 'ip', header: 'IP' },
        { key: 'createTime', header: m('time'), render: (d) => dateTime(d.createTime) },
      ]}
    />
  );
}
