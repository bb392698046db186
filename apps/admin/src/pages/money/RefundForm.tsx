import { AdminRefundRequestRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { Button, FormField, FormLayout } from '@dongman/ui';
import { useMoneyT } from '../../i18n/money';
import { admin } from '../../lib/api';
import { yuanDecimal } from '@dongman/format';
import { centsOf } from '../../components/Fields';
import { yuan } from '../../lib/format';
import type { Order } from './useMoney';

/**
 * Refund part or all of a paid order. The request id is chosen once per form, so a double click
 * or a retry of the same refund is refunded once by the server; while the provider has not said
 * how a refund ended, the form keeps its request id, so submitting again retries that refund
 * (same refund number) rather than starting another.
 */
export function RefundForm({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const m = useMoneyT();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const max = (order.paidAmount ?? order.price) - order.refundedAmount;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const amount = centsOf(form.get('amount'));
    if (!(amount > 0 && amount <= max)) {
      setError(m('refundTooMuch', { max: yuan(max) }));
      return;
    }
    setError(undefined);
    setBusy(true);
    const reason = String(form.get('reason') ?? '').trim();
    const result = await admin.call(
      admin.raw.POST('/api/admin/orders/{orderNo}/refund', {
        params: { path: { orderNo: order.orderNo } },
        body: { amount, reason, requestId },
      }),
    );
    setBusy(false);
    if (result?.ok) {
      const last = result.data.refunds.at(-1);
      if (last?.status === 'succeeded') {
        element.reset();
        setRequestId(crypto.randomUUID());
      }
      onDone(result.message);
    }
  };

  return (
    <FormLayout
      label={m('refund')}
      onSubmit={(e) => void submit(e)}
      noValidate
      actions={
        <Button type="submit" variant="danger" disabled={busy}>
          {m('refund')}
        </Button>
      }
    >
      <FormField
        label={m('refundAmount')}
        hint={m('refundHint', { max: yuan(max) })}
        error={error}
        required
      >
        {(control) => (
          <input {...control} name="amount" inputMode="decimal" defaultValue={yuanDecimal(max)} />
        )}
      </FormField>
      <FormField label={m('refundReason')} required>
        {(control) => (
          <input
            {...control}
            name="reason"
            required
            maxLength={AdminRefundRequestRules.reason.maxLength}
          />
        )}
      </FormField>
    </FormLayout>
  );
}
