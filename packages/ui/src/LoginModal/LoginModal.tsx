import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { FormEvent, Ref } from 'react';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';
import { Input } from '../Input/Input';
import { PasswordInput } from '../Input/PasswordInput';
import { StyledInput } from '../Input/Input.styles';
import { Modal } from '../Modal/Modal';
import { useMessages } from '../UIProvider/context';
import { Link } from '../utils/Link';
import {
  LOGIN_FIELDS,
  firstInvalid,
  normalizeLogin,
  validateLogin,
  validateLoginField,
} from '../validation/rules';
import type { LoginErrors, LoginField, LoginValues } from '../validation/rules';
import {
  Actions,
  CaptchaButton,
  CaptchaPlaceholder,
  CaptchaRow,
  Form,
  RegisterRow,
} from './LoginModal.styles';

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
  /** Shows the login button as busy (in addition to a pending onSubmit promise). */
  loading?: boolean;
  /** Changing this value resets the captcha like the `resetCaptcha()` handle does. */
  captchaResetKey?: string | number;
  /** Shows a "register now" action; give a hash route or a callback. */
  registerHref?: string;
  onRegister?: () => void;
  ref?: Ref<LoginModalHandle>;
}

const EMPTY: LoginValues = { name: '', password: '', captchaCode: '' };

/** Member login (spec sections 4, 5, 8): account, password and captcha, validated inline. */
export function LoginModal({
  open,
  onClose,
  onSubmit,
  captchaSrc,
  onRefreshCaptcha,
  loading = false,
  captchaResetKey,
  registerHref,
  onRegister,
  ref,
}: LoginModalProps) {
  const m = useMessages();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [pending, setPending] = useState(false);
  const busy = loading || pending;

  // Opening starts from a clean form (spec section 4).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(EMPTY);
      setErrors({});
      setPending(false);
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

  // A new image makes a typed code useless; its message waits until the new code is judged.
  const forgetCaptcha = useCallback(() => {
    setValues((current) => ({ ...current, captchaCode: '' }));
    setErrors(({ captchaCode: _, ...rest }) => rest);
  }, []);

  const resetCaptcha = useCallback(() => {
    forgetCaptcha();
    captchaRef.current?.focus();
    refreshRef.current();
  }, [forgetCaptcha]);

  useImperativeHandle(ref, () => ({ resetCaptcha }), [resetCaptcha]);

  const lastResetKey = useRef(captchaResetKey);
  useEffect(() => {
    if (lastResetKey.current === captchaResetKey) return;
    lastResetKey.current = captchaResetKey;
    resetCaptcha();
  }, [captchaResetKey, resetCaptcha]);

  // Guards against a second submit while the first is in flight, even before a re-render.
  const submitting = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A field is "checked" once judged (on blur or submit); from then on its message follows
  // every keystroke, so it disappears as soon as the input is fixed.
  const change = (field: LoginField) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (field in errors) setErrors({ ...errors, [field]: validateLoginField(field, next) });
  };

  const blur = (field: LoginField) => () => {
    // Only judge a field the user has typed in; tabbing through an empty form stays quiet.
    if (values[field] !== '') setErrors({ ...errors, [field]: validateLoginField(field, values) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || submitting.current) return;
    const found = validateLogin(values);
    setErrors({ name: found.name, password: found.password, captchaCode: found.captchaCode });
    const invalid = firstInvalid(LOGIN_FIELDS, found);
    if (invalid) {
      const refs = { name: nameRef, password: passwordRef, captchaCode: captchaRef };
      refs[invalid].current?.focus();
      return;
    }
    const result = onSubmit({ ...normalizeLogin(values), role: 'user' });
    if (result && typeof result.then === 'function') {
      submitting.current = true;
      setPending(true);
      const done = () => {
        submitting.current = false;
        if (mounted.current) setPending(false);
      };
      result.then(done, done);
    }
  };

  const message = (field: LoginField) => {
    const key = errors[field];
    return key ? m[key] : undefined;
  };

  return (
    <Modal open={open} onClose={onClose} title={m.loginTitle} width={400}>
      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <Input
          ref={nameRef}
          label={m.account}
          name="name"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={values.name}
          onChange={change('name')}
          onBlur={blur('name')}
          error={message('name')}
        />
        <PasswordInput
          ref={passwordRef}
          label={m.password}
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          onBlur={blur('password')}
          error={message('password')}
        />
        <FormField
          label={m.captcha}
          required
          error={message('captchaCode')}
          hint={m.captchaRefresh}
        >
          {(control) => (
            <CaptchaRow>
              <StyledInput
                {...control}
                ref={captchaRef}
                $hasSuffix={false}
                name="captchaCode"
                autoComplete="off"
                autoCapitalize="off"
                autoCorrect="off"
                spellCheck={false}
                value={values.captchaCode}
                onChange={change('captchaCode')}
                onBlur={blur('captchaCode')}
              />
              <CaptchaButton
                type="button"
                aria-label={m.captchaRefresh}
                title={m.captchaRefresh}
                onClick={() => {
                  forgetCaptcha();
                  onRefreshCaptcha();
                }}
              >
                {captchaSrc ? (
                  <img src={captchaSrc} alt={m.captchaImage} draggable={false} />
                ) : (
                  <CaptchaPlaceholder data-testid="captcha-placeholder" />
                )}
              </CaptchaButton>
            </CaptchaRow>
          )}
        </FormField>
        <Actions>
          <Button type="submit" variant="primary" size="lg" block loading={busy}>
            {m.login}
          </Button>
          {(registerHref || onRegister) && (
            <RegisterRow>
              {m.noAccount}
              {registerHref ? (
                <Link href={registerHref} onClick={onRegister ? () => onRegister() : undefined}>
                  {m.registerNow}
                </Link>
              ) : (
                <Button variant="link" onClick={onRegister}>
                  {m.registerNow}
                </Button>
              )}
            </RegisterRow>
          )}
        </Actions>
      </Form>
    </Modal>
  );
}
