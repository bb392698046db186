import { useEffect, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { CaptchaField } from '../CaptchaField/CaptchaField';
import { useMessages } from '../UIProvider/context';
import { usePendingSubmit } from '../validation/useValidatedForm';
import { Actions, CodeRow, Form } from './LoginModal.styles';

/** Body of POST /api/login/code: the image captcha comes before any text message. */
export interface SmsCodeRequest {
  phone: string;
  captchaCode: string;
}

/** Body of POST /api/login/sms. */
export interface SmsLoginPayload {
  phone: string;
  smsCode: string;
}

/** What the host does for the 短信登录 tab. */
export interface SmsLoginHandlers {
  /** Sends the code; resolves true when the server took the request (the countdown starts). */
  onRequestCode: (request: SmsCodeRequest) => Promise<boolean>;
  /** Signs in with the code; a promise shows the button busy until it settles. */
  onSubmit: (payload: SmsLoginPayload) => void | Promise<unknown>;
}

export interface SmsLoginFormProps extends SmsLoginHandlers {
  /** 立即注册 / 忘记密码 under the button, as on the password tab. */
  links?: ReactNode;
  captchaSrc?: string | null;
  captchaFailed?: boolean;
  onRefreshCaptcha: () => void;
  loading?: boolean;
}

const PHONE = /^1[3-9]\d{9}$/;
const CODE = /^\d{6}$/;
const WAIT_SECONDS = 60;
type Field = 'phone' | 'captchaCode' | 'smsCode';

/**
 * 短信登录: phone number, the image captcha, then 获取验证码 (the captcha is spent by that request,
 * so a new image follows), the code and 登录. Rules are checked before anything is sent.
 */
export function SmsLoginForm({
  onRequestCode,
  onSubmit,
  captchaSrc,
  captchaFailed = false,
  onRefreshCaptcha,
  loading = false,
  links,
}: SmsLoginFormProps) {
  const m = useMessages();
  const [values, setValues] = useState<Record<Field, string>>({
    phone: '',
    captchaCode: '',
    smsCode: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const submission = usePendingSubmit();
  const busy = loading || submission.pending;
  const phoneRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focus = (field: Field) =>
    ({ phone: phoneRef, captchaCode: captchaRef, smsCode: codeRef })[field].current?.focus();

  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const phone = values.phone.replace(/[\s-]/g, '');
  const rules: Record<Field, () => string | undefined> = {
    phone: () => (PHONE.test(phone) ? undefined : m.phoneRule),
    captchaCode: () => (values.captchaCode.trim().length >= 4 ? undefined : m.captchaRule),
    smsCode: () => (CODE.test(values.smsCode.trim()) ? undefined : m.smsCodeRule),
  };
  /** Checks the fields in order; the first refused one gets focus. */
  const check = (fields: Field[]) => {
    const found = Object.fromEntries(fields.map((field) => [field, rules[field]()]));
    setErrors((now) => ({ ...now, ...found }));
    const first = fields.find((field) => found[field]);
    if (first) focus(first);
    return !first;
  };

  const set = (field: Field, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };

  const newCaptcha = () => {
    set('captchaCode', '');
    onRefreshCaptcha();
  };

  const requestCode = async () => {
    if (sending || left > 0 || !check(['phone', 'captchaCode'])) return;
    setSending(true);
    const sent = await onRequestCode({ phone, captchaCode: values.captchaCode.trim() });
    setSending(false);
    // Any answer spends the captcha.
    newCaptcha();
    if (sent) {
      setLeft(WAIT_SECONDS);
      focus('smsCode');
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submission.isBusy() || !check(['phone', 'smsCode'])) return;
    submission.track(onSubmit({ phone, smsCode: values.smsCode.trim() }));
  };

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errors[field],
  });

  return (
    <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Input
        label={m.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={13}
        required
        ref={phoneRef}
        {...bind('phone')}
      />
      <CaptchaField
        ref={captchaRef}
        {...bind('captchaCode')}
        src={captchaSrc}
        failed={captchaFailed}
        onRefresh={newCaptcha}
      />
      <CodeRow>
        <Input
          label={m.smsCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          ref={codeRef}
          {...bind('smsCode')}
        />
        <Button onClick={requestCode} loading={sending} disabled={left > 0}>
          {left > 0 ? m.t('resendSmsIn', { seconds: left }) : m.sendSmsCode}
        </Button>
      </CodeRow>
      <Actions>
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {m.login}
        </Button>
        {links}
      </Actions>
    </Form>
  );
}
