import { useEffect, useState, type FormEvent } from 'react';
import { Button, CaptchaField, Input, PasswordInput } from '@dongman/ui';
import { useLoginT } from './copy';
import { admin } from '../../lib/api';
import { useSession } from '../../lib/session';
import { LoginBox, LoginMain } from './LoginPage.styles';
import { fieldRules } from '@dongman/api-client/contract';

// The image captcha's answer: the contract's shortest captchaCode (hosted captchas send more).
const IMAGE_CAPTCHA_LENGTH = fieldRules.AdminLoginRequest.captchaCode.minLength;

export function LoginPage() {
  const t = useLoginT();
  const { setStaff } = useSession();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = () =>
    void admin
      .call(admin.raw.GET('/api/captcha/{scene}', { params: { path: { scene: 'user' } } }))
      .then((result) => result?.ok && setCaptcha(result.data));
  useEffect(load, []);
  const refresh = () => {
    setCaptcha(null); // a new captcha, also when GeeTest's id stays the same
    load();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const totpCode = String(form.get('totpCode') ?? '').trim();
    const recoveryCode = String(form.get('recoveryCode') ?? '').trim();
    setBusy(true);
    const result = await admin.call(
      admin.raw.POST('/api/admin/login', {
        body: {
          name: String(form.get('name')),
          password: String(form.get('password')),
          captchaCode: String(form.get('captchaCode')),
          ...(totpCode ? { totpCode } : recoveryCode ? { recoveryCode } : {}),
        },
      }),
    );
    setBusy(false);
    if (result?.ok) setStaff(result.data);
    else refresh(); // every captcha works once
  };

  return (
    <LoginMain>
      <LoginBox onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
        <h1 id="login-title">
          {t('appName')} · {t('loginTitle')}
        </h1>
        <Input name="name" label={t('account')} required autoComplete="username" />
        <PasswordInput
          name="password"
          label={t('password')}
          required
          autoComplete="current-password"
        />
        <CaptchaField
          name="captchaCode"
          src={captcha}
          onRefresh={refresh}
          maxLength={IMAGE_CAPTCHA_LENGTH}
        />
        <Input
          name="totpCode"
          label={t('totpCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <Input name="recoveryCode" label={t('recoveryCode')} autoComplete="off" />
        <Button type="submit" variant="primary" loading={busy}>
          {t('login')}
        </Button>
      </LoginBox>
    </LoginMain>
  );
}
