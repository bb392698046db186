import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStateDialog } from '.';
import { accountStateFromMessage } from './accountState';

const meta = {
  title: 'Feedback/AccountStateDialog',
  component: AccountStateDialog,
  tags: ['autodocs'],
  args: { open: true, kind: 'locked', message: '登录失败：账号已锁定', onClose: fn() },
  parameters: {
    layout: 'fullscreen',
    // Opened by the login form, not by a button of its own: on the docs page each story shows
    // the dialog open in its own frame (inline, an open modal would cover the page).
    docs: { story: { inline: false, height: '420px' } },
  },
} satisfies Meta<typeof AccountStateDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Locked: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(accountStateFromMessage(args.message)).toBe('locked');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '账号已锁定',
    });
    const d = within(dialog);
    await expect(d.getByText('登录失败：账号已锁定')).toBeVisible();
    await expect(d.getByText('您的账号未通过审核。')).toBeVisible();
    // Contact ids come from the UIProvider (see .storybook/preview.tsx).
    await expect(d.getByText('学员请添加老师助教微信：dongman-laoshi')).toBeVisible();
    await expect(d.getByText('素材问题请添加助理微信：dongman-zhuli')).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: '确定' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: {
    kind: 'pending',
    message: '账号审核中，请耐心等待',
    contacts: { studentsWechat: 'laoshi-2025' },
  },
  play: async ({ args, canvasElement }) => {
    await expect(accountStateFromMessage(args.message)).toBe('pending');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: '账号审核中',
    });
    const d = within(dialog);
    await expect(d.getByText('审核将在10-24小时内完成，如未通过审核请联系：')).toBeVisible();
    // A prop overrides the provider's id for that line only.
    await expect(d.getByText('学员请添加老师助教微信：laoshi-2025')).toBeVisible();
    await expect(d.getByText('素材问题请添加助理微信：dongman-zhuli')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
