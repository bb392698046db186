import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { accountStateFromMessage, message, useMessages } from '@dongman/ui/shell';
import type { AccountStateKind, LoginModalHandle, LoginPayload } from '@dongman/ui/login';
import { useLoginRequired, useSessionStore } from '@dongman/state';
import { useApi } from '../app/ApiContext';
import { useLoginIntent } from '../app/ServicesContext';
import { useSiteMessages } from '../i18n';
import { paths } from '../lib/paths';
import { useSiteNavigate } from '../router/useSiteNavigate';
import { connectApiFeedback } from './apiFeedback';
import { FlowsContext, type Flows } from './FlowsContext';
import { whenIdle } from '../lib/whenIdle';

const loadFlowDialogs = () => import('./FlowDialogs');
const FlowDialogs = lazy(loadFlowDialogs);

/** Pages that reload after a successful login (spec section 4). */
const RELOAD_AFTER_LOGIN = [/^\/user\/download\//, /^\/user\/dubbing(\/|$)/];

/**
 * The site-wide flows of spec sections 4 and 8: login (captcha, 402, locked / pending, other
 * errors), logout confirmation, change password with forced re-login, the 401 prompt, and toasts
 * for failures reported by the API client.
 */
export function GlobalFlows({ children }: { children?: ReactNode }) {
  const api = useApi();
  const session = useSessionStore();
  const loginIntent = useLoginIntent();
  const m = useMessages();
  const sm = useSiteMessages();
  const { go, reload, currentPath } = useSiteNavigate();

  const [loginOpen, setLoginOpen] = useState(false);
  const [captchaSrc, setCaptchaSrc] = useState<string | null>(null);
  const [accountState, setAccountState] = useState<{ kind: AccountStateKind; text: string }>();
  const [loginError, setLoginError] = useState<string>();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const loginRef = useRef<LoginModalHandle>(null);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  useLoginRequired(openLogin);

  // Messages are read through a ref so the subscription is made once, not per locale change.
  const copy = useRef({ networkError: sm.networkError });
  useEffect(() => {
    copy.current = { networkError: sm.networkError };
  });
  useEffect(
    () =>
      connectApiFeedback(api, {
        showError: (text) => message.error(text),
        onUnauthorized: () => setPromptOpen(true),
        showNetworkError: () => message.error(copy.current.networkError),
      }),
    [api],
  );

  // A captcha request belongs to one opening: a late answer must not replace a newer image.
  const captchaRequest = useRef(0);
  const refreshCaptcha = useCallback(async () => {
    const request = ++captchaRequest.current;
    setCaptchaSrc(null);
    const result = await api.getCaptcha('user');
    if (request === captchaRequest.current && result?.ok) setCaptchaSrc(result.data);
  }, [api]);

  const closeLogin = useCallback(() => {
    setLoginOpen(false);
    loginIntent.forget();
  }, [loginIntent]);

  const afterLogin = () => {
    const target = loginIntent.take();
    if (target) go(target);
    else if (RELOAD_AFTER_LOGIN.some((pattern) => pattern.test(currentPath))) reload();
  };

  const submitLogin = async ({ name, password, captchaCode }: LoginPayload) => {
    const result = await session.login(api, { name, password, captchaCode });
    if (!result) {
      // No answer (network): the captcha may be spent, so ask for a new one.
      loginRef.current?.resetCaptcha();
      return;
    }
    if (result.ok) {
      message.success(m.loginSuccess);
      setLoginOpen(false);
      afterLogin();
      return;
    }
    if (result.code === 402) {
      message.error(result.message);
      loginRef.current?.resetCaptcha();
      return;
    }
    const kind = accountStateFromMessage(result.message);
    if (kind) {
      closeLogin();
      setAccountState({ kind, text: result.message });
      return;
    }
    // Wrong password etc.: the captcha is single use, so the next try needs a new one.
    loginRef.current?.resetCaptcha();
    setLoginError(result.message);
  };

  const logout = async () => {
    setLoggingOut(true);
    const result = await session.logout(api);
    setLoggingOut(false);
    if (!result?.ok && result?.code !== 401) return; // reported by the client's events
    setLogoutOpen(false);
    message.success(m.logoutSuccess);
    if (currentPath.startsWith('/user')) go(paths.home());
  };

  const onPasswordChanged = () => {
    setPasswordOpen(false);
    message.success(m.passwordChanged);
    // The server ended the session: log in again with the new password.
    session.clear();
    session.requireLogin('request');
  };

  const confirmPrompt = () => {
    setPromptOpen(false);
    // Member dialogs cannot continue without a session.
    setPasswordOpen(false);
    setLogoutOpen(false);
    session.clear();
    session.requireLogin('unauthorized');
  };

  const flows = useMemo<Flows>(
    () => ({
      openLogin,
      openChangePassword: () => setPasswordOpen(true),
      confirmLogout: () => setLogoutOpen(true),
    }),
    [openLogin],
  );

  const anyOpen = loginOpen || logoutOpen || passwordOpen || promptOpen || !!accountState;
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (anyOpen && !dialogsWanted) setDialogsWanted(true);
  // Fetch the dialogs' code while the reader looks at the first page, so opening is instant.
  useEffect(() => whenIdle(() => void loadFlowDialogs()), []);

  return (
    <FlowsContext.Provider value={flows}>
      {children}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <FlowDialogs
            loginRef={loginRef}
            login={{
              open: loginOpen,
              captchaSrc,
              onClose: closeLogin,
              onSubmit: submitLogin,
              onRefreshCaptcha: refreshCaptcha,
            }}
            loginError={loginError}
            onLoginErrorClose={() => setLoginError(undefined)}
            accountState={accountState}
            onAccountStateClose={() => setAccountState(undefined)}
            logout={{
              open: logoutOpen,
              loading: loggingOut,
              onConfirm: logout,
              onCancel: () => setLogoutOpen(false),
            }}
            password={{
              open: passwordOpen,
              onClose: () => setPasswordOpen(false),
              onChanged: onPasswordChanged,
            }}
            prompt={{ open: promptOpen, onConfirm: confirmPrompt }}
          />
        </Suspense>
      )}
    </FlowsContext.Provider>
  );
}
