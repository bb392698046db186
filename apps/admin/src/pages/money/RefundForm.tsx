import { AdminRefundRequestRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { Button, FormField, FormLayout } from '@dongman/ui';
import { useMoneyT } from './copy';
import { admin } from '../../lib/api';
import { yuanDecimal } from '@dongman/format';
import { centsOf } from '../../components/Fields';
import { ReasonField } from '../../components/ReasonField';
import { yuan } from '../../lib/format';
import { RefundConfirm, type RefundPreview } from './RefundConfirm';
import type { Order } from './useMoney';

/**
 * Refund part or all of a paid order, after a confirmation built from the server's preview (the
 * order, the refundable remainder, the member's balance after). The request id is chosen once per
 * form, so a double click or a retry of the same refund is refunded once by the server; while the
 * provider has not said how a refund ended, the form keeps its request id, so submitting again
 * retries that refund (same refund number) rather than starting another.
 */
export function RefundForm({ order, onDone }: { order: Order; onDone: (message: string) => void }) {
  const m = useMoneyT();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string>();
  const [reasonError, setReasonError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ preview: RefundPreview; reason: string } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const max = (order.paidAmount ?? order.price) - order.refundedAmount;

  // Ask the server what this refund would do; a refund it cannot make is refused here, naming the most.
  const review = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    const amount = centsOf(form.get('amount'));
    if (!(amount > 0 && amount <= max)) {
      setError(m('refundTooMuch', { max: yuan(max) }));
      return;
    }
    setError(undefined);
    const reason = String(form.get('reason') ?? '').trim();
    setReasonError(reason ? undefined : m('refundReasonMissing'));
    if (!reason) return;
    setBusy(true);
    const result = await admin.call(
      admin.raw.GET('/api/admin/orders/{orderNo}/refund-preview', {
        params: { path: { orderNo: order.orderNo }, query: { amount } },
      }),
    );
    setBusy(false);
    if (!result?.ok) return;
    const preview = result.data;
    if (preview.openRefundNo) setError(m('refundOpen', { refundNo: preview.openRefundNo }));
    else if (amount > preview.maxAmount)
      setError(m('refundAtMost', { max: yuan(preview.maxAmount) }));
    else {
      setRefusal(undefined);
      setPending({ preview, reason });
    }
  };

  const refund = async () => {
    if (!pending) return;
    setBusy(true);
    const result = await admin.call(
      admin.raw.POST('/api/admin/orders/{orderNo}/refund', {
        params: { path: { orderNo: order.orderNo } },
        body: { amount: pending.preview.amount, reason: pending.reason, requestId },
      }),
    );
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    setPending(null);
    if (result.data.refunds.at(-1)?.status === 'succeeded') setRequestId(crypto.randomUUID());
    onDone(result.message);
  };

  return (
    <>
      <FormLayout
        key={requestId}
        label={m('refund')}
        onSubmit={(e) => void review(e)}
        noValidate
        actions={
          // Not disabled while the preview loads: the button keeps focus, which returns to it
          // when the confirmation closes.
          <Button type="submit" variant="danger" loading={busy && !pending}>
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
        <ReasonField
          label={m('refundReason')}
          error={reasonError}
          name="reason"
          rule={AdminRefundRequestRules.reason}
        />
      </FormLayout>
      <RefundConfirm
        preview={pending?.preview ?? null}
        busy={busy}
        error={refusal}
        onConfirm={() => void refund()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
