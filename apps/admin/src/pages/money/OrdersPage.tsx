import { enums, sharedParameterRules as RULES } from '@dongman/api-client/contract';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '@dongman/ui';
import { ChoiceFilter, DateFilters, TextFilter, useQueryForm } from '../../components/QueryFields';
import { QueryTable } from '../../components/QueryTable';
import { useMoneyT } from './copy';
import { dateTime, yuan } from '../../lib/format';
import { OrderState } from './moneyFormat';
import { OrderDrawer } from './OrderDrawer';
import { PAGE_SIZE, useOrders, type Order, type OrderQuery } from './useMoney';
import { useOpenParam } from '../../lib/openParam';

const STATES = enums.RechargeStatus;
const PROVIDERS = enums.PayProvider;

/** Recharge orders with filters; with `lateOnly`, the late payments waiting for an operator. */
export default function OrdersPage({ lateOnly = false }: { lateOnly?: boolean }) {
  const m = useMoneyT();
  const form = useQueryForm<OrderQuery>(
    { page: 1, ...(lateOnly ? { late: true } : {}) },
    (text, form) => ({
      status: text('status') as Order['status'] | undefined,
      provider: text('provider') as Order['provider'] | undefined,
      member: text('member'),
      late: lateOnly || form.get('late') === 'on' || undefined,
      startDate: text('startDate'),
      endDate: text('endDate'),
    }),
  );
  const list = useOrders(form.query);
  const [viewing, setViewing] = useState<string | null>(useOpenParam());

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
    ],
    [m],
  );

  const title = lateOnly ? m('lateTable') : m('ordersTable');
  return (
    <>
      <QueryTable
        title={title}
        searchLabel={title}
        columns={columns}
        list={list}
        query={form}
        rowKey={(o) => o.orderNo}
        rowName={(o) => o.orderNo}
        actions={(o) => [{ label: m('view'), onClick: () => setViewing(o.orderNo) }]}
        empty={lateOnly ? m('lateEmpty') : undefined}
        pageSize={PAGE_SIZE}
        filters={
          <>
            <TextFilter label={m('member')} name="member" rule={RULES.adminMemberName} />
            {!lateOnly && (
              <ChoiceFilter
                label={m('state')}
                name="status"
                values={STATES}
                nameOf={(s) => m(`state_${s}`)}
              />
            )}
            <ChoiceFilter
              label={m('provider')}
              name="provider"
              values={PROVIDERS}
              nameOf={(p) => m(`provider_${p}`)}
            />
            <DateFilters from={m('from')} to={m('to')} />
            {!lateOnly && (
              <label>
                {m('lateOnly')}
                <input type="checkbox" name="late" />
              </label>
            )}
          </>
        }
      />
      <OrderDrawer orderNo={viewing} onClose={() => setViewing(null)} onChanged={list.reload} />
    </>
  );
}
