import type { RefObject } from 'react';
import {
  AccountStateDialog,
  LoginModal,
  useMessages,
  type AccountStateKind,
  type LoginModalHandle,
  type LoginPayload,
} from '@dongman/ui/login';
import { ConfirmDialog } from '@dongman/ui/shell';
import { paths, toHref } from '../lib/paths';
import { ChangePasswordFlow } from './ChangePasswordFlow';

export interface FlowDialogsProps {
  loginRef: RefObject<LoginModalHandle | null>;
  login: {
    open: boolean;
    captchaSrc: string | null;
    onClose: () => void;
    onSubmit: (payload: LoginPayload) => Promise<void>;
    onRefreshCaptcha: () => void;
  };
  /** "Other" login failure (e.g. wrong password): an error dialog with the server's message. */
  loginError?: string;
  onLoginErrorClose: () => void;
  accountState?: { kind: AccountStateKind; text: string };
  onAccountStateClose: () => void;
  logout: { open: boolean; loading: boolean; onConfirm: () => void; onCancel: () => void };
  password: { open: boolean; onClose: () => void; onChanged: () => void };
  prompt: { open: boolean; onConfirm: () => void };
}

/**
 * The site-wide dialogs (loaded on first use, so they stay out of the first page's bundle).
 * GlobalFlows owns their state.
 */
export default function FlowDialogs({
  loginRef,
  login,
  loginError,
  onLoginErrorClose,
  accountState,
  onAccountStateClose,
  logout,
  password,
  prompt,
}: FlowDialogsProps) {
  const m = useMessages();
  return (
    <>
      <LoginModal
        ref={loginRef}
        open={login.open}
        onClose={login.onClose}
        onSubmit={login.onSubmit}
        captchaSrc={login.captchaSrc}
        onRefreshCaptcha={login.onRefreshCaptcha}
        registerHref={toHref(paths.register())}
        onRegister={login.onClose}
      />
      <ConfirmDialog
        open={loginError !== undefined}
        text={loginError}
        confirmLabel={m.ok}
        onConfirm={onLoginErrorClose}
        data-testid="login-error-dialog"
      />
      {accountState && (
        <AccountStateDialog
          open
          kind={accountState.kind}
          message={accountState.text}
          onClose={onAccountStateClose}
        />
      )}
      <ConfirmDialog
        open={logout.open}
        text={m.logoutConfirm}
        loading={logout.loading}
        onConfirm={logout.onConfirm}
        onCancel={logout.onCancel}
        data-testid="logout-dialog"
      />
      <ChangePasswordFlow
        open={password.open}
        onClose={password.onClose}
        onChanged={password.onChanged}
      />
      <ConfirmDialog
        open={prompt.open}
        title={m.promptTitle}
        text={m.loginExpired}
        onConfirm={prompt.onConfirm}
        data-testid="unauthorized-dialog"
      />
    </>
  );
}
