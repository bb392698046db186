import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { Modal } from './Modal';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <UIProvider>
      <button onClick={() => setOpen(true)}>打开</button>
      <Modal
        open={open}
        title="会员登录"
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        <input aria-label="账号" />
      </Modal>
    </UIProvider>
  );
}

describe('Modal', () => {
  it('is labelled by its title, focuses the first field and returns focus on Escape', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '会员登录' });
    expect(screen.getByLabelText('账号')).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByLabelText('账号')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes from the × button', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when opened again before the close event of its last closing arrives', () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    // Opened again at once (a quick click, or input handled first on a busy page)…
    fireEvent.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '会员登录' });
    // …then the browser's close event of the first closing, queued when it closed.
    fireEvent(dialog, new Event('close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: '会员登录' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: '账号' })).toBeVisible();
  });

  it('stays open when a dialog inside it (a confirmation in a drawer) closes', () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <UIProvider>
        <Modal open title="订单详情" onClose={outerClose}>
          <Modal open title="确认退款" onClose={innerClose}>
            <p>退款 ¥10.00</p>
          </Modal>
        </Modal>
      </UIProvider>,
    );
    const inner = screen.getByRole('dialog', { name: '确认退款' });
    // As the browser closes a dialog itself: no longer open, then the event.
    inner.removeAttribute('open');
    fireEvent(inner, new Event('close'));
    fireEvent(inner, new Event('cancel', { cancelable: true }));
    expect(innerClose).toHaveBeenCalledTimes(2);
    expect(outerClose).not.toHaveBeenCalled();
  });
});
