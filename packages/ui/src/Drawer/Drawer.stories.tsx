import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from './Drawer';

function Demo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>新建公告</Button>
      <Drawer
        open={open}
        title="新建公告"
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>取消</Button>}
      >
        <label>
          标题 <input />
        </label>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Console/Drawer',
  component: Demo,
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAtTheRightEdge: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '新建公告' });
    await userEvent.click(opener);
    const body = within(document.body);
    const dialog = body.getByRole('dialog', { name: '新建公告' });
    await expect(body.getByRole('textbox', { name: '标题' })).toHaveFocus();
    const box = dialog.getBoundingClientRect();
    // Against the right edge of the viewport (its scrollbar excluded).
    await expect(Math.round(box.right)).toBe(document.documentElement.clientWidth);
    await userEvent.keyboard('{Escape}');
    await expect(opener).toHaveFocus();
  },
};
