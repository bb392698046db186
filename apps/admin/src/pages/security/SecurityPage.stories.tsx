import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { staffSession } from '../../testing/demoData';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory } from '../../testing/screenStories';

export default {
  title: 'Account security',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/security', role: 'editor' }),
} satisfies Meta;

/** Every staff member: the second factor and their own password (the current one required). */
export const Overview: ConsoleStory = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '两步验证' })).toBeVisible();
    await expect(canvas.getByText('未启用两步验证')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '获取密钥' }));
    await expect(await canvas.findByText('密钥：JBSWY3DPEHPK3PXP')).toBeVisible();
    await expect(canvas.getByLabelText(/验证器显示的 6 位数字/)).toBeVisible();
  },
};

/** Changing the own password: a wrong current password is refused with the server's words. */
export const OwnPassword: ConsoleStory = {
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('region', { name: '修改密码' }));
    await userEvent.type(form.getByLabelText(/当前密码/), 'not-my-password');
    await userEvent.type(form.getByLabelText(/新密码（至少 8 位）/), 'new-secret-42');
    await userEvent.type(form.getByLabelText(/再次输入新密码/), 'new-secret-42');
    await userEvent.click(form.getByRole('button', { name: '修改密码' }));
    await expect((await screen.findAllByText('当前密码不正确')).length).toBeGreaterThan(0);
  },
};

/** A role that must use a second factor and has none yet: only this page, and it says why. */
export const MustSetUp: ConsoleStory = {
  parameters: {
    console: {
      at: '/',
      role: null,
      seed: { staff: staffSession('finance', { totpEnabled: false, mustSetUpTotp: true }) },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('您的角色必须先启用两步验证')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: '修改密码' })).toBeNull();
  },
};
