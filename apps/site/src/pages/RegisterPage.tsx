import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, CaptchaField, Input, PasswordInput, message, useMessages } from '@dongman/ui';
import { useIsMember } from '@dongman/state';
import { useApi } from '../app/ApiContext';
import { Breadcrumbs } from '../components/Page';
import { useFlows } from '../flows/FlowsContext';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSiteMessages } from '../i18n';
import {
  CAPTCHA_LENGTH,
  REGISTER_FIELDS,
  registerPayload,
  validateRegister,
  validateRegisterField,
  type RegisterErrorKey,
  type RegisterField,
  type RegisterValues,
} from '../lib/memberRules';
import { paths, toHref } from '../lib/paths';
import { MemberPage } from './user/shared/styles';

const Card = styled.section`
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xxl + 8}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border}66;
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px`};
  }
`;

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.xxl + 4}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: center;
`;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

const Footer = styled.p`
  margin: ${({ theme }) => theme.space.lg}px 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const EMPTY: RegisterValues = {
  name: '',
  usersName: '',
  password: '',
  confirmPassword: '',
  phone: '',
  captchaCode: '',
};

type Errors = Partial<Record<RegisterField, string>>;

/**
 * Member registration: validated inline in the reader's language. A wrong captcha (402) clears and
 * refocuses the captcha with a new image; a taken name (409) is shown on the name field; nothing
 * else typed is lost on a server error. Success opens the login modal.
 */
export default function RegisterPage() {
  const sm = useSiteMessages();
  const m = useMessages();
  const api = useApi();
  const flows = useFlows();
  const isMember = useIsMember();
  usePageTitle(sm.pageRegister);

  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<RegisterField, boolean>>>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [captchaSrc, setCaptchaSrc] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const usersNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const focusField = (field: RegisterField) => {
    const refs = {
      name: nameRef,
      usersName: usersNameRef,
      password: passwordRef,
      confirmPassword: confirmRef,
      phone: phoneRef,
      captchaCode: captchaRef,
    };
    refs[field].current?.focus();
  };

  // A late captcha answer must not replace a newer image.
  const captchaRequest = useRef(0);
  const loadCaptcha = useCallback(async () => {
    const request = ++captchaRequest.current;
    setCaptchaSrc(null);
    const result = await api.getCaptcha('user');
    if (request === captchaRequest.current && result?.ok) setCaptchaSrc(result.data);
  }, [api]);
  // The first image; later ones come from loadCaptcha (clicks, a spent captcha).
  useEffect(() => {
    const request = ++captchaRequest.current;
    void api.getCaptcha('user').then((result) => {
      if (request === captchaRequest.current && result?.ok) setCaptchaSrc(result.data);
    });
  }, [api]);

  const text = (key: RegisterErrorKey): string => {
    switch (key) {
      case 'nameRule':
      case 'passwordRule':
      case 'passwordMismatch':
      case 'captchaRule':
        return m[key];
      default:
        return sm[key];
    }
  };

  const change = (field: RegisterField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // Once a field has been left (or the form sent), it is checked as the person types.
    if (touched[field] || errors[field]) {
      const problem = validateRegisterField(field, next);
      setErrors((e) => ({ ...e, [field]: problem ? text(problem) : undefined }));
    }
    if (
      field === 'password' &&
      (touched.confirmPassword || errors.confirmPassword) &&
      next.confirmPassword
    ) {
      const problem = validateRegisterField('confirmPassword', next);
      setErrors((e) => ({ ...e, confirmPassword: problem ? text(problem) : undefined }));
    }
  };

  const blur = (field: RegisterField) => () => {
    setTouched((t) => ({ ...t, [field]: true }));
    // Empty fields are not scolded on the way through; the submit checks them.
    if (values[field] === '') return;
    const problem = validateRegisterField(field, values);
    setErrors((e) => ({ ...e, [field]: problem ? text(problem) : undefined }));
  };

  const resetCaptcha = (error?: string) => {
    setValues((v) => ({ ...v, captchaCode: '' }));
    setErrors((e) => ({ ...e, captchaCode: error }));
    void loadCaptcha();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFormError(undefined);
    const found = validateRegister(values);
    const shown: Errors = {};
    for (const field of REGISTER_FIELDS) {
      const key = found[field];
      if (key) shown[field] = text(key);
    }
    setErrors(shown);
    setTouched(Object.fromEntries(REGISTER_FIELDS.map((f) => [f, true])));
    const first = REGISTER_FIELDS.find((field) => shown[field]);
    if (first) {
      focusField(first);
      return;
    }
    setBusy(true);
    const result = await api.register(registerPayload(values));
    setBusy(false);
    if (result?.ok) {
      setValues(EMPTY);
      setErrors({});
      setTouched({});
      void loadCaptcha();
      // The login modal first, so the success toast shows over it.
      if (result.data.status !== 'pending') flows.openLogin();
      message.success(
        result.data.status === 'pending' ? sm.registerSuccessPending : sm.registerSuccess,
      );
      return;
    }
    // The captcha is single use: any answer (or none) spends it. Everything else stays.
    if (result?.code === 402) {
      resetCaptcha(result.message);
      focusField('captchaCode');
      return;
    }
    resetCaptcha();
    if (result?.code === 409) {
      setErrors((e) => ({ ...e, name: result.message }));
      focusField('name');
      return;
    }
    if (result) setFormError(result.message);
  };

  return (
    <MemberPage>
      <Breadcrumbs
        items={[{ label: sm.pageHome, href: toHref(paths.home()) }, { label: sm.pageRegister }]}
      />
      <Card aria-labelledby="register-title">
        <Heading id="register-title">{sm.pageRegister}</Heading>
        <Intro>{sm.registerIntro}</Intro>
        {isMember && (
          <Note role="status">
            {sm.registerAlreadyMember}{' '}
            <a href={toHref(paths.memberCenter())}>{sm.pageMemberCenter}</a>
          </Note>
        )}
        <form onSubmit={submit} noValidate aria-labelledby="register-title">
          {formError && <FormError role="alert">{formError}</FormError>}
          <Input
            ref={nameRef}
            label={m.account}
            name="name"
            required
            autoComplete="username"
            value={values.name}
            onChange={change('name')}
            onBlur={blur('name')}
            error={errors.name}
            hint={errors.name ? undefined : sm.registerNameHint}
          />
          <Input
            ref={usersNameRef}
            label={sm.registerDisplayName}
            name="usersName"
            autoComplete="nickname"
            value={values.usersName}
            onChange={change('usersName')}
            onBlur={blur('usersName')}
            error={errors.usersName}
            hint={sm.registerDisplayNameHint}
          />
          <PasswordInput
            ref={passwordRef}
            label={m.password}
            name="password"
            required
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            onBlur={blur('password')}
            error={errors.password}
            hint={errors.password ? undefined : sm.registerPasswordHint}
          />
          <PasswordInput
            ref={confirmRef}
            label={m.confirmPassword}
            name="confirmPassword"
            required
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={change('confirmPassword')}
            onBlur={blur('confirmPassword')}
            error={errors.confirmPassword}
          />
          <Input
            ref={phoneRef}
            label={sm.registerPhone}
            name="phone"
            type="tel"
            inputMode="numeric"
            required
            autoComplete="tel-national"
            maxLength={11}
            value={values.phone}
            onChange={change('phone')}
            onBlur={blur('phone')}
            error={errors.phone}
          />
          <CaptchaField
            ref={captchaRef}
            maxLength={CAPTCHA_LENGTH}
            value={values.captchaCode}
            onChange={change('captchaCode')}
            onBlur={blur('captchaCode')}
            error={errors.captchaCode}
            src={captchaSrc}
            onRefresh={() => resetCaptcha()}
          />
          <Button type="submit" variant="primary" size="lg" block loading={busy}>
            {m.register}
          </Button>
        </form>
        <Footer>
          {sm.registerHaveAccount}{' '}
          <Button variant="link" onClick={flows.openLogin}>
            {sm.registerLoginNow}
          </Button>
        </Footer>
      </Card>
    </MemberPage>
  );
}
