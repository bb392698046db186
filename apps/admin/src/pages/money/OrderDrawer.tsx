import { Button, DataTable, DescriptionList, Drawer, message } from '@dongman/ui';
import { useMoneyT } from './copy';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import { shownRecord, type RecordDrawerProps } from '../../lib/recordDrawer';
import { LateForm } from './LateForm';
import { OrderState, signedYuan } from './moneyFormat';
import { RefundForm } from './RefundForm';
import { RefundsTable } from './RefundsTable';
import { useOrderDetail } from './useMoney';

/** One order: its facts, refunds and ledger rows; ask the provider, refund, resolve a late payment. */
export function OrderDrawer({
  orderNo,
  onClose,
  onChanged,
}: { orderNo: string | null } & RecordDrawerProps) {
  const m = useMoneyT();
  const { detail, changed } = shownRecord(
    useOrderDetail(orderNo),
    (d) => d.order.orderNo === orderNo,
    onChanged,
  );

  const query = async () => {
    if (!orderNo) return;
    const result = await admin.call(
      admin.raw.POST('/api/admin/orders/{orderNo}/query', { params: { path: { orderNo } } }),
    );
    if (!result?.ok) return;
    message.info(m('providerSaid', { state: m(`answer_${result.data.answer.state}`) }));
    if (result.data.credited) message.success(m('credited'));
    changed();
  };

  const order = detail?.order;
  return (
    <Drawer
      open={orderNo !== null}
      title={m('orderDetail', { orderNo: orderNo ?? '' })}
      onClose={onClose}
      width={720}
    >
      {detail && order && (
        <>
          <DescriptionList>
            <div>
              <dt>{m('member')}</dt>
              <dd>{order.memberName}</dd>
            </div>
            <div>
              <dt>{m('state')}</dt>
              <dd>
                <OrderState order={order} t={m} />
              </dd>
            </div>
            <div>
              <dt>{m('provider')}</dt>
              <dd>{m(`provider_${order.provider}`)}</dd>
            </div>
            <div>
              <dt>{m('tradeNo')}</dt>
              <dd>{order.providerTradeNo ?? '—'}</dd>
            </div>
            <div>
              <dt>{m('price')}</dt>
              <dd>{yuan(order.paidAmount ?? order.price)}</dd>
            </div>
            <div>
              <dt>{m('credit')}</dt>
              <dd>{yuan(order.amount)}</dd>
            </div>
            <div>
              <dt>{m('refunded')}</dt>
              <dd>{yuan(order.refundedAmount)}</dd>
            </div>
            <div>
              <dt>{m('paidAt')}</dt>
              <dd>{dateTime(order.paidTime)}</dd>
            </div>
          </DescriptionList>
          {order.lateResolved && (
            <p>
              {m('lateResolvedBy', {
                staff: order.lateResolved.staffName,
                note: order.lateResolved.note,
              })}
            </p>
          )}
          <Actions>
            <Button onClick={() => void query()}>{m('queryProvider')}</Button>
          </Actions>
          {order.status === 'paid' && (
            <RefundForm
              order={order}
              onDone={(text) => {
                message.success(text);
                changed();
              }}
            />
          )}
          {order.latePayment && !order.lateResolved && (
            <LateForm orderNo={order.orderNo} onDone={changed} />
          )}
          <RefundsTable orderNo={order.orderNo} refunds={detail.refunds} onChanged={changed} />
          <DataTable
            label={m('ledgerTable')}
            rows={detail.ledger}
            rowKey={(r) => r.id}
            columns={[
              { key: 'amount', header: m('amount'), render: (r) => signedYuan(r.amount) },
              {
                key: 'balanceAfter',
                header: m('balanceAfter'),
                render: (r) => yuan(r.balanceAfter),
              },
              { key: 'reason', header: m('reason'), render: (r) => m(`reason_${r.reason}`) },
              { key: 'description', header: m('description') },
              { key: 'createTime', header: m('time'), render: (r) => dateTime(r.createTime) },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
