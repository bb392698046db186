import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { Button } from '../Button/Button';
import { Input } from '../Input/Input';
import { PasswordInput } from '../Input/PasswordInput';
import { CaptchaField } from '../CaptchaField/CaptchaField';
import { Modal } from '../Modal/Modal';
import { Tabs } from '../Tabs/Tabs';
import { useMessages } from '../UIProvider/context';
import { LOGIN_FIELDS, normalizeLogin, validateLoginField } from '../validation/rules';
import type { LoginField, LoginLimits, LoginValues } from '../validation/rules';
import { usePendingSubmit, useValidatedForm } from '../validation/useValidatedForm';
import { Actions, Form } from './LoginModal.styles';
import { LoginLinks } from './LoginLinks';
import type { SmsLoginHandlers } from './SmsLoginForm';

// The SMS tab is only for sites that offer it and only once chosen: loaded on demand, out of the
// login entry's size budget.
const SmsLoginForm = lazy(() =>
  import('./SmsLoginForm').then((module) => ({ default: module.SmsLoginForm })),
);

/** Body of POST /api/login. */
export interface LoginPayload {
  name: string;
  password: string;
  captchaCode: string;
  role: 'user';
}

export interface LoginModalHandle {
  /** Clears the captcha input, focuses it and asks for a new image (e.g. after code 402). */
  resetCaptcha: () => void;
}

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
  /**
   * Called with valid, trimmed values. Return a promise to show the loading state until it
   * settles; the form keeps everything the user typed whatever the outcome.
   */
  onSubmit: (payload: LoginPayload) => void | Promise<unknown>;
  /** Image source of the current captcha (URL or data URI); empty while loading. */
  captchaSrc?: string | null;
  /** Load a new captcha: called on open, on a click on the image and by resetCaptcha. */
  onRefreshCaptcha: () => void;
  /** The captcha could not be loaded: the image says so and a click tries again. */
  captchaFailed?: boolean;
  /** Shows the login button as busy (in addition to a pending onSubmit promise). */
  loading?: boolean;
  /** Changing this value resets the captcha like the `resetCaptcha()` handle does. */
  captchaResetKey?: string | number;
  /**
   * Shows "no account yet? register now": a link when `registerHref` is given (hash route,
   * followed through the UIProvider's renderLink/onNavigate), else a button calling `onRegister`.
   * With both, `onRegister` runs on the link click too (e.g. to close the modal).
   */
  registerHref?: string;
  onRegister?: () => void;
  /** Shows "forgot password?" as a link to the recovery page (onForgotPassword runs on click). */
  forgotPasswordHref?: string;
  onForgotPassword?: () => void;
  /** The account filled in on opening (e.g. just registered); the password field gets focus. */
  initialName?: string;
  /**
   * Lengths the form checks before sending (`fieldRules.LoginRequest` from
   * `@dongman/api-client/contract`); without them only empty fields are refused.
   */
  limits?: LoginLimits;
  /** Adds the 短信登录 tab (phone, image captcha, then the code sent to the phone). */
  sms?: SmsLoginHandlers;
}

const EMPTY: LoginValues = { name: '', password: '', captchaCode: '' };

