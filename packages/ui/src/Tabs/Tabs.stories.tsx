import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs';

function Demo() {
  const [selected, setSelected] = useState('profile');
  return (
    <Tabs
      label="会员详情"
      selected={selected}
      onSelect={setSelected}
      items={[
        { key: 'profile', label: '资料', content: '账号 demo，普通会员' },
        { key: 'orders', label: '订单', content: '最近的充值订单' },
        { key: 'logs', label: '日志', content: '最近的登录日志' },
      ]}
    />
  );
}

const meta = {
  title: 'Console/Tabs',
  component: Demo,
  tags: ['autodocs'],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardSelects: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '资料' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '订单' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '订单' })).toHaveTextContent(
      '最近的充值订单',
    );
  },
};
