import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Primitives/Pager',
  component: Pager,
  tags: ['autodocs'],
  args: { page: 1, size: 10, total: 45, onPage: () => undefined },
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return <Pager {...args} page={page} onPage={setPage} />;
  },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(canvas.getByText('第 2 / 5 页')).toBeVisible();
  },
};

export const OnePage: Story = {
  args: { total: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
