import { useState, type FormEvent } from 'react';
import { Button, Input, message } from '@dongman/ui';
import { useT } from '../i18n';
import { PageTitle } from '../layout/ConsoleLayout.styles';
import { admin } from '../lib/api';
import { useSession } from '../lib/session';
import { OwnPasswordForm } from './staff/OwnPasswordForm';

/** The operator's own account: two-factor set-up (required first for owners when
 * STAFF_REQUIRE_2FA=1) and a password change. */
export default function SecurityPage() {
  const t = useT();
  const { staff, setStaff } = useSession();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const start = async () => {
    const r = await admin.call(admin.raw.POST('/api/admin/session/totp', {}));
    if (r?.ok) setSetup(r.data);
  };
  const enable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    const r = await admin.call(
      admin.raw.POST('/api/admin/session/totp/enable', { body: { code } }),
    );
    if (r?.ok && staff) {
      message.success(t('totpEnabled'));
      setStaff({ ...staff, totpEnabled: true, mustSetUpTotp: false });
      setSetup(null);
    }
  };
  return (
    <>
      <PageTitle>{t('totpTitle')}</PageTitle>
      {staff?.mustSetUpTotp && <p role="alert">{t('totpRequired')}</p>}
      {staff?.totpEnabled ? (
        <p>{t('totpEnabled')}</p>
      ) : setup ? (
        <form onSubmit={(e) => void enable(e)}>
          <p>{t('totpHint')}</p>
          <p>
            <code>{t('totpSecret', { secret: setup.secret })}</code>
          </p>
          <p>
            <code>{setup.uri}</code>
          </p>
          <Input
            name="code"
            label={t('totpCode')}
            inputMode="numeric"
            required
            autoComplete="one-time-code"
          />
          <Button type="submit" variant="primary">
            {t('totpEnable')}
          </Button>
        </form>
      ) : (
        <Button onClick={() => void start()}>{t('totpStart')}</Button>
      )}
      {!staff?.mustSetUpTotp && <OwnPasswordForm />}
    </>
  );
}
