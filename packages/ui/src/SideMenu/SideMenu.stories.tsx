import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DemoBrand } from '../shell/storyHelpers';
import { demoClasses, demoCustomNav, demoLinks, manyClasses } from '../shell/storyData';
import { SideMenu } from './SideMenu';

const meta = {
  title: 'Shell/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    classes: demoClasses,
    links: demoLinks,
    customNav: demoCustomNav,
    activePath: '/twoClass/2/21',
    onMemberLogin: fn(),
    onNavigate: fn(),
  },
  render: (args) => <SideMenu {...args} brand={<DemoBrand />} />,
} satisfies Meta<typeof SideMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All six groups; the current sub-section is highlighted and its submenu open. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const menu = within(nav);

    await step('the six groups in spec order', async () => {
      for (const title of ['会员中心', '素材中心', '配音中心', 'AI工具', '软件中心']) {
        await expect(menu.getByText(title)).toBeVisible();
      }
      await expect(menu.getByRole('link', { name: '素材市场' })).toHaveAttribute(
        'href',
        '#/commonDocument/1',
      );
    });

    await step('the active page is marked current inside its opened submenu', async () => {
      await expect(menu.getByRole('button', { name: '二维动画' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(menu.getByRole('link', { name: '人物素材' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(menu.getByRole('link', { name: '场景素材' })).not.toHaveAttribute(
        'aria-current',
      );
    });

    await step('a class without children links to its section page', async () => {
      await expect(menu.getByRole('link', { name: 'MG动画素材' })).toHaveAttribute(
        'href',
        '#/twoClass/1',
      );
    });

    await step('a class with children expands into sub-section links', async () => {
      const toggle = menu.getByRole('button', { name: '三维模型' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu.queryByRole('link', { name: '角色模型' })).toBeNull();
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const child = menu.getByRole('link', { name: '角色模型' });
      await expect(child).toHaveAttribute('href', '#/twoClass/3/31');
      await userEvent.click(child);
      await expect(args.onNavigate).toHaveBeenCalledWith('#/twoClass/3/31');
    });

    await step('member login calls back instead of navigating', async () => {
      await userEvent.click(menu.getByRole('button', { name: '会员登录' }));
      await expect(args.onMemberLogin).toHaveBeenCalledOnce();
      await expect(menu.getByRole('link', { name: '会员注册' })).toHaveAttribute(
        'href',
        '#/register',
      );
    });

    await step('AI tool entries come from label|url lines and open in a new tab', async () => {
      await userEvent.click(menu.getByRole('button', { name: 'AI生图列表' }));
      const tool = menu.getByRole('link', { name: /即梦AI/ });
      await expect(tool).toHaveAttribute('href', 'https://jimeng.jianying.com');
      await expect(tool).toHaveAttribute('target', '_blank');
      await expect(tool).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(tool).toHaveAccessibleName(/^即梦AI\s?（在新标签页打开）$/);
      // Lines without a separator or with a script URL are dropped.
      await userEvent.click(menu.getByRole('button', { name: 'AI生文列表' }));
      await expect(menu.getByRole('link', { name: /文心一言/ })).toBeVisible();
      await expect(menu.queryByText('无效行没有分隔符')).toBeNull();
      await expect(menu.queryByText('坏链接')).toBeNull();
    });
  },
};

/** Twenty classes with long Chinese names: they wrap inside the 220 px column and it scrolls. */
export const ManyLongClasses: Story = {
  args: { classes: manyClasses, activePath: '/twoClass/103/1031' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(nav.getBoundingClientRect().width).toBe(220);
    const longest = within(nav).getByRole('link', { name: '古风仙侠场景背景原画高清素材包' });
    await expect(longest).toBeVisible();
    // The whole name is shown (wrapped), not cut off with an ellipsis.
    const label = longest.querySelector('span') ?? longest;
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
    await expect(within(nav).getByRole('link', { name: /基础版/, current: 'page' })).toBeVisible();
  },
};

/** Before the class list has loaded (or when there is none). */
export const EmptyClassList: Story = {
  args: { classes: [], activePath: undefined },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByText('素材中心')).toBeVisible();
    await expect(within(nav).getByText('暂无栏目')).toBeVisible();
  },
};

/** Without custom nav lists or page ids only the entries with an address remain. */
export const Minimal: Story = {
  args: {
    links: {
      classHref: demoLinks.classHref,
      childClassHref: demoLinks.childClassHref,
      memberRegister: '#/register',
    },
    customNav: null,
    onMemberLogin: undefined,
    activePath: '/register',
  },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: '主导航' }));
    await expect(nav.queryByText('AI工具')).toBeNull();
    await expect(nav.queryByText('软件中心')).toBeNull();
    await expect(nav.getByRole('link', { name: '会员注册' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** 375 px: the menu becomes a drawer behind a menu button; Escape closes it and focus returns. */
export const MobileDrawer: Story = {
  globals: mobile,
  play: async ({ canvas, args, step }) => {
    const button = canvas.getByRole('button', { name: '打开菜单' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();

    await step('the menu button opens the drawer and focus moves in', async () => {
      await userEvent.click(button);
      const drawer = await canvas.findByRole('dialog', { name: '主导航' });
      await expect(drawer).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    });

    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toHaveFocus();
    });

    await step('choosing an entry navigates and closes the drawer', async () => {
      await userEvent.click(button);
      const drawer = await canvas.findByRole('dialog', { name: '主导航' });
      await userEvent.click(within(drawer).getByRole('link', { name: 'MG动画素材' }));
      await expect(args.onNavigate).toHaveBeenCalledWith('#/twoClass/1');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });

    await step('a click on the backdrop closes it', async () => {
      await userEvent.click(button);
      const drawer = await canvas.findByRole('dialog', { name: '主导航' });
      // Backdrop clicks are dispatched to the <dialog> element itself.
      await userEvent.click(drawer);
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });

    await step('the close button closes it too', async () => {
      await userEvent.click(button);
      const drawer = await canvas.findByRole('dialog', { name: '主导航' });
      await userEvent.click(within(drawer).getByRole('button', { name: '关闭菜单' }));
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });
  },
};

/** 375 px with the drawer open (the state to check visually and with axe). */
export const MobileDrawerOpen: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开菜单' }));
    const drawer = await canvas.findByRole('dialog', { name: '主导航' });
    await expect(within(drawer).getByRole('link', { name: '人物素材' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
