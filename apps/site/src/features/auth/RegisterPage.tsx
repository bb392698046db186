import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, CaptchaField, Input, PasswordInput, message, useMessages } from '@dongman/ui';
import { useIsMember } from '@dongman/state';
import { useApi } from '../../app/ApiContext';
import { Breadcrumbs } from '../../components/Page';
import { useFlows } from './flows/FlowsContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import {
  CAPTCHA_LENGTH,
  REGISTER_FIELDS,
  registerPayload,
  validateRegister,
  validateRegisterField,
  type RegisterErrorKey,
  type RegisterField,
  type RegisterValues,
} from '../../lib/memberRules';
import { paths, toHref } from '../../navigation/paths';
import { useSiteNavigate } from '../../navigation/useSiteNavigate';
import { SmsCodeButton, useMaterialsApi } from '../member/shared/materials';
import { MemberPage, Row } from '../member/shared/styles';
import { Card, Heading, Intro, Note, FormError, Footer } from './RegisterPage.styles';

const EMPTY: RegisterValues = {
  name: '',
  usersName: '',
  password: '',
  confirmPassword: '',
  phone: '',
  smsCode: '',
  captchaCode: '',
};

type Errors = Partial<Record<RegisterField, string>>;

/**
 * Member registration: validated inline in the reader's language. A wrong captcha (402) clears and
 * refocuses the captcha with a new image; a taken name or phone (409) and a wrong phone code are
 * shown on their fields; nothing else typed is lost on a server error. Success goes home and opens
 * the login modal with the new account filled in.
 */
export default function RegisterPage() {
  const sm = useSiteMessages();
  const m = useMessages();
  const api = useApi();
  const flows = useFlows();
  const materials = useMaterialsApi();
  const { go } = useSiteNavigate();
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
  const smsCodeRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const focusField = (field: RegisterField) => {
    const refs = {
      name: nameRef,
      usersName: usersNameRef,
      password: passwordRef,
      confirmPassword: confirmRef,
      phone: phoneRef,
      smsCode: smsCodeRef,
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
      // Off the form; the login modal first, so the success toast shows over it.
      go(paths.home());
      if (result.data.status !== 'pending') flows.openLogin({ name: result.data.name });
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
    // The server words these; the field they belong to is named in them.
    const field: RegisterField | undefined =
      result?.code === 409
        ? result.message.includes('手机号')
          ? 'phone'
          : 'name'
        : result?.message.includes('短信验证码')
          ? 'smsCode'
          : undefined;
    if (result && field) {
      setErrors((e) => ({ ...e, [field]: result.message }));
      focusField(field);
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
          <Row $gap="sm" $wrap style={{ alignItems: 'flex-start' }}>
            <Input
              ref={smsCodeRef}
              label={sm.profileSmsCode}
              name="smsCode"
              inputMode="numeric"
              required
              autoComplete="one-time-code"
              maxLength={6}
              value={values.smsCode}
              onChange={change('smsCode')}
              onBlur={blur('smsCode')}
              error={errors.smsCode}
            />
            <SmsCodeButton
              phone={values.phone}
              send={(phone) => materials.sendRegisterCode(phone)}
              onInvalidPhone={(problem) => {
                setErrors((e) => ({ ...e, phone: problem }));
                focusField('phone');
              }}
            />
          </Row>
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
          <Button variant="link" onClick={() => flows.openLogin()}>
            {sm.registerLoginNow}
          </Button>
        </Footer>
      </Card>
    </MemberPage>
  );
}
