import { useCallback, useEffect, useRef, useState } from 'react';
import {
  AccountStateDialog,
  Button,
  LoginModal,
  UIProvider,
  accountStateFromMessage,
  useMessages,
  useToast,
} from '@dongman/ui/login';
import type {
  AccountStateKind,
  Contacts,
  Locale,
  LoginModalHandle,
  LoginPayload,
} from '@dongman/ui/login';

import type { UserInfo } from '@dongman/api-client';
import { fieldRules } from '@dongman/api-client/contract';
import { useApiClient } from '../client';
import type { ClientProps } from '../client';
import { crossSiteCopy } from '../copy/crossSite';
import type { CrossSiteProblem } from '../copy/crossSite';
import { foreignOrigin, refusedForCookies, unreachableBecause } from '../crossSite';
import { useOpenState } from '../useOpenState';
import type { OpenProps } from '../useOpenState';

export interface MemberLoginProps extends ClientProps, OpenProps {
  /** Called with the member after a successful login (the session cookie is set by then). */
  onLoggedIn?: (user: UserInfo) => void;
  /**
   * Called with the member whose session is alive when the widget mounts (a reload), or null when
   * there is none; and with null after 退出登录.
   */
  onSession?: (user: UserInfo | null) => void;
  /** Shows "no account yet? register now" linking here. */
  registerHref?: string;
  /** WeChat ids shown in the locked / pending account dialogs. */
  contacts?: Contacts;
  locale?: Locale;
}

/**
 * The member login for any site: a button that opens the login modal, with the captcha, the
 * wrong-captcha (402) and locked / pending (403) answers, network errors and toasts handled.
 * It asks for the session when it mounts: a signed-in member sees their name and 退出登录
 * instead. From another site, a failure the host must fix (HTTPS, CORS_ORIGINS) is explained.
 * Controlled with `open` / `onOpenChange`, or on its own with a trigger button.
 */
export function MemberLogin({ locale, contacts, ...props }: MemberLoginProps) {
  return (
    <UIProvider locale={locale} contacts={contacts} messageHost={false}>
      <MemberLoginFlow {...props} locale={locale} />
    </UIProvider>
  );
}

function MemberLoginFlow({
  apiBase,
  client,
  onLoggedIn,
  onSession,
  registerHref,
  locale,
  ...openProps
}: Omit<MemberLoginProps, 'contacts'>) {
  const m = useMessages();
  const toast = useToast();
  const api = useApiClient({ apiBase, client });
  const { open, setOpen, trigger } = useOpenState(openProps, m.memberLogin);
  // undefined: not known yet (the session check is under way).
  const [member, setMember] = useState<UserInfo | null | undefined>(undefined);
  const [problem, setProblem] = useState<CrossSiteProblem | null>(null);
  // The host's latest callback, without asking for the session again when it changes.
  const session = useRef(onSession);
  useEffect(() => {
    session.current = onSession;
  });

  useEffect(() => {
    let live = true;
    void api.getSession().then(async (result) => {
      if (!live) return;
      const user = result?.ok ? result.data : null;
      setMember(user);
      session.current?.(user);
      if (!result) {
        const cause = await unreachableBecause(api);
        if (live) setProblem(cause);
      }
    });
    return () => {
      live = false;
    };
  }, [api]);

  /** A failure the host must fix: said in place, and the dialog closed (retrying cannot help). */
  const hostProblem = async (
    result: { ok: boolean; code: number; message: string } | undefined,
  ): Promise<boolean> => {
    const cause = result ? refusedForCookies(api, result) : await unreachableBecause(api);
    if (!cause) return false;
    setProblem(cause);
    setOpen(false);
    return true;
  };

  const logout = async () => {
    const result = await api.logout();
    if (result?.ok || result?.code === 401) {
      toast.success(m.logoutSuccess);
      setMember(null);
      session.current?.(null);
      return;
    }
    if (!(await hostProblem(result))) toast.error(result?.message || m.networkFailed);
  };
  const loginRef = useRef<LoginModalHandle>(null);
  const [captcha, setCaptcha] = useState({ src: null as string | null, failed: false });
  const [account, setAccount] = useState<{ kind: AccountStateKind; message: string } | null>(null);

  // A captcha request belongs to one opening: a late answer must not replace a newer image.
  const latest = useRef(0);
  const refreshCaptcha = useCallback(async () => {
    const request = ++latest.current;
    setCaptcha({ src: null, failed: false });
    const result = await api.getCaptcha('user');
    if (request !== latest.current) return;
    setCaptcha(result?.ok ? { src: result.data, failed: false } : { src: null, failed: true });
  }, [api]);

  const submit = async ({ name, password, captchaCode }: LoginPayload) => {
    const result = await api.login({ name, password, captchaCode });
    if (result?.ok) {
      toast.success(m.loginSuccess);
      setOpen(false);
      setProblem(null);
      setMember(result.data);
      onLoggedIn?.(result.data);
      return;
    }
    if (await hostProblem(result)) return;
    const kind = result?.code === 403 ? accountStateFromMessage(result.message) : null;
    if (result && kind) {
      setOpen(false);
      setAccount({ kind, message: result.message });
      return;
    }
    // Wrong captcha (402), wrong password, no answer: the captcha is single use, ask for another.
    toast.error(result?.message || m.networkFailed);
    loginRef.current?.resetCaptcha();
  };

  const origin = typeof location === 'undefined' ? '' : location.origin;
  return (
    <>
      {trigger && member && (
        <span>
          <span>{crossSiteCopy(locale, 'signedIn', { name: member.usersInfo.name })}</span>{' '}
          <Button onClick={() => void logout()}>{m.logout}</Button>
        </span>
      )}
      {trigger && !member && (
        <Button variant="primary" onClick={() => setOpen(true)}>
          {trigger}
        </Button>
      )}
      {problem && foreignOrigin(api) && (
        <p role="alert">{crossSiteCopy(locale, problem, { origin })}</p>
      )}
      <LoginModal
        ref={loginRef}
        open={open}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        captchaSrc={captcha.src}
        captchaFailed={captcha.failed}
        onRefreshCaptcha={refreshCaptcha}
        registerHref={registerHref}
        limits={fieldRules.LoginRequest}
      />
      {account && (
        <AccountStateDialog
          open
          kind={account.kind}
          message={account.message}
          onClose={() => setAccount(null)}
        />
      )}
    </>
  );
}
