import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { lines: 4 },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  play: async ({ canvasElement }) => {
    // Announced once as loading, not once per bar.
    const status = within(canvasElement).getByRole('status', { name: '加载中…' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};
