import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { RESET_LINK_TOKEN } from '../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: `/reset-password/${RESET_LINK_TOKEN}`, user: null };

const meta = {
  title: 'Reset link (sent by staff)',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function fill(main: HTMLElement, password: string, confirm = password) {
  await userEvent.type(within(main).getByLabelText('新密码'), password);
  await userEvent.type(within(main).getByLabelText('确认新密码'), confirm);
  await userEvent.click(within(main).getByRole('button', { name: '重置密码' }));
}

/** The texted link: a new password, then home with the login filled in. */
export const Reset: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '设置新密码' });
    await fill(canvas.getByRole('main'), 'new-secret');
    const login = await screen.findByRole('dialog', { name: '会员登录' });
    await expect(within(login).getByRole('textbox', { name: /账号/ })).toHaveValue('demo');
  },
};

/** The confirmation differs: said at the field, which gets the focus; nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '设置新密码' });
    const main = canvas.getByRole('main');
    await fill(main, 'new-secret', 'other-secret');
    const confirm = within(main).getByLabelText('确认新密码');
    await expect(confirm).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(confirm).toHaveFocus();
  },
};

/** A used or expired link: the server's reason as a toast, and the way to the SMS-code reset. */
export const UsedLink: Story = {
  parameters: { site: { ...site, at: `/reset-password/${'x'.repeat(32)}` } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '设置新密码' });
    await fill(canvas.getByRole('main'), 'new-secret');
    await expect(
      (await screen.findAllByText(/重置链接无效、已使用或已过期/)).length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: /用手机验证码找回密码/ })).toHaveAttribute(
      'href',
      '#/forgot-password',
    );
  },
};

/** A link cut short in the SMS app: no form, a clear word and the other way to reset. */
export const BrokenLink: Story = {
  parameters: { site: { ...site, at: '/reset-password/abc' } },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main');
    await expect(await within(main).findByText(/链接不完整或已损坏/)).toBeVisible();
    await expect(canvas.queryByLabelText('新密码')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeInTheDocument();
  },
};
