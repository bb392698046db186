import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Console/StatCard',
  tags: ['autodocs'],
  component: StatCard,
  args: { label: '会员总数', value: '1,024', hint: '今日新增 12' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '会员总数' })).toHaveTextContent('1,024');
  },
};
