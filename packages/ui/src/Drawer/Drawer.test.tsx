import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider';
import { Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <UIProvider>
      <button onClick={() => setOpen(true)}>编辑公告</button>
      <Drawer open={open} title="编辑公告" onClose={() => setOpen(false)}>
        <input aria-label="标题" />
      </Drawer>
    </UIProvider>
  );
}

describe('Drawer', () => {
  it('opens as a labelled dialog, focuses the first field and gives focus back on Escape', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: '编辑公告' });
    opener.focus();
    fireEvent.click(opener);
    expect(screen.getByRole('dialog', { name: '编辑公告' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: '标题' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
