import { useCallback, useRef, useState } from 'react';
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
import { useOpenState } from '../useOpenState';
import type { OpenProps } from '../useOpenState';

export interface MemberLoginProps extends ClientProps, OpenProps {
  /** Called with the member after a successful login (the session cookie is set by then). */
  onLoggedIn?: (user: UserInfo) => void;
  /** Shows "no account yet? register now" linking here. */
  registerHref?: string;
  /** WeChat ids shown in the locked / pending account dialogs. */
  contacts?: Contacts;
  locale?: Locale;
}

/**
 * The member login for any site: a button that opens the login modal, with the captcha, the
 * wrong-captcha (402) and locked / pending (403) answers, network errors and toasts handled.
 * Controlled with `open` / `onOpenChange`, or on its own with a trigger button.
 */
export function MemberLogin({ locale, contacts, ...props }: MemberLoginProps) {
  return (
    <UIProvider locale={locale} contacts={contacts} messageHost={false}>
      <MemberLoginFlow {...props} />
    </UIProvider>
  );
}

function MemberLoginFlow({
  apiBase,
  client,
  onLoggedIn,
  registerHref,
  ...openProps
}: Omit<MemberLoginProps, 'locale' | 'contacts'>) {
  const m = useMessages();
  const toast = useToast();
  const api = useApiClient({ apiBase, client });
  const { open, setOpen, trigger } = useOpenState(openProps, m.memberLogin);
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
      onLoggedIn?.(result.data);
      return;
    }
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

  return (
    <>
      {trigger && (
        <Button variant="primary" onClick={() => setOpen(true)}>
          {trigger}
        </Button>
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
