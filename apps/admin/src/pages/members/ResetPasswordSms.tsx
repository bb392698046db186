import { useState } from 'react';
import { Button, ConfirmDialog, message } from '@dongman/ui';
import { useMembersT } from './copy';
import { admin, type Schemas } from '../../lib/api';
import { maskedPhone } from '../../lib/format';
import { Muted } from './members.styles';

/**
 * 发送重置短信: after a confirmation naming the member and the masked number, the server texts
 * the member a single-use link to set a new password. No password exists in the console.
 */
export function ResetPasswordSms({ member: m }: { member: Schemas['AdminMember'] }) {
  const t = useMembersT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!m.phone) return <Muted>{t('noPhoneForReset')}</Muted>;

  const send = async () => {
    setBusy(true);
    const r = await admin.call(
      admin.raw.POST('/api/admin/members/{memberId}/password', {
        params: { path: { memberId: m.id } },
      }),
    );
    setBusy(false);
    setAsking(false);
    if (r?.ok) message.success(t('resetSmsSent', { phone: r.data.phone }));
  };

  return (
    <>
      <Button onClick={() => setAsking(true)}>{t('sendResetSms')}</Button>
      <ConfirmDialog
        open={asking}
        title={t('sendResetSms')}
        text={t('confirmResetSms', { name: m.name, phone: maskedPhone(m.phone) })}
        confirmLabel={t('sendResetSms')}
        cancelLabel={t('cancel')}
        loading={busy}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
