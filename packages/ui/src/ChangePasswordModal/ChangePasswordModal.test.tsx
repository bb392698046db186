import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { ChangePasswordModal } from './ChangePasswordModal';
import type { ChangePasswordModalProps } from './ChangePasswordModal';

const PASSWORD_RULE = '请正确填写密码，不能少于6个字符';
const MISMATCH = '密码和确认密码不一致，请检查';

// The contract's PasswordUpdateRequest limits, as the site passes them.
const LIMITS = { newPassword: { minLength: 6, maxLength: 128 } };

function setup(props: Partial<ChangePasswordModalProps> = {}) {
  const all: ChangePasswordModalProps = {
    open: true,
    onClose: vi.fn(),
    onSubmit: vi.fn(),
    limits: LIMITS,
    ...props,
  };
  render(
    <UIProvider>
      <ChangePasswordModal {...all} />
    </UIProvider>,
  );
  return {
    ...all,
    user: userEvent.setup(),
    current: () => screen.getByLabelText(/当前密码/),
    next: () => screen.getByLabelText(/^\*?新密码$/),
    confirm: () => screen.getByLabelText(/确认密码/),
    confirmButton: () => screen.getByRole('button', { name: '确认' }),
  };
}

describe('ChangePasswordModal', () => {
  it('requires every field to have at least 6 characters and focuses the first', async () => {
    const t = setup();
    await t.user.click(t.confirmButton());
    for (const input of [t.current(), t.next(), t.confirm()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(PASSWORD_RULE);
    }
    expect(t.current()).toHaveFocus();
    expect(t.onSubmit).not.toHaveBeenCalled();
  });

  it('reports a mismatch on the confirm field and clears it once the passwords match', async () => {
    const t = setup();
    await t.user.type(t.current(), 'old-secret');
    await t.user.type(t.next(), 'new-secret');
    await t.user.type(t.confirm(), 'new-secreT');
    await t.user.click(t.confirmButton());

    expect(t.confirm()).toHaveAccessibleDescription(MISMATCH);
    expect(t.next()).not.toHaveAttribute('aria-invalid');
    expect(t.confirm()).toHaveFocus();

    // Fixing the new password instead of the confirmation also clears the message.
    await t.user.clear(t.next());
    await t.user.type(t.next(), 'new-secreT');
    expect(t.confirm()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(MISMATCH)).toBeNull();
  });

  it('submits the three passwords with Enter and is busy while the promise is pending', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const t = setup({ onSubmit });
    await t.user.type(t.current(), 'old-secret');
    await t.user.type(t.next(), 'new-secret');
    await t.user.type(t.confirm(), 'new-secret{Enter}');

    expect(onSubmit).toHaveBeenCalledWith({
      oldPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    expect(t.confirmButton()).toHaveAttribute('aria-busy', 'true');
    await t.user.click(t.confirmButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    await waitFor(() => expect(t.confirmButton()).not.toHaveAttribute('aria-busy'));
  });

  it('cancel closes without submitting', async () => {
    const t = setup();
    await t.user.type(t.current(), 'old-secret');
    await t.user.click(screen.getByRole('button', { name: '取消' }));
    expect(t.onClose).toHaveBeenCalledTimes(1);
    expect(t.onSubmit).not.toHaveBeenCalled();
  });
});
