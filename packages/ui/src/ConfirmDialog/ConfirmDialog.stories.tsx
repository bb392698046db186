import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { useMessages } from '../UIProvider';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: { open: true, text: '确定要退出登录吗？', onConfirm: fn(), onCancel: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

function LogoutDemo({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <Button onClick={() => setOpen(true)}>{m.logout}</Button>
      <ConfirmDialog
        open={open}
        text={m.logoutConfirm}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          onCancel();
        }}
      />
    </div>
  );
}

/** Logout asks first: cancel and Escape keep the session, confirm goes ahead. */
export const LogoutConfirmation: Story = {
  render: (args) => <LogoutDemo onConfirm={args.onConfirm} onCancel={args.onCancel!} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: '退出登录' });

    await step('cancel', async () => {
      await userEvent.click(opener);
      const dialog = await body.findByRole('alertdialog', { name: '提示：' });
      await expect(dialog).toHaveAccessibleDescription('确定要退出登录吗？');
      await expect(within(dialog).getByRole('button', { name: '确认' })).toHaveFocus();
      await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
      await expect(args.onCancel).toHaveBeenCalledTimes(1);
      await expect(args.onConfirm).not.toHaveBeenCalled();
      await expect(opener).toHaveFocus();
    });

    await step('Escape cancels', async () => {
      await userEvent.click(opener);
      await body.findByRole('alertdialog', { name: '提示：' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(2));
    });

    await step('confirm', async () => {
      await userEvent.click(opener);
      const dialog = await body.findByRole('alertdialog', { name: '提示：' });
      await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
      await expect(args.onConfirm).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    });
  },
};

/** The 401 prompt: only a confirm button; Escape does not dismiss it. */
export const LoginExpired: Story = {
  args: { text: '未登录或登录已过期，请先登录', onCancel: undefined },
  // On the docs page: open in its own frame (inline it would start closed, with no opener).
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: '提示：' });
    await expect(within(dialog).queryByRole('button', { name: '取消' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
