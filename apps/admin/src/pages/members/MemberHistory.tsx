import { useCallback, useMemo, useState } from 'react';
import { Button, DataTable } from '@dongman/ui';
import { useMoneyT } from '../../i18n/money';
import { admin } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { useAdminData } from '../../lib/useAdminData';
import { OrderState, signedYuan } from '../money/moneyFormat';
import { OrderDrawer } from '../money/OrderDrawer';
import { PAGE_SIZE, useLedger, useOrders } from '../money/useMoney';

// The member page's paged histories: orders (each opens the order drawer), the ledger, downloads.

export function MemberOrders({ memberId, onChanged }: { memberId: number; onChanged: () => void }) {
  const m = useMoneyT();
  const [page, setPage] = useState(1);
  const query = useMemo(() => ({ memberId, page }), [memberId, page]);
  const { data, loading, reload } = useOrders(query);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <DataTable
        label={m('tabOrders')}
        rows={data?.list ?? []}
        rowKey={(o) => o.orderNo}
        loading={loading}
        page={page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={setPage}
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
          reload();
          onChanged();
        }}
      />
    </>
  );
}

export function MemberLedger({ memberId }: { memberId: number }) {
  const m = useMoneyT();
  const [page, setPage] = useState(1);
  const query = useMemo(() => ({ memberId, page }), [memberId, page]);
  const { data, loading } = useLedger(query);
  return (
    <DataTable
      label={m('tabLedger')}
      rows={data?.list ?? []}
      rowKey={(r) => r.id}
      loading={loading}
      page={page}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
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
  const [page, setPage] = useState(1);
  const fetch = useCallback(
    () =>
      admin.call(
        admin.raw.GET('/api/admin/members/{memberId}/downloads', {
          params: { path: { memberId }, query: { page, size: PAGE_SIZE } },
        }),
      ),
    [memberId, page],
  );
  const { data, loading } = useAdminData(fetch);
  return (
    <DataTable
      label={m('downloadsTable')}
      rows={data?.list ?? []}
      rowKey={(d) => d.id}
      loading={loading}
      page={page}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
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
