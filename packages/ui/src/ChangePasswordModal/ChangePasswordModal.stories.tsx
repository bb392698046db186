import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { heldSubmit } from '../test/held-submit';
import { ChangePasswordModal } from './ChangePasswordModal';
import type { ChangePasswordModalProps } from './ChangePasswordModal';

function Demo({ open: initiallyOpen = true, ...rest }: Partial<ChangePasswordModalProps>) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>修改密码</Button>
      <ChangePasswordModal
        onSubmit={fn()}
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          rest.onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/ChangePasswordModal',
  component: ChangePasswordModal,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onClose: fn(),
    onSubmit: fn(),
    // What the site passes: fieldRules.PasswordUpdateRequest of @dongman/api-client/contract.
    limits: { newPassword: { minLength: 6, maxLength: 128 } },
  },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof ChangePasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const fields = (dialog: HTMLElement) => {
  const d = within(dialog);
  return {
    current: d.getByLabelText(/当前密码/),
    next: d.getByLabelText(/^\*?新密码$/),
    confirm: d.getByLabelText(/确认密码/),
  };
};

/** Empty form; focus starts in the current password. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    await expect(fields(dialog).current).toHaveFocus();
  },
};

/** Confirm with empty fields: each shows the password rule; focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    const f = fields(dialog);
    for (const input of [f.current, f.next, f.confirm]) {
      await expect(input).toHaveAccessibleDescription('请正确填写密码，不能少于6个字符');
    }
    await expect(f.current).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** New and confirm differ: the message sits on the confirm field. */
export const Mismatch: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    const f = fields(dialog);
    await userEvent.type(f.current, 'old-secret');
    await userEvent.type(f.next, 'new-secret');
    await userEvent.type(f.confirm, 'new-secret2{Enter}');
    await expect(f.confirm).toHaveAccessibleDescription('密码和确认密码不一致，请检查');
    await expect(f.confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const passwordSubmit = heldSubmit();

/** Enter submits the three values; a returned promise keeps the confirm button busy. */
export const Submits: Story = {
  args: { onSubmit: passwordSubmit.onSubmit },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    const f = fields(dialog);
    await userEvent.type(f.current, 'old-secret');
    await userEvent.type(f.next, 'new-secret');
    await userEvent.type(f.confirm, 'new-secret{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      oldPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    const confirm = within(dialog).getByRole('button', { name: '确认' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    passwordSubmit.release();
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
  },
};

/** Loading prop. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    await expect(within(dialog).getByRole('button', { name: '确认' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Cancel closes and focus returns to the opener. */
export const Cancel: Story = {
  args: { open: false },
  play: async ({ canvas, args }) => {
    const opener = canvas.getByRole('button', { name: '修改密码' });
    await userEvent.click(opener);
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(opener).toHaveFocus();
  },
};

/** 375 px phone. */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '修改密码' });
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(375);
  },
};
