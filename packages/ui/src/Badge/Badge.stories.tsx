import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BellIcon } from '../icons';
import { IconButton } from '../Button/IconButton';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { count: 5 },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge')).toHaveTextContent('5');
  },
};

export const Overflow: Story = {
  args: { count: 250, max: 99 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge')).toHaveTextContent('99+');
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('badge')).toBeNull();
  },
};

/** The notice bell: the count is part of the button's accessible name. */
export const OnIconButton: Story = {
  render: (args) => <IconButton label="公告" icon={<BellIcon />} badge={args.count} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '公告（5）' })).toBeInTheDocument();
  },
};
