import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BellIcon, SearchIcon } from '../icons';
import { useMessages } from '../UIProvider';
import { Button } from './Button';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: '登录', onClick: fn() },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'danger', 'link'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '取消' } };

export const Loading: Story = {
  args: { variant: 'primary', loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: '登录' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByTestId('button-spinner')).toBeInTheDocument();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // Keeps focus while busy (aria-disabled, not disabled).
    await expect(button).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeDisabled();
  },
};

function AllStates() {
  const m = useMessages();
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="primary">{m.login}</Button>
        <Button variant="secondary">{m.register}</Button>
        <Button variant="ghost">{m.cancel}</Button>
        <Button variant="danger">{m.logout}</Button>
        <Button variant="link">{m.backToList}</Button>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="primary" size="sm">
          {m.confirm}
        </Button>
        <Button variant="primary" size="lg" icon={<SearchIcon />}>
          {m.searchResults}
        </Button>
        <Button variant="primary" loading>
          {m.login}
        </Button>
        <Button variant="primary" disabled>
          {m.login}
        </Button>
      </div>
      <div style={{ width: 320 }}>
        <Button variant="primary" block>
          {m.login}
        </Button>
      </div>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <IconButton label={m.notices} icon={<BellIcon />} badge={3} />
        <IconButton label={m.notices} icon={<BellIcon />} badge={120} />
        <IconButton label={m.searchPlaceholder} icon={<SearchIcon />} />
      </div>
    </div>
  );
}

export const Gallery: Story = {
  render: () => <AllStates />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '公告（3）' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '公告（120）' })).toHaveTextContent('99+');
  },
};
