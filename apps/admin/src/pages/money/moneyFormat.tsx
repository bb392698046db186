import { formatSignedYuan } from '@dongman/format';
import { Tag } from '@dongman/ui';
import type { MoneyKey } from './copy';
import type { Order } from './useMoney';

/** Signed cents → "+¥12.00" / "-¥3.50" (ledger amounts). */
export const signedYuan = formatSignedYuan;

const TONES = { pending: 'warning', paid: 'success', closed: 'neutral', refunded: 'info' } as const;

/** The order's state as a tag, with the late-payment flag beside it. */
export function OrderState({
  order,
  t,
}: {
  order: Order;
  t: (key: MoneyKey, params?: Record<string, string>) => string;
}) {
  return (
    <>
      <Tag $tone={TONES[order.status]}>{t(`state_${order.status}`)}</Tag>{' '}
      {order.latePayment && (
        <Tag $tone={order.lateResolved ? 'neutral' : 'danger'}>{t('late')}</Tag>
      )}
    </>
  );
}
