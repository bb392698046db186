import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CAPTCHA_ANSWER, SMS_CODE } from '../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/register', user: null };

const meta = {
  title: 'Register',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A control by its label as people read it (the required mark "*" is hidden from them). */
const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^\\*?${label}$`));

async function registerForm(canvas: { findByRole: typeof screen.findByRole }) {
  const form = await canvas.findByRole('form', { name: '会员注册' });
  // The captcha image has arrived: the form is ready.
  await within(form).findByRole('img', { name: '验证码图片' });
  return form;
}

async function fill(form: HTMLElement, values: { name: string; smsCode?: string }) {
  await userEvent.type(field(form, '账号'), values.name);
  await userEvent.type(field(form, '密码'), 'secret123');
  await userEvent.type(field(form, '确认密码'), 'secret123');
  await userEvent.type(field(form, '手机号'), '13912345678');
  await userEvent.type(field(form, '短信验证码'), values.smsCode ?? SMS_CODE);
}

/**
 * A valid form: registered and signed in at once, taken back where they came from (home here),
 * then to what a new member has: 会员中心 shows the new account, 普通会员 with no balance yet.
 */
export const Valid: Story = {
  play: async ({ canvas, step }) => {
    await step('register', async () => {
      const form = await registerForm(canvas);
      await fill(form, { name: 'newbie_01' });
      await userEvent.click(within(form).getByRole('button', { name: '注册' }));
      await expect((await screen.findAllByText('注册成功，已为您登录')).length).toBeGreaterThan(0);
      await expect(
        await canvas.findByRole('heading', { name: '欢迎回来，newbie_01' }),
      ).toBeInTheDocument();
      await expect(screen.queryByRole('dialog', { name: '会员登录' })).toBeNull();
    });

    await step(
      'signed in: the top bar names the member, 账号信息 opens the new account',
      async () => {
        await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
        await userEvent.click(canvas.getByRole('button', { name: 'newbie_01' }));
        const menu = await canvas.findByRole('dialog', { name: '用户菜单' });
        await userEvent.click(within(menu).getByRole('button', { name: '账号信息' }));
        const account = await canvas.findByRole('region', { name: '账号信息' });
        const facts = within(account);
        await expect(facts.getByText('账号').nextElementSibling).toHaveTextContent('newbie_01');
        await expect(facts.getByText('139****5678')).toBeVisible();
        await expect(facts.getByTestId('account-balance')).toHaveTextContent('¥0.00');
        await expect(facts.getAllByText('普通会员').length).toBeGreaterThan(0);
      },
    );
  },
};

/** Sending an empty form explains every rule at its field and sends nothing. */
export const InvalidInput: Story = {
  play: async ({ canvas }) => {
    const form = await registerForm(canvas);
    await userEvent.click(within(form).getByRole('button', { name: '注册' }));
    const name = field(form, '账号');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/请正确填写账号/);
    await expect(field(form, '手机号')).toHaveAccessibleDescription('请输入正确的11位手机号');
    await expect(name).toHaveFocus();

    // A mismatched confirmation is named once both are filled in.
    await userEvent.type(field(form, '密码'), 'secret123');
    await userEvent.type(field(form, '确认密码'), 'secret124');
    await userEvent.tab();
    await expect(field(form, '确认密码')).toHaveAccessibleDescription(
      '密码和确认密码不一致，请检查',
    );
  },
};

/**
 * No text without the captcha: 获取验证码 with a wrong answer is refused by the server (402) — a
 * new image, the captcha cleared and focused, and nothing else typed is lost.
 */
export const WrongCaptcha: Story = {
  play: async ({ canvas }) => {
    const form = await registerForm(canvas);
    await fill(form, { name: 'newbie_01' });
    const captcha = field(form, '验证码');
    await userEvent.type(captcha, 'zzzz');
    await userEvent.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(captcha).toHaveAccessibleDescription(/验证码错误，请重新输入/));
    await expect(captcha).toHaveValue('');
    await expect(captcha).toHaveFocus();
    await expect(field(form, '账号')).toHaveValue('newbie_01');
    await expect(within(form).getByRole('button', { name: '获取验证码' })).toBeEnabled();
  },
};

/** The server says the account name is taken (409): said at the name, which gets focus. */
export const NameTaken: Story = {
  play: async ({ canvas }) => {
    const form = await registerForm(canvas);
    await fill(form, { name: 'taken' });
    await userEvent.click(within(form).getByRole('button', { name: '注册' }));
    const name = field(form, '账号');
    await waitFor(() => expect(name).toHaveAccessibleDescription(/账号已被注册/));
    await expect(name).toHaveFocus();
  },
};

/** A wrong SMS code: the server's words at the code field. */
export const WrongSmsCode: Story = {
  play: async ({ canvas }) => {
    const form = await registerForm(canvas);
    await fill(form, { name: 'newbie_01', smsCode: '000000' });
    await userEvent.click(within(form).getByRole('button', { name: '注册' }));
    await waitFor(() =>
      expect(field(form, '短信验证码')).toHaveAccessibleDescription(/短信验证码错误或已过期/),
    );
  },
};

/**
 * 获取验证码 checks the number, then the captcha (asked before any text is sent), then counts down
 * before another code may be asked for; the spent captcha is cleared for a new image.
 */
export const SmsCode: Story = {
  play: async ({ canvas }) => {
    const form = await registerForm(canvas);
    const getCode = () => within(form).getByRole('button', { name: '获取验证码' });
    await userEvent.click(getCode());
    await expect(field(form, '手机号')).toHaveAccessibleDescription('请输入11位中国大陆手机号');
    await userEvent.type(field(form, '手机号'), '13912345678');
    await userEvent.click(getCode());
    const captcha = field(form, '验证码');
    await expect(captcha).toHaveAccessibleDescription(/验证码必须是4个字符/);
    await expect(captcha).toHaveFocus();
    await userEvent.type(captcha, CAPTCHA_ANSWER);
    await userEvent.click(getCode());
    await expect(await within(form).findByRole('button', { name: /秒后可重发/ })).toBeDisabled();
    await expect(captcha).toHaveValue('');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'Member registration' });
    await userEvent.click(within(form).getByRole('button', { name: 'Register' }));
    await expect(field(form, 'Account')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(form, 'Account')).toHaveFocus();
  },
};
