import { Button, DataTable, Tag, message } from '@dongman/ui';
import { useMoneyT } from './copy';
import { admin } from '../../lib/api';
import { dateTime, yuan } from '../../lib/format';
import type { OrderDetail } from './useMoney';

type Refund = OrderDetail['refunds'][number];

const TONES = {
  requested: 'warning',
  processing: 'info',
  succeeded: 'success',
  failed: 'danger',
  unknown: 'warning',
} as const;

const OPEN: readonly Refund['status'][] = ['requested', 'processing', 'unknown'];
const SOURCES = ['console', 'provider', 'query', 'notification', 'sweep', 'migration'] as const;

/** Who moved a refund, in words (an unknown source as it is). */
function sourceKey(source: string) {
  const known = SOURCES.find((s) => s === source);
  return known ? (`source_${known}` as const) : null;
}

/**
 * An order's refunds: each one's state (one refund number per intent), its history and, while
 * the provider has not said how it ended, a button that asks it (and re-sends the same number
 * if the provider never received it).
 */
export function RefundsTable({
  orderNo,
  refunds,
  onChanged,
}: {
  orderNo: string;
  refunds: Refund[];
  onChanged: () => void;
}) {
  const m = useMoneyT();
  const sourceLabel = (source: string) => {
    const key = sourceKey(source);
    return key ? m(key) : source;
  };
  const check = async (refundNo: string) => {
    const result = await admin.call(
      admin.raw.POST('/api/admin/orders/{orderNo}/refunds/{refundNo}/check', {
        params: { path: { orderNo, refundNo } },
      }),
    );
    if (result?.ok) message.info(result.message);
    onChanged();
  };
  return (
    <DataTable
      label={m('refundsTable')}
      rows={refunds}
      rowKey={(r) => r.refundNo}
      columns={[
        { key: 'refundNo', header: m('refundNo') },
        { key: 'amount', header: m('refunded'), render: (r) => yuan(r.amount) },
        { key: 'debit', header: m('debit'), render: (r) => yuan(r.debit) },
        {
          key: 'status',
          header: m('state'),
          render: (r) => (
            <>
              <Tag $tone={TONES[r.status]}>{m(`refund_${r.status}`)}</Tag>
              {r.lastError && <div>{r.lastError}</div>}
            </>
          ),
        },
        {
          key: 'history',
          header: m('refundHistory'),
          render: (r) => (
            <ol aria-label={m('refundHistoryOf', { refundNo: r.refundNo })}>
              {r.history.map((h, i) => (
                <li key={i}>
                  {dateTime(h.time)} {m(`refund_${h.state}`)}（{sourceLabel(h.source)}）{h.detail}
                </li>
              ))}
            </ol>
          ),
        },
        { key: 'staffName', header: m('staff') },
        {
          key: 'actions',
          header: m('actions'),
          render: (r) =>
            OPEN.includes(r.status) ? (
              <Button
                onClick={() => void check(r.refundNo)}
                aria-label={m('checkRefundOf', { refundNo: r.refundNo })}
              >
                {m('checkRefund')}
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
