import { createRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { LoginModal } from './LoginModal';
import type { LoginModalHandle, LoginModalProps } from './LoginModal';

const NAME_RULE = '请正确填写账号，最少3个字符，最多32个字符';
const PASSWORD_RULE = '请正确填写密码，不能少于6个字符';
const CAPTCHA_RULE = '验证码必须是4个字符';

// The contract's LoginRequest limits, as the site and the widgets pass them.
const LIMITS = {
  name: { minLength: 3, maxLength: 32 },
  password: { minLength: 6, maxLength: 128 },
  captchaCode: { minLength: 4, maxLength: 4 },
};

function setup(props: Partial<LoginModalProps> = {}) {
  const handle = createRef<LoginModalHandle>();
  const onSubmit = vi.fn<LoginModalProps['onSubmit']>();
  const onRefreshCaptcha = vi.fn();
  const all: LoginModalProps = {
    open: true,
    onClose: vi.fn(),
    onSubmit,
    onRefreshCaptcha,
    limits: LIMITS,
    captchaSrc: 'data:image/png;base64,iVBORw0KGgo=',
    ...props,
  };
  const view = render(
    <UIProvider>
      <LoginModal ref={handle} {...all} />
    </UIProvider>,
  );
  const rerender = (next: Partial<LoginModalProps>) =>
    view.rerender(
      <UIProvider>
        <LoginModal ref={handle} {...all} {...next} />
      </UIProvider>,
    );
  return {
    user: userEvent.setup(),
    handle,
    onSubmit: all.onSubmit as typeof onSubmit,
    onRefreshCaptcha: all.onRefreshCaptcha as typeof onRefreshCaptcha,
    rerender,
    name: () => screen.getByLabelText(/^\*?账号$/),
    password: () => screen.getByLabelText(/^\*?密码$/),
    captcha: () => screen.getByRole('textbox', { name: /验证码/ }),
    loginButton: () => screen.getByRole('button', { name: '登录' }),
  };
}

describe('LoginModal with an account filled in', () => {
  it('opens with the account typed and the password focused (just registered)', () => {
    const t = setup({ initialName: 'newbie' });
    expect(t.name()).toHaveValue('newbie');
    expect(t.password()).toHaveFocus();
  });

  it('fills in the account again on the next opening, and nothing without one', () => {
    const t = setup({ open: false, initialName: 'newbie' });
    t.rerender({ open: true });
    expect(t.name()).toHaveValue('newbie');
    t.rerender({ open: false, initialName: undefined });
    t.rerender({ open: true, initialName: undefined });
    expect(t.name()).toHaveValue('');
  });
});

describe('LoginModal validation', () => {
  it('shows all three messages on an empty submit and focuses the account', async () => {
    const t = setup();
    await t.user.click(t.loginButton());

    expect(t.name()).toHaveAttribute('aria-invalid', 'true');
    expect(t.name()).toHaveAccessibleDescription(NAME_RULE);
    expect(t.password()).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(t.captcha()).toHaveAccessibleDescription(expect.stringContaining(CAPTCHA_RULE));
    expect(t.name()).toHaveFocus();
    expect(t.onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in screen order', async () => {
    const t = setup();
    await t.user.type(t.name(), 'zhangsan');
    await t.user.type(t.captcha(), 'ab1');
    await t.user.click(t.loginButton());

    expect(t.name()).not.toHaveAttribute('aria-invalid');
    expect(t.password()).toHaveFocus();
    expect(screen.getByText(CAPTCHA_RULE)).toBeInTheDocument();
  });

  it('clears a message as soon as the field becomes valid', async () => {
    const t = setup();
    await t.user.click(t.loginButton());
    await t.user.type(t.name(), 'abc');
    expect(screen.queryByText(NAME_RULE)).toBeNull();
    expect(t.name()).not.toHaveAttribute('aria-invalid');
    await t.user.clear(t.name());
    await t.user.type(t.name(), 'ab');
    expect(screen.getByText(NAME_RULE)).toBeInTheDocument();
  });

  it('checks a typed field when leaving it but not an untouched one', async () => {
    const t = setup();
    await t.user.click(t.name());
    await t.user.tab();
    expect(screen.queryByText(NAME_RULE)).toBeNull();
    await t.user.type(t.password(), '123');
    await t.user.tab();
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();
  });
});

describe('LoginModal submit', () => {
  it('sends the trimmed account and captcha, the password as typed, and role user', async () => {
    const t = setup();
    await t.user.type(t.name(), '  zhangsan ');
    await t.user.type(t.password(), ' secret1');
    await t.user.type(t.captcha(), 'x9Y2 ');
    await t.user.keyboard('{Enter}');

    expect(t.onSubmit).toHaveBeenCalledTimes(1);
    expect(t.onSubmit).toHaveBeenCalledWith({
      name: 'zhangsan',
      password: ' secret1',
      captchaCode: 'x9Y2',
      role: 'user',
    });
  });

  it('is busy while the returned promise is pending and keeps the input when it fails', async () => {
    let fail: (reason: unknown) => void = () => {};
    const t = setup({
      onSubmit: vi.fn(() => new Promise<void>((_, reject) => (fail = reject))),
    });
    await t.user.type(t.name(), 'zhangsan');
    await t.user.type(t.password(), 'secret1');
    await t.user.type(t.captcha(), 'ab12');
    await t.user.click(t.loginButton());

    expect(t.loginButton()).toHaveAttribute('aria-busy', 'true');
    await t.user.click(t.loginButton());
    expect(t.onSubmit).toHaveBeenCalledTimes(1);

    fail(new Error('wrong password'));
    await waitFor(() => expect(t.loginButton()).not.toHaveAttribute('aria-busy'));
    expect(t.name()).toHaveValue('zhangsan');
    expect(t.password()).toHaveValue('secret1');
    expect(t.captcha()).toHaveValue('ab12');
  });

  it('shows the loading prop on the login button', () => {
    const t = setup({ loading: true });
    expect(t.loginButton()).toHaveAttribute('aria-busy', 'true');
  });
});

describe('LoginModal captcha', () => {
  it('loads a captcha on open and a new one when the image is clicked', async () => {
    const t = setup();
    expect(t.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    await t.user.type(t.captcha(), 'abcd');
    await t.user.click(screen.getByRole('button', { name: '看不清？点击图片换一张' }));
    expect(t.onRefreshCaptcha).toHaveBeenCalledTimes(2);
    expect(t.captcha()).toHaveValue('');
  });

  it('resetCaptcha() clears and focuses the captcha, loads a new one and keeps the rest', async () => {
    const t = setup();
    await t.user.type(t.name(), 'zhangsan');
    await t.user.type(t.password(), 'secret1');
    await t.user.type(t.captcha(), 'ab12');
    await t.user.click(t.loginButton());
    t.onRefreshCaptcha.mockClear();

    t.handle.current?.resetCaptcha();

    await waitFor(() => expect(t.captcha()).toHaveValue(''));
    expect(t.captcha()).toHaveFocus();
    expect(t.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    expect(t.name()).toHaveValue('zhangsan');
    expect(t.password()).toHaveValue('secret1');
  });

  it('a new captchaResetKey does the same as resetCaptcha()', async () => {
    const t = setup({ captchaResetKey: 0 });
    await t.user.type(t.name(), 'zhangsan');
    await t.user.type(t.captcha(), 'ab12');
    t.onRefreshCaptcha.mockClear();

    t.rerender({ captchaResetKey: 1 });

    await waitFor(() => expect(t.captcha()).toHaveValue(''));
    expect(t.captcha()).toHaveFocus();
    expect(t.onRefreshCaptcha).toHaveBeenCalledTimes(1);
    expect(t.name()).toHaveValue('zhangsan');
  });

  it('shows a placeholder until the captcha image arrives', () => {
    setup({ captchaSrc: null });
    expect(screen.getByTestId('captcha-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('LoginModal opening', () => {
  function Harness({ onRefreshCaptcha }: { onRefreshCaptcha: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <UIProvider>
        <button onClick={() => setOpen(true)}>open</button>
        <LoginModal
          open={open}
          onClose={() => setOpen(false)}
          onSubmit={() => {}}
          onRefreshCaptcha={onRefreshCaptcha}
        />
      </UIProvider>
    );
  }

  it('starts from an empty form and a fresh captcha each time it opens', async () => {
    const user = userEvent.setup();
    const onRefreshCaptcha = vi.fn();
    render(<Harness onRefreshCaptcha={onRefreshCaptcha} />);
    await user.type(screen.getByLabelText(/账号/), 'zhangsan');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText(PASSWORD_RULE)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByLabelText(/账号/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'open' }));

    expect(screen.getByLabelText(/账号/)).toHaveValue('');
    expect(screen.queryByText(PASSWORD_RULE)).toBeNull();
    expect(onRefreshCaptcha).toHaveBeenCalledTimes(2);
  });

  it('offers registration as a router-aware link', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    const onNavigate = vi.fn();
    render(
      <UIProvider onNavigate={onNavigate}>
        <LoginModal
          open
          onClose={() => {}}
          onSubmit={() => {}}
          onRefreshCaptcha={() => {}}
          registerHref="#/register"
          onRegister={onRegister}
        />
      </UIProvider>,
    );
    const link = screen.getByRole('link', { name: '立即注册' });
    expect(link).toHaveAttribute('href', '#/register');
    await user.click(link);
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('#/register');
  });

  it('links to password recovery and lets the caller close the modal', async () => {
    const user = userEvent.setup();
    const onForgotPassword = vi.fn();
    const onNavigate = vi.fn();
    render(
      <UIProvider onNavigate={onNavigate}>
        <LoginModal
          open
          onClose={() => {}}
          onSubmit={() => {}}
          onRefreshCaptcha={() => {}}
          forgotPasswordHref="#/forgot-password"
          onForgotPassword={onForgotPassword}
        />
      </UIProvider>,
    );
    const link = screen.getByRole('link', { name: '忘记密码？' });
    expect(link).toHaveAttribute('href', '#/forgot-password');
    await user.click(link);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    expect(onNavigate).toHaveBeenCalledWith('#/forgot-password');
  });

  it('offers registration as a button with only onRegister', async () => {
    const user = userEvent.setup();
    const onRegister = vi.fn();
    setup({ onRegister });
    await user.click(screen.getByRole('button', { name: '立即注册' }));
    expect(onRegister).toHaveBeenCalledTimes(1);
  });
});
