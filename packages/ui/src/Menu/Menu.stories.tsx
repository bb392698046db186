import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FolderIcon, StoreIcon, UserIcon } from '../icons';
import { useMessages } from '../UIProvider';
import { Menu, MenuGroup, MenuItem, SubMenu } from './Menu';

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { onNavigate: fn(), children: null },
  decorators: [(Story) => <div style={{ width: 220 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

function DemoMenu({
  onNavigate,
  active,
}: {
  onNavigate?: (path: string) => void;
  active?: string;
}) {
  const m = useMessages();
  return (
    <Menu onNavigate={onNavigate}>
      <MenuItem href="#/commonDocument/1" icon={<StoreIcon />} active={active === 'market'}>
        {m.market}
      </MenuItem>
      <MenuGroup title={m.memberCenter} icon={<UserIcon />}>
        <MenuItem onClick={() => onNavigate?.('login')}>{m.memberLogin}</MenuItem>
        <MenuItem href="#/register">{m.memberRegister}</MenuItem>
        <MenuItem href="#/commonDocument/2">{m.mustRead}</MenuItem>
      </MenuGroup>
      <MenuGroup title={m.materialCenter} icon={<FolderIcon />}>
        <MenuItem href="#/twoClass/1">MG动画素材</MenuItem>
        <SubMenu title="二维动画">
          <MenuItem href="#/twoClass/2/21" active={active === 'child'}>
            人物素材
          </MenuItem>
          <MenuItem href="#/twoClass/2/22">场景素材</MenuItem>
        </SubMenu>
      </MenuGroup>
    </Menu>
  );
}

export const Default: Story = {
  render: (args) => <DemoMenu onNavigate={args.onNavigate} active="market" />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '素材市场' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const toggle = canvas.getByRole('button', { name: '二维动画' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '人物素材' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('link', { name: '人物素材' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#/twoClass/2/21');
  },
};

/** A submenu holding the current page opens by itself. */
export const ActiveInSubMenu: Story = {
  render: (args) => <DemoMenu onNavigate={args.onNavigate} active="child" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '二维动画' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: '人物素材' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
