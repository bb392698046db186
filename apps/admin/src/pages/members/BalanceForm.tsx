import { AdminBalanceRequestRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { Button, FormField, FormLayout, message } from '@dongman/ui';
import { useMembersT } from './copy';
import { admin } from '../../lib/api';
import { centsOf } from '../../components/Fields';
import { ReasonField } from '../../components/ReasonField';

/** Adds or deducts money with a reason: one ledger row (adjustment) on the server. */
export function BalanceForm({ memberId, onDone }: { memberId: number; onDone: () => void }) {
  const t = useMembersT();
  const [error, setError] = useState<string>();
  // One id per adjustment: a double click or a retry is applied once by the server.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    const amount = centsOf(form.get('amount'));
    if (!Number.isFinite(amount) || amount === 0) {
      setError(t('adjustAmount'));
      return;
    }
    setError(undefined);
    const result = await admin.call(
      admin.raw.POST('/api/admin/members/{memberId}/balance', {
        params: { path: { memberId } },
        body: { amount, reason: String(form.get('reason') ?? '').trim(), requestId },
      }),
    );
    if (result?.ok) {
      message.success(result.message);
      element.reset();
      setRequestId(crypto.randomUUID());
      onDone();
    }
  };
  return (
    <FormLayout
      label={t('adjustBalance')}
      onSubmit={(e) => void submit(e)}
      actions={<Button type="submit">{t('adjustBalance')}</Button>}
    >
      <FormField label={t('adjustAmount')} error={error} required>
        {(control) => <input {...control} name="amount" type="number" step="0.01" required />}
      </FormField>
      <ReasonField label={t('adjustReason')} name="reason" rule={AdminBalanceRequestRules.reason} />
    </FormLayout>
  );
}
