import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CAPTCHA_ANSWER, SMS_CODE } from '../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/forgot-password', user: null };

const meta = {
  title: 'Forgot password',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(main: HTMLElement, code: string) {
  await userEvent.type(within(main).getByLabelText('手机号'), '13800000001');
  await userEvent.type(within(main).getByLabelText('短信验证码'), code);
  await userEvent.type(within(main).getByLabelText('新密码'), 'new-secret');
  await userEvent.type(within(main).getByLabelText('确认新密码'), 'new-secret');
  await userEvent.click(within(main).getByRole('button', { name: '重置密码' }));
}

/** A code to the phone and a new password: then home, with the login filled in. */
export const Reset: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '找回密码' });
    await fill(canvas.getByRole('main'), SMS_CODE);
    const login = await screen.findByRole('dialog', { name: '会员登录' });
    await expect(within(login).getByRole('textbox', { name: /账号/ })).toHaveValue('demo');
    await expect(
      (await screen.findAllByText('密码已重置，请使用新密码登录')).length,
    ).toBeGreaterThan(0);
  },
};

/**
 * The code is asked for with the image captcha (none goes out without it); the answer is the same
 * whether or not the number has an account.
 */
export const SendCode: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '找回密码' });
    const main = canvas.getByRole('main');
    await within(main).findByRole('img', { name: '验证码图片' });
    await userEvent.type(within(main).getByLabelText('手机号'), '13800000001');
    await userEvent.click(within(main).getByRole('button', { name: '获取验证码' }));
    const captcha = within(main).getByLabelText(/^\*?验证码$/);
    await expect(captcha).toHaveAccessibleDescription(/验证码必须是4个字符/);
    await userEvent.type(captcha, CAPTCHA_ANSWER);
    await userEvent.click(within(main).getByRole('button', { name: '获取验证码' }));
    await expect(await within(main).findByRole('button', { name: /秒后可重发/ })).toBeDisabled();
  },
};

/** Nothing filled in: each field says what it needs, the phone number first. */
export const InvalidInput: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '找回密码' });
    const main = canvas.getByRole('main');
    await userEvent.click(within(main).getByRole('button', { name: '重置密码' }));
    const phone = within(main).getByLabelText('手机号');
    await expect(phone).toHaveAccessibleDescription('请输入11位中国大陆手机号');
    await expect(within(main).getByLabelText('短信验证码')).toHaveAccessibleDescription(
      '请输入6位数字验证码',
    );
    await expect(phone).toHaveFocus();
  },
};

/** A wrong code: the server's reason as an error toast; the form keeps what was typed. */
export const WrongCode: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '找回密码' });
    const main = canvas.getByRole('main');
    await fill(main, '000000');
    await expect((await screen.findAllByText('短信验证码错误或已过期')).length).toBeGreaterThan(0);
    await waitFor(() => expect(within(main).getByLabelText('手机号')).toHaveValue('13800000001'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset password' }),
    ).toBeInTheDocument();
  },
};
