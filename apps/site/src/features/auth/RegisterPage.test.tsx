import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from './RegisterPage';
import { fail, memberInfo, ok, renderPage } from '../member/testing';

/** A control by its label as people read it (the required mark "*" is hidden from them). */
const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(new RegExp(`^\\*?${label}$`));

function setup(register: ReturnType<typeof vi.fn>) {
  let image = 0;
  const api = {
    getCaptcha: vi.fn(async () => ok(`data:image/svg+xml;base64,${++image}`)),
    register,
    // The transport the material calls (获取验证码) go through.
    raw: { POST: vi.fn(async () => undefined) },
    single: vi.fn(async () => ok(null)),
  };
  const view = renderPage(<RegisterPage />, { api, user: null });
  const form = () => {
    const main = screen.getByRole('form', { name: '会员注册' });
    return {
      name: field(main, '账号'),
      usersName: field(main, '昵称'),
      password: field(main, '密码'),
      confirm: field(main, '确认密码'),
      phone: field(main, '手机号'),
      smsCode: field(main, '短信验证码'),
      captcha: field(main, '验证码'),
      submit: within(main).getByRole('button', { name: '注册' }),
    };
  };
  return { ...view, api, form };
}

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  f: ReturnType<ReturnType<typeof setup>['form']>,
) {
  await user.type(f.name, 'newbie_01');
  await user.type(f.password, 'secret123');
  await user.type(f.confirm, 'secret123');
  await user.type(f.phone, '13912345678');
  await user.type(f.smsCode, '654321');
}

