import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { LoginModal } from './LoginModal';
import type { SmsLoginHandlers } from './SmsLoginForm';

function setup(sent = true) {
  const sms = {
    onRequestCode: vi.fn<SmsLoginHandlers['onRequestCode']>(async () => sent),
    onSubmit: vi.fn<SmsLoginHandlers['onSubmit']>(),
  };
  const onRefreshCaptcha = vi.fn();
  render(
    <UIProvider>
      <LoginModal
        open
        onClose={vi.fn()}
        onSubmit={vi.fn()}
        onRefreshCaptcha={onRefreshCaptcha}
        captchaSrc="data:image/png;base64,iVBORw0KGgo="
        sms={sms}
      />
    </UIProvider>,
  );
  return { user: userEvent.setup(), sms, onRefreshCaptcha };
}

describe('LoginModal 短信登录 tab', () => {
  it('offers the password tab first and the SMS tab beside it, switching with a new captcha', async () => {
    const t = setup();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['密码登录', '短信登录']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText(/^\*?账号$/)).toHaveAttribute('placeholder', '用户名或手机号');
    const before = t.onRefreshCaptcha.mock.calls.length;
    await t.user.click(tabs[1]!);
    expect(screen.getByRole('tab', { name: '短信登录' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText(/^\*?手机号$/)).toBeInTheDocument();
    expect(t.onRefreshCaptcha.mock.calls.length).toBe(before + 1);
  });

  it('asks for the phone and the image captcha before sending a code', async () => {
    const t = setup();
    await t.user.click(screen.getByRole('tab', { name: '短信登录' }));
    // The SMS form loads on first use: wait for it (a test run before this one may have loaded it).
    await t.user.click(await screen.findByRole('button', { name: '获取验证码' }));
    expect(t.sms.onRequestCode).not.toHaveBeenCalled();
    const phone = await screen.findByLabelText(/^\*?手机号$/);
    expect(phone).toHaveAccessibleDescription(/请输入正确的11位手机号/);
    expect(phone).toHaveFocus();
    await t.user.type(phone, '138 0013 8000');
    await t.user.click(screen.getByRole('button', { name: '获取验证码' }));
    const captcha = screen.getByRole('textbox', { name: /^\*?验证码$/ });
    expect(captcha).toHaveAccessibleDescription(/验证码必须是4个字符/);
    expect(t.sms.onRequestCode).not.toHaveBeenCalled();
  });

  it('sends phone and captcha, renews the captcha, counts down and signs in with the code', async () => {
    const t = setup();
    await t.user.click(screen.getByRole('tab', { name: '短信登录' }));
    await t.user.type(await screen.findByLabelText(/^\*?手机号$/), '13800138000');
    const captcha = screen.getByRole('textbox', { name: /^\*?验证码$/ });
    await t.user.type(captcha, 'ab12');
    const refreshes = t.onRefreshCaptcha.mock.calls.length;
    await t.user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(t.sms.onRequestCode).toHaveBeenCalledWith({ phone: '13800138000', captchaCode: 'ab12' });
    await waitFor(() => expect(screen.getByRole('button', { name: /秒后可重发/ })).toBeDisabled());
    // The answer spent the captcha: a new image, an empty field; the code field has focus.
    expect(t.onRefreshCaptcha.mock.calls.length).toBe(refreshes + 1);
    expect(captcha).toHaveValue('');
    const code = screen.getByLabelText(/^\*?短信验证码$/);
    expect(code).toHaveFocus();

    await t.user.click(screen.getByRole('button', { name: '登录' }));
    expect(code).toHaveAccessibleDescription(/请输入6位数字验证码/);
    expect(t.sms.onSubmit).not.toHaveBeenCalled();
    await t.user.type(code, '123456');
    await t.user.click(screen.getByRole('button', { name: '登录' }));
    expect(t.sms.onSubmit).toHaveBeenCalledWith({ phone: '13800138000', smsCode: '123456' });
  });

  it('keeps the button ready when the request was refused', async () => {
    const t = setup(false);
    await t.user.click(screen.getByRole('tab', { name: '短信登录' }));
    await t.user.type(await screen.findByLabelText(/^\*?手机号$/), '13800138000');
    await t.user.type(screen.getByRole('textbox', { name: /^\*?验证码$/ }), 'zzzz');
    await t.user.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(t.sms.onRequestCode).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
