import { useMemo, useState, type FormEvent } from 'react';
import { Button, DataTable, type DataTableColumn } from '@dongman/ui';
import { useT } from '../../i18n';
import { useMoneyT } from '../../i18n/money';
import { Actions, PageTitle, QueryForm } from '../../layout/ConsoleLayout.styles';
import { dateTime, yuan } from '../../lib/format';
import { OrderState } from './moneyFormat';
import { OrderDrawer } from './OrderDrawer';
import { PAGE_SIZE, useOrders, type Order, type OrderQuery } from './useMoney';

const STATES = ['pending', 'paid', 'closed', 'refunded'] as const;
const PROVIDERS = ['wechatpay', 'alipay', 'sandbox'] as const;

/** Recharge orders with filters; with `lateOnly`, the late payments waiting for an operator. */
export default function OrdersPage({ lateOnly = false }: { lateOnly?: boolean }) {
  const t = useT();
  const m = useMoneyT();
  const [query, setQuery] = useState<OrderQuery>({ page: 1, ...(lateOnly ? { late: true } : {}) });
  const { data, loading, reload } = useOrders(query);
  const [viewing, setViewing] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<Order>[]>(
    () => [
      { key: 'orderNo', header: m('orderNo') },
      { key: 'memberName', header: m('member') },
      { key: 'provider', header: m('provider'), render: (o) => m(`provider_${o.provider}`) },
      { key: 'price', header: m('price'), align: 'right', render: (o) => yuan(o.price) },
      { key: 'amount', header: m('credit'), align: 'right', render: (o) => yuan(o.amount) },
      {
        key: 'refundedAmount',
        header: m('refunded'),
        align: 'right',
        render: (o) => (o.refundedAmount ? yuan(o.refundedAmount) : '—'),
      },
      { key: 'status', header: m('state'), render: (o) => <OrderState order={o} t={m} /> },
      { key: 'createTime', header: m('createdAt'), render: (o) => dateTime(o.createTime) },
      {
        key: 'actions',
        header: t('actions'),
        render: (o) => (
          <Actions>
            <Button
              size="sm"
              variant="link"
              onClick={() => setViewing(o.orderNo)}
              aria-label={`${m('view')} ${o.orderNo}`}
            >
              {m('view')}
            </Button>
          </Actions>
        ),
      },
    ],
    [t, m],
  );

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    setQuery({
      page: 1,
      status: text('status') as Order['status'] | undefined,
      provider: text('provider') as Order['provider'] | undefined,
      member: text('member'),
      late: lateOnly || form.get('late') === 'on' || undefined,
      startDate: text('startDate'),
      endDate: text('endDate'),
    });
  };

  const title = lateOnly ? m('lateTable') : m('ordersTable');
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <DataTable
        label={title}
        columns={columns}
        rows={data?.list ?? []}
        rowKey={(o) => o.orderNo}
        loading={loading}
        empty={lateOnly ? m('lateEmpty') : undefined}
        page={query.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={(page) => setQuery({ ...query, page })}
        toolbar={
          <QueryForm onSubmit={search} role="search" aria-label={title}>
            <label>
              {m('member')}
              <input name="member" maxLength={64} />
            </label>
            {!lateOnly && (
              <label>
                {m('state')}
                <select name="status" defaultValue="">
                  <option value="">{m('all')}</option>
                  {STATES.map((s) => (
                    <option key={s} value={s}>
                      {m(`state_${s}`)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              {m('provider')}
              <select name="provider" defaultValue="">
                <option value="">{m('all')}</option>
                {PROVIDERS.map((p) => (
                  <option key={p} value={p}>
                    {m(`provider_${p}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {m('from')}
              <input type="date" name="startDate" />
            </label>
            <label>
              {m('to')}
              <input type="date" name="endDate" />
            </label>
            {!lateOnly && (
              <label>
                {m('lateOnly')}
                <input type="checkbox" name="late" />
              </label>
            )}
            <Button type="submit" variant="primary">
              {m('search')}
            </Button>
          </QueryForm>
        }
      />
      <OrderDrawer orderNo={viewing} onClose={() => setViewing(null)} onChanged={reload} />
    </>
  );
}