describe('registration', { timeout: 30_000 }, () => {
  it('explains every rule inline and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn();
    const { form } = setup(register);
    const f = form();
    await user.click(f.submit);

    expect(f.name).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).toHaveAccessibleDescription(/请正确填写账号，最少3个字符，最多32个字符/);
    expect(f.password).toHaveAccessibleDescription(/请正确填写密码，不能少于6个字符/);
    expect(f.phone).toHaveAccessibleDescription('请输入正确的11位手机号');
    expect(f.smsCode).toHaveAccessibleDescription('请输入6位数字验证码');
    expect(f.usersName).not.toHaveAttribute('aria-invalid');
    expect(f.name).toHaveFocus();

    await user.type(f.name, 'newbie_01');
    await user.type(f.password, 'secret123');
    await user.type(f.confirm, 'secret124');
    await user.type(f.phone, '12345678901');
    await user.click(f.submit);
    expect(f.confirm).toHaveAccessibleDescription('密码和确认密码不一致，请检查');
    expect(f.phone).toHaveAttribute('aria-invalid', 'true');
    expect(f.name).not.toHaveAttribute('aria-invalid');
    expect(register).not.toHaveBeenCalled();
  });

  it('asks the captcha before any text is sent; a wrong one (402) is cleared with a new image', async () => {
    const user = userEvent.setup({ delay: null });
    const { form, api } = setup(vi.fn());
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '验证码图片' })).toBeInTheDocument(),
    );
    const f = form();
    const getCode = screen.getByRole('button', { name: '获取验证码' });
    await user.type(f.phone, '13912345678');

    // No answer: nothing goes to the server, the captcha says why and takes the focus.
    await user.click(getCode);
    expect(api.raw.POST).not.toHaveBeenCalled();
    expect(f.captcha).toHaveAccessibleDescription(/验证码必须是4个字符/);
    expect(f.captcha).toHaveFocus();

    // A wrong answer: the server refuses (402); the answer is spent, so a new image comes.
    api.single.mockResolvedValueOnce(fail(402, '验证码错误，请重新输入'));
    await user.type(f.captcha, 'ab12');
    await user.click(getCode);
    expect(api.raw.POST).toHaveBeenLastCalledWith('/api/register/code', {
      body: { phone: '13912345678', captchaCode: 'ab12' },
    });
    await waitFor(() => expect(f.captcha).toHaveValue(''));
    expect(f.captcha).toHaveAccessibleDescription(/验证码错误，请重新输入/);
    expect(f.captcha).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: '验证码图片' })).toHaveAttribute(
        'src',
        'data:image/svg+xml;base64,2',
      ),
    );

    // The right one: sent, the countdown starts, and the spent answer makes way for a new image.
    await user.type(f.captcha, 'cd34');
    await user.click(getCode);
    expect(api.raw.POST).toHaveBeenLastCalledWith('/api/register/code', {
      body: { phone: '13912345678', captchaCode: 'cd34' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /秒后可重发/ })).toBeDisabled());
    expect(f.captcha).toHaveValue('');
    expect(api.getCaptcha).toHaveBeenCalledTimes(3);
    expect(f.phone).toHaveValue('13912345678');
  });

  it('sends no captcha with the form: it was spent on the phone code', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => fail(400, '短信验证码错误或已过期，请重新获取'));
    const { form } = setup(register);
    const f = form();
    await fillValid(user, f);
    await user.click(f.submit);
    expect(register).toHaveBeenCalledWith({
      name: 'newbie_01',
      password: 'secret123',
      confirmPassword: 'secret123',
      phone: '13912345678',
      smsCode: '654321',
    });
  });

  it('shows a taken name (409) on the name field', async () => {
    const user = userEvent.setup({ delay: null });
    const { form } = setup(vi.fn(async () => fail(409, '该账号已被注册')));
    const f = form();
    await fillValid(user, f);
    await user.click(f.submit);
    await waitFor(() => expect(f.name).toHaveAccessibleDescription('该账号已被注册'));
    expect(f.name).toHaveFocus();
    expect(f.name).toHaveValue('newbie_01');
  });

  it('shows a taken phone (409) and a wrong phone code on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi
      .fn()
      .mockResolvedValueOnce(fail(409, '该手机号已注册，请直接登录，或用“忘记密码”找回账号'))
      .mockResolvedValueOnce(fail(400, '短信验证码错误或已过期，请重新获取'));
    const { form } = setup(register);
    const f = form();
    await fillValid(user, f);
    await user.click(f.submit);
    await waitFor(() => expect(f.phone).toHaveAccessibleDescription(/该手机号已注册/));
    expect(f.phone).toHaveFocus();
    expect(f.name).not.toHaveAttribute('aria-invalid');
    await user.click(f.submit);
    await waitFor(() => expect(f.smsCode).toHaveAccessibleDescription(/短信验证码错误/));
    expect(f.smsCode).toHaveFocus();
  });

  it("keeps the server's word on a field until it is edited: leaving the field does not clear it", async () => {
    const user = userEvent.setup({ delay: null });
    const register = vi.fn(async () => fail(400, '短信验证码错误或已过期，请重新获取'));
    const view = setup(register);
    const f = view.form();
    await fillValid(user, f);
    await user.click(f.submit);
    await waitFor(() => expect(f.smsCode).toHaveAccessibleDescription(/短信验证码错误/));
    expect(f.smsCode).toHaveFocus();

    // Other fields' edits leave it; so does asking for a new code with the button (a tap on a
    // phone): the message, and with it the place of the button, stays.
    const { api } = view;
    await user.type(f.captcha, 'cd34');
    expect(f.smsCode).toHaveAccessibleDescription(/短信验证码错误/);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(api.raw.POST).toHaveBeenCalledWith('/api/register/code', {
      body: { phone: '13912345678', captchaCode: 'cd34' },
    });
    expect(f.smsCode).not.toHaveFocus();
    expect(f.smsCode).toHaveAttribute('aria-invalid', 'true');
    expect(f.smsCode).toHaveAccessibleDescription(/短信验证码错误/);

    // A new code takes it away, and the rules judge as it is typed.
    await user.clear(f.smsCode);
    expect(f.smsCode).toHaveAccessibleDescription('请输入6位数字验证码');
    await user.type(f.smsCode, '123456');
    expect(f.smsCode).not.toHaveAttribute('aria-invalid');
  });

  it('on success the member is signed in and goes back where they came from', async () => {
    const user = userEvent.setup({ delay: null });
    const { form, flows, session, api } = setup(
      vi.fn(async () => ok({ id: 9, name: 'newbie_01', status: 'active' })),
    );
    Object.assign(api, {
      getSession: vi.fn(async () => ok(memberInfo({ name: 'newbie_01', usersName: '小明' }))),
    });
    const f = form();
    await user.type(f.usersName, '  小明 ');
    await fillValid(user, f);
    await user.click(f.submit);
    await waitFor(() => expect(flows.returnPath).toHaveBeenCalled());
    expect(session.getUserInfo().usersInfo.name).toBe('newbie_01');
    expect(session.isMember()).toBe(true);
    expect(flows.openLogin).not.toHaveBeenCalled();
    expect(
      within(screen.getByRole('status', { name: '通知' })).getByText('注册成功，已为您登录'),
    ).toBeInTheDocument();
  });
});
