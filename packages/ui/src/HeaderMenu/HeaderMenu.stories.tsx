import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoBrand } from '../shell/storyHelpers';
import { demoClasses, demoCustomNav, manyClasses } from '../shell/storyData';
import { HeaderMenu } from './HeaderMenu';

const meta = {
  title: 'Shell/HeaderMenu',
  component: HeaderMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    classes: demoClasses,
    customNav: demoCustomNav,
    activePath: '/twoClass/1',
    user: null,
    onLogin: fn(),
    onAccountInfo: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onSearch: fn(),
    onSearchBlank: fn(),
    onNavigate: fn(),
  },
  render: (args) => <HeaderMenu {...args} brand={<DemoBrand />} />,
} satisfies Meta<typeof HeaderMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas, args, step }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));

    await step('categories: plain links and the current one marked', async () => {
      await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('href', '#/home');
      await expect(nav.getByRole('link', { name: 'MG动画素材' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });

    await step('a category with sub-classes opens a dropdown of sub-section links', async () => {
      const trigger = nav.getByRole('button', { name: '二维动画' });
      await userEvent.click(trigger);
      const panel = await canvas.findByRole('dialog', { name: '二维动画' });
      const link = within(panel).getByRole('link', { name: '场景素材' });
      await expect(link).toHaveAttribute('href', '#/twoClass/2/22');
      await userEvent.click(link);
      await expect(args.onNavigate).toHaveBeenCalledWith('#/twoClass/2/22');
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    });

    await step('extra link lists from label|url lines open in a new tab', async () => {
      await userEvent.click(nav.getByRole('button', { name: 'AI生文列表' }));
      const panel = await canvas.findByRole('dialog', { name: 'AI生文列表' });
      const links = within(panel).getAllByRole('link');
      await expect(links.map((a) => a.getAttribute('href'))).toEqual([
        'https://www.doubao.com',
        'https://yiyan.baidu.com',
      ]);
      for (const a of links) {
        await expect(a).toHaveAttribute('target', '_blank');
        await expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await userEvent.keyboard('{Escape}');
    });

    await step('the search button opens a search box; Enter searches, blank warns', async () => {
      const searchButton = canvas.getByRole('button', { name: '搜索' });
      await userEvent.click(searchButton);
      const panel = await canvas.findByRole('dialog', { name: '搜索' });
      const box = within(panel).getByRole('searchbox', { name: '搜索素材' });
      await waitFor(() => expect(box).toHaveFocus());
      await userEvent.keyboard('  {Enter}');
      await expect(args.onSearchBlank).toHaveBeenCalledOnce();
      await userEvent.type(box, '古风{Enter}');
      await expect(args.onSearch).toHaveBeenCalledOnce();
      await expect(args.onSearch).toHaveBeenCalledWith('古风');
      await waitFor(() => expect(searchButton).toHaveAttribute('aria-expanded', 'false'));
    });

    await step('the avatar popover tells a guest to log in', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '用户菜单' }));
      const panel = await canvas.findByRole('dialog', { name: '用户菜单' });
      await expect(within(panel).getByText('未登录，请先登录')).toBeVisible();
      await userEvent.click(within(panel).getByRole('button', { name: '会员登录' }));
      await expect(args.onLogin).toHaveBeenCalledOnce();
    });
  },
};

/** Member: the avatar popover shows the member's name and account actions. */
export const Member: Story = {
  args: { user: { id: 7, name: '张小明' }, activePath: '/twoClass/2/21/305' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单：张小明' }));
    const panel = await canvas.findByRole('dialog', { name: '用户菜单' });
    await expect(within(panel).getByText('张小明')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Twenty long category names: the menu scrolls sideways instead of breaking the header. */
export const ManyCategories: Story = {
  args: { classes: manyClasses, activePath: undefined },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const list = nav.querySelector('ul') as HTMLUListElement;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
  },
};

export const EmptyCategories: Story = {
  args: { classes: [], customNav: null, activePath: '/home' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.getAllByRole('link')).toHaveLength(1);
    await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  },
};

/** 375 px: the menu folds behind a menu button; Escape folds it back. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: '打开菜单' });
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: 'MG动画素材' })).toBeVisible();
    within(nav).getByRole('link', { name: '首页' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** 375 px with the menu open (for visual review). */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
  },
};
