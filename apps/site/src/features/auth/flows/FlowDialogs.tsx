import { useCallback, useRef, useState } from 'react';
import {
  AccountStateDialog,
  LoginModal,
  type AccountStateKind,
  type LoginModalHandle,
  type LoginPayload,
  type SmsCodeRequest,
  type SmsLoginPayload,
} from '@dongman/ui/login';
import { materialsApi } from '@dongman/api-client/materials';
import { ConfirmDialog, accountStateFromMessage, message, useMessages } from '@dongman/ui/shell';
import { useSessionStore } from '@dongman/state';
import { useApi } from '../../../app/ApiContext';
import { useLoginIntent } from '../../../app/ServicesContext';
import { paths, toHref } from '../../../navigation/paths';
import { useSiteNavigate } from '../../../navigation/useSiteNavigate';
import { LOGIN_LIMITS } from '../../../lib/memberRules';
import { ChangePasswordFlow } from './ChangePasswordFlow';

/** Which of the site-wide dialogs are open (GlobalFlows owns this). */
export interface OpenDialogs {
  login: boolean;
  password: boolean;
  logout: boolean;
  /** The 401 "Prompt:" dialog. */
  prompt: boolean;
}

/** Pages that reload after a successful login (spec section 4). */
const RELOAD_AFTER_LOGIN = [/^\/user\/download\//, /^\/user\/dubbing(\/|$)/];

/** The site-wide dialogs and what they do (loaded on first use). */
export default function FlowDialogs({
  open,
  show,
  loginName,
}: {
  open: OpenDialogs;
  show: (dialog: keyof OpenDialogs, value?: boolean) => void;
  /** The account the login modal opens with. */
  loginName?: string;
}) {
  const api = useApi();
  const session = useSessionStore();
  const loginIntent = useLoginIntent();
  const m = useMessages();
  const { go, reload, currentPath } = useSiteNavigate();
  const loginRef = useRef<LoginModalHandle>(null);
  const [captchaSrc, setCaptchaSrc] = useState<string | null>(null);
  const [accountState, setAccountState] = useState<{ kind: AccountStateKind; text: string }>();
  const [loginError, setLoginError] = useState<string>();
  const [loggingOut, setLoggingOut] = useState(false);

  // A captcha request belongs to one opening: a late answer must not replace a newer image.
  const captchaRequest = useRef(0);
  const refreshCaptcha = useCallback(async () => {
    const request = ++captchaRequest.current;
    setCaptchaSrc(null);
    const result = await api.getCaptcha('user');
    if (request === captchaRequest.current && result?.ok) setCaptchaSrc(result.data);
  }, [api]);

  const closeLogin = () => {
    show('login', false);
    loginIntent.forget();
  };

  const afterLogin = () => {
    const target = loginIntent.take();
    if (target) go(target);
    else if (RELOAD_AFTER_LOGIN.some((pattern) => pattern.test(currentPath))) reload();
  };

  /** A login that went through: the dialog closes and the member goes on. */
  const signedIn = () => {
    message.success(m.loginSuccess);
    show('login', false);
    afterLogin();
  };

  /** Refused: the account state's dialog, or the reason in a dialog of its own. */
  const refused = (text: string) => {
    const kind = accountStateFromMessage(text);
    if (kind) {
      closeLogin();
      setAccountState({ kind, text });
      return;
    }
    setLoginError(text);
  };

  const sms = {
    onRequestCode: async (request: SmsCodeRequest) => {
      const result = await materialsApi(api).sendLoginCode(request);
      // A refusal (captcha, too often) is shown by the client's events.
      if (result?.ok) message.success(result.message);
      return Boolean(result?.ok);
    },
    onSubmit: async (payload: SmsLoginPayload) => {
      const result = await materialsApi(api).loginBySms(payload);
      if (!result) return;
      if (!result.ok) return refused(result.message);
      session.setUserInfo(result.data);
      signedIn();
    },
  };

  const submitLogin = async ({ name, password, captchaCode }: LoginPayload) => {
    const result = await session.login(api, { name, password, captchaCode });
    if (!result) {
      // No answer (network): the captcha may be spent, so ask for a new one.
      loginRef.current?.resetCaptcha();
      return;
    }
    if (result.ok) return signedIn();
    if (result.code === 402) {
      message.error(result.message);
      loginRef.current?.resetCaptcha();
      return;
    }
    // Wrong password etc.: the captcha is single use, so the next try needs a new one.
    if (!accountStateFromMessage(result.message)) loginRef.current?.resetCaptcha();
    refused(result.message);
  };

  const logout = async () => {
    setLoggingOut(true);
    const result = await session.logout(api);
    setLoggingOut(false);
    if (!result?.ok && result?.code !== 401) return; // reported by the client's events
    show('logout', false);
    message.success(m.logoutSuccess);
    if (currentPath.startsWith('/user')) go(paths.home());
  };

  const onPasswordChanged = () => {
    show('password', false);
    message.success(m.passwordChanged);
    // The server ended the session: log in again with the new password.
    session.clear();
    session.requireLogin('request');
  };

  const confirmPrompt = () => {
    // Member dialogs cannot continue without a session.
    show('prompt', false);
    show('password', false);
    show('logout', false);
    session.clear();
    session.requireLogin('unauthorized');
  };

  return (
    <>
      <LoginModal
        ref={loginRef}
        open={open.login}
        initialName={loginName}
        onClose={closeLogin}
        onSubmit={submitLogin}
        captchaSrc={captchaSrc}
        onRefreshCaptcha={refreshCaptcha}
        registerHref={toHref(paths.register())}
        // Registering signs the member in: the page login was asked for is kept for then.
        onRegister={() => show('login', false)}
        sms={sms}
        forgotPasswordHref={toHref(paths.forgotPassword())}
        onForgotPassword={closeLogin}
        limits={LOGIN_LIMITS}
      />
      <ConfirmDialog
        open={loginError !== undefined}
        text={loginError}
        confirmLabel={m.ok}
        onConfirm={() => setLoginError(undefined)}
        data-testid="login-error-dialog"
      />
      {accountState && (
        <AccountStateDialog
          open
          kind={accountState.kind}
          message={accountState.text}
          onClose={() => setAccountState(undefined)}
        />
      )}
      <ConfirmDialog
        open={open.logout}
        text={m.logoutConfirm}
        loading={loggingOut}
        onConfirm={logout}
        onCancel={() => show('logout', false)}
        data-testid="logout-dialog"
      />
      <ChangePasswordFlow
        open={open.password}
        onClose={() => show('password', false)}
        onChanged={onPasswordChanged}
      />
      <ConfirmDialog
        open={open.prompt}
        title={m.promptTitle}
        text={m.loginExpired}
        onConfirm={confirmPrompt}
        data-testid="unauthorized-dialog"
      />
    </>
  );
}
