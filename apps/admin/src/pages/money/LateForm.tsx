import { AdminResolveLateRequestRules } from '@dongman/api-client/contract';
import type { FormEvent } from 'react';
import { Button, FormLayout } from '@dongman/ui';
import { ReasonField } from '../../components/ReasonField';
import { useMoneyT } from './copy';
import { admin } from '../../lib/api';

/** Marks a late payment dealt with (credit kept, or refunded first), with a note. */
export function LateForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const m = useMoneyT();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = String(new FormData(event.currentTarget).get('note') ?? '').trim();
    const result = await admin.call(
      admin.raw.POST('/api/admin/orders/{orderNo}/late/resolve', {
        params: { path: { orderNo } },
        body: { note },
      }),
    );
    if (result?.ok) onDone();
  };
  return (
    <FormLayout
      label={m('resolveLate')}
      onSubmit={(e) => void submit(e)}
      actions={<Button type="submit">{m('resolveLate')}</Button>}
    >
      <ReasonField
        label={m('resolveNote')}
        hint={m('resolveHint')}
        name="note"
        rule={AdminResolveLateRequestRules.note}
      />
    </FormLayout>
  );
}
