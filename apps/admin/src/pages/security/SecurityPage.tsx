import { useState, type FormEvent } from 'react';
import { Button, Input, PasswordInput, message } from '@dongman/ui';
import { useSecurityT } from './copy';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import { admin } from '../../lib/api';
import { useSession } from '../../lib/session';
import { OwnPasswordForm } from '../staff/OwnPasswordForm';

type Mode = 'idle' | 'setup' | 'disable';

const field = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * 账号安全: enrol, replace or remove the TOTP second factor. The server asks for the password
 * (first enrolment) or the current code / a recovery code (replace, remove), hands out recovery
 * codes once, and signs the other devices out. Below it, the operator's own password change.
 */
export default function SecurityPage() {
  const t = useSecurityT();
  const { staff, setStaff } = useSession();
  const [mode, setMode] = useState<Mode>('idle');
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!staff) return null;
  const enabled = staff.totpEnabled;

  const start = async () => {
    const r = await admin.call(admin.raw.POST('/api/admin/session/totp', {}));
    if (r?.ok) {
      setSetup(r.data);
      setMode('setup');
    }
  };
  const enable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const proof = enabled
      ? { currentCode: field(form, 'currentCode') }
      : { password: String(form.get('password') ?? '') };
    const r = await admin.call(
      admin.raw.POST('/api/admin/session/totp/enable', {
        body: { code: field(form, 'code'), ...proof },
      }),
    );
    if (!r?.ok) return;
    message.success(r.message || t('totpEnabled'));
    setStaff({ ...staff, totpEnabled: true, mustSetUpTotp: false });
    setRecoveryCodes(r.data.recoveryCodes);
    setSetup(null);
    setMode('idle');
  };
  const disable = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const currentCode = field(new FormData(event.currentTarget), 'currentCode');
    const r = await admin.call(
      admin.raw.POST('/api/admin/session/totp/disable', { body: { currentCode } }),
    );
    if (!r?.ok) return;
    message.success(r.message || t('totpDisabled'));
    setStaff({ ...staff, totpEnabled: false });
    setRecoveryCodes(null);
    setMode('idle');
  };

  const currentCodeField = (
    <Input name="currentCode" label={t('totpCurrentCode')} required autoComplete="one-time-code" />
  );

  return (
    <>
      <PageTitle>{t('totpTitle')}</PageTitle>
      {staff.mustSetUpTotp && <p role="alert">{t('totpRequired')}</p>}
      <p>{enabled ? t('totpEnabled') : t('totpOff')}</p>
      {recoveryCodes && (
        <section aria-labelledby="recovery-title">
          <h2 id="recovery-title">{t('totpRecoveryTitle')}</h2>
          <p>{t('totpRecoveryHint')}</p>
          <ul>
            {recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Button onClick={() => setRecoveryCodes(null)}>{t('totpRecoverySaved')}</Button>
        </section>
      )}
      {mode === 'setup' && setup ? (
        <form onSubmit={(e) => void enable(e)} aria-label={t('totpTitle')}>
          <p>{t('totpHint')}</p>
          <p>
            <code>{t('totpSecret', { secret: setup.secret })}</code>
          </p>
          <p>
            <code>{setup.uri}</code>
          </p>
          <Input
            name="code"
            label={t('totpCode6')}
            inputMode="numeric"
            required
            autoComplete="one-time-code"
          />
          {enabled ? (
            currentCodeField
          ) : (
            <PasswordInput
              name="password"
              label={t('totpPassword')}
              required
              autoComplete="current-password"
            />
          )}
          <Button type="submit" variant="primary">
            {enabled ? t('totpReplace') : t('totpEnable')}
          </Button>
          <Button onClick={() => setMode('idle')}>{t('totpCancel')}</Button>
        </form>
      ) : mode === 'disable' ? (
        <form onSubmit={(e) => void disable(e)} aria-label={t('totpDisable')}>
          {currentCodeField}
          <Button type="submit" variant="primary">
            {t('totpDisable')}
          </Button>
          <Button onClick={() => setMode('idle')}>{t('totpCancel')}</Button>
        </form>
      ) : (
        <p>
          <Button onClick={() => void start()}>
            {enabled ? t('totpReplace') : t('totpStart')}
          </Button>
          {enabled && !staff.totpRequired && (
            <Button onClick={() => setMode('disable')}>{t('totpDisable')}</Button>
          )}
        </p>
      )}
      <p>{t('totpSessionsNote')}</p>
      {!staff?.mustSetUpTotp && <OwnPasswordForm />}
    </>
  );
}
