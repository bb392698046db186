import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Input } from '../Input';
import { useMessages } from '../UIProvider';
import { Modal } from './Modal';

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  tags: ['autodocs'],
  args: { open: true, title: '会员登录', onClose: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ onClose }: { onClose?: () => void }) {
  const m = useMessages();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <div style={{ padding: 24 }}>
      <Button variant="primary" onClick={() => setOpen(true)}>
        {m.memberLogin}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={m.loginTitle}
        footer={
          <>
            <Button onClick={close}>{m.cancel}</Button>
            <Button variant="primary" onClick={close}>
              {m.login}
            </Button>
          </>
        }
      >
        <Input label={m.account} />
      </Modal>
    </div>
  );
}

/** Opens from a button; Escape and the close button close it and focus returns to the opener. */
export const OpenAndClose: Story = {
  render: (args) => <Demo onClose={args.onClose} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: '会员登录' });

    await step('open moves focus into the dialog', async () => {
      await userEvent.click(opener);
      const dialog = await body.findByRole('dialog', { name: '会员登录' });
      await expect(dialog).toHaveAttribute('open');
      await expect(within(dialog).getByLabelText('账号')).toHaveFocus();
    });

    await step('Escape closes and focus returns to the opener', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(opener).toHaveFocus();
    });

    await step('the × button closes too', async () => {
      await userEvent.click(opener);
      const dialog = await body.findByRole('dialog', { name: '会员登录' });
      await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(opener).toHaveFocus();
    });
  },
};

/** Static open state (used for the visual baseline). */
export const Open: Story = {
  render: (args) => {
    return (
      <Modal {...args} footer={<Button variant="primary">确认</Button>}>
        <p style={{ margin: 0 }}>未登录或登录已过期，请先登录</p>
      </Modal>
    );
  },
  args: { title: '提示：' },
  // On the docs page: open in its own frame (inline it would start closed, with no opener).
  parameters: { docs: { story: { inline: false, height: '320px' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: '提示：' })).toBeVisible();
  },
};