/** Member login (spec sections 4, 5, 8): account, password and captcha, validated inline. */
// forwardRef (not ref as a prop) keeps the handle working on React 18 as well as 19.
export const LoginModal = forwardRef<LoginModalHandle, LoginModalProps>(function LoginModal(
  {
    open,
    onClose,
    onSubmit,
    captchaSrc,
    onRefreshCaptcha,
    captchaFailed = false,
    loading = false,
    captchaResetKey,
    registerHref,
    onRegister,
    forgotPasswordHref,
    onForgotPassword,
    initialName,
    limits,
    sms,
  },
  ref,
) {
  const m = useMessages();
  const form = useValidatedForm({
    empty: EMPTY,
    order: LOGIN_FIELDS,
    validateField: (field: LoginField, values: LoginValues) =>
      validateLoginField(field, values, limits),
  });
  const { values, errors, clearField, reset } = form;
  const submission = usePendingSubmit();
  const busy = loading || submission.pending;

  // Opening starts from a clean form (spec section 4), with the account when one is given.
  // (Starting from closed: mounted open, the account is filled in all the same.)
  const [wasOpen, setWasOpen] = useState(false);
  const [method, setMethod] = useState<'password' | 'sms'>('password');
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      reset(initialName ? { name: initialName } : undefined);
      setMethod('password');
    }
  }

  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);

  const refreshRef = useRef(onRefreshCaptcha);
  useLayoutEffect(() => {
    refreshRef.current = onRefreshCaptcha;
  });

  // Each opening loads a fresh captcha.
  useEffect(() => {
    if (open) refreshRef.current();
  }, [open]);

  const resetCaptcha = useCallback(() => {
    clearField('captchaCode');
    captchaRef.current?.focus();
    refreshRef.current();
  }, [clearField]);

  useImperativeHandle(ref, () => ({ resetCaptcha }), [resetCaptcha]);

  const lastResetKey = useRef(captchaResetKey);
  useEffect(() => {
    if (lastResetKey.current === captchaResetKey) return;
    lastResetKey.current = captchaResetKey;
    resetCaptcha();
  }, [captchaResetKey, resetCaptcha]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submission.isBusy()) return;
    const invalid = form.validateAll();
    if (invalid) {
      const refs = { name: nameRef, password: passwordRef, captchaCode: captchaRef };
      refs[invalid].current?.focus();
      return;
    }
    submission.track(onSubmit({ ...normalizeLogin(values), role: 'user' }));
  };

  const bind = (field: LoginField) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setValue(field, event.target.value),
    onBlur: () => form.blur(field),
  });

  const message = (field: LoginField) => {
    const key = errors[field];
    return key ? m[key] : undefined;
  };

  const passwordForm = (
    <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Input
        ref={nameRef}
        label={m.account}
        placeholder={m.accountOrPhone}
        {...bind('name')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        error={message('name')}
      />
      <PasswordInput
        ref={passwordRef}
        label={m.password}
        {...bind('password')}
        autoComplete="current-password"
        required
        error={message('password')}
      />
      <CaptchaField
        ref={captchaRef}
        {...bind('captchaCode')}
        error={message('captchaCode')}
        src={captchaSrc}
        failed={captchaFailed}
        onRefresh={() => {
          // A new image makes a typed code useless.
          clearField('captchaCode');
          onRefreshCaptcha();
        }}
      />
      <Actions>
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {m.login}
        </Button>
        <LoginLinks
          registerHref={registerHref}
          onRegister={onRegister}
          forgotPasswordHref={forgotPasswordHref}
          onForgotPassword={onForgotPassword}
        />
      </Actions>
    </Form>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={m.loginTitle}
      width={400}
      // The account field first (not the method tabs); with it filled in, the password.
      initialFocusRef={initialName ? passwordRef : nameRef}
    >
      {sms ? (
        <Tabs
          label={m.loginMethods}
          selected={method}
          onSelect={(key) => {
            // Each tab's captcha is typed against a new image (an answer is single use).
            setMethod(key === 'sms' ? 'sms' : 'password');
            clearField('captchaCode');
            onRefreshCaptcha();
          }}
          items={[
            { key: 'password', label: m.loginByPassword, content: passwordForm },
            {
              key: 'sms',
              label: m.loginBySms,
              content: (
                <Suspense fallback={null}>
                  <SmsLoginForm
                    {...sms}
                    captchaSrc={captchaSrc}
                    captchaFailed={captchaFailed}
                    onRefreshCaptcha={onRefreshCaptcha}
                    loading={loading}
                    links={
                      <LoginLinks
                        registerHref={registerHref}
                        onRegister={onRegister}
                        forgotPasswordHref={forgotPasswordHref}
                        onForgotPassword={onForgotPassword}
                      />
                    }
                  />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        passwordForm
      )}
    </Modal>
  );
});
