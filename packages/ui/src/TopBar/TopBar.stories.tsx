import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TopBar } from './TopBar';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    user: null,
    noticeCount: 12,
    onSearch: fn(),
    onSearchBlank: fn(),
    onOpenNotices: fn(),
    onLogin: fn(),
    onAccountInfo: fn(),
    onChangePassword: fn(),
    onLogout: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof TopBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Guest: login and register buttons, and the avatar popover with the "please log in" hint. */
export const Guest: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('href', '#/register');

    const avatar = canvas.getByRole('button', { name: '用户菜单' });
    await step('the avatar popover shows the guest hint with login and registration', async () => {
      await userEvent.click(avatar);
      const panel = await canvas.findByRole('dialog', { name: '用户菜单' });
      await expect(within(panel).getByText('未登录，请先登录')).toBeVisible();
      await expect(within(panel).getByRole('link', { name: '会员注册' })).toHaveAttribute(
        'href',
        '#/register',
      );
      await userEvent.click(within(panel).getByRole('button', { name: '会员登录' }));
      await expect(args.onLogin).toHaveBeenCalledOnce();
      await waitFor(() => expect(avatar).toHaveAttribute('aria-expanded', 'false'));
      await expect(avatar).toHaveFocus();
    });

    await step('the login button opens the login modal too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '登录' }));
      await expect(args.onLogin).toHaveBeenCalledTimes(2);
    });
  },
};

/** An id of 0 is a guest even when a name is stored. */
export const UserIdZeroIsGuest: Story = {
  args: { user: { id: 0, name: '张小明' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /张小明/ })).toBeNull();
  },
};

/** Member: name and a menu with account info, change password and logout. */
export const LoggedIn: Story = {
  args: { user: { id: 7, name: '张小明' } },
  play: async ({ canvas, args, step }) => {
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
    const trigger = canvas.getByRole('button', { name: '张小明' });
    const choose = async (name: string) => {
      await userEvent.click(trigger);
      const panel = await canvas.findByRole('dialog', { name: '用户菜单' });
      await userEvent.click(within(panel).getByRole('button', { name }));
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    };
    await step('account info', async () => {
      await choose('账号信息');
      await expect(args.onAccountInfo).toHaveBeenCalledOnce();
    });
    await step('change password', async () => {
      await choose('修改密码');
      await expect(args.onChangePassword).toHaveBeenCalledOnce();
    });
    await step('logout', async () => {
      await choose('退出登录');
      await expect(args.onLogout).toHaveBeenCalledOnce();
      await expect(trigger).toHaveFocus();
    });
  },
};

const avatarSvg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#f59e0b"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>',
)}`;

/** Member with an uploaded avatar: the picture in the bar and in the menu, not the initial. */
export const LoggedInWithAvatar: Story = {
  args: { user: { id: 7, name: '张小明', avatarUrl: avatarSvg } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '张小明' });
    const bar = within(trigger).getByTestId('user-avatar');
    await expect(bar.querySelector('img')).toHaveAttribute('src', avatarSvg);
    await expect(bar).not.toHaveTextContent('张');
    await userEvent.click(trigger);
    const panel = await canvas.findByRole('dialog', { name: '用户菜单' });
    await expect(within(panel).getByTestId('user-avatar').querySelector('img')).toBeVisible();
  },
};

/** An avatar that does not load falls back to the name's first character. */
export const AvatarFailsToLoad: Story = {
  args: { user: { id: 7, name: '张小明', avatarUrl: '/missing-avatar.png' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '张小明' });
    await waitFor(() => expect(within(trigger).getByTestId('user-avatar')).toHaveTextContent('张'));
  },
};

/** The member menu open (for visual review). */
export const LoggedInMenuOpen: Story = {
  args: { user: { id: 7, name: '张小明' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '张小明' }));
    await expect(await canvas.findByRole('dialog', { name: '用户菜单' })).toBeVisible();
  },
};

/** No notices: the bell has no badge and its name is just "notices". */
export const NoticeCountZero: Story = {
  args: { noticeCount: 0 },
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: '公告' });
    await expect(within(bell).queryByText('0')).toBeNull();
    await userEvent.click(bell);
    await expect(args.onOpenNotices).toHaveBeenCalledOnce();
  },
};

/** Twelve notices: the badge shows 12 and the bell's accessible name includes the count. */
export const NoticeCountTwelve: Story = {
  args: { noticeCount: 12 },
  play: async ({ canvas, args }) => {
    const bell = canvas.getByRole('button', { name: '公告（12）' });
    await expect(within(bell).getByText('12')).toBeVisible();
    await userEvent.click(bell);
    await expect(args.onOpenNotices).toHaveBeenCalledOnce();
  },
};

/** Enter submits the trimmed search text. */
export const SearchSubmits: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索素材' });
    await userEvent.type(box, '  人物素材 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('人物素材');
    await expect(args.onSearchBlank).not.toHaveBeenCalled();
  },
};

/** Blank or whitespace-only text calls onSearchBlank (the caller warns) instead of searching. */
export const SearchBlank: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '搜索素材' });
    await userEvent.type(box, '{Enter}');
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearchBlank).toHaveBeenCalledTimes(2);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** 375 px guest: login and register move into the avatar popover. */
export const MobileGuest: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: '搜索素材' })).toBeVisible();
    // Hidden from everyone (display: none), not just visually.
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '用户菜单' }));
    const panel = await canvas.findByRole('dialog', { name: '用户菜单' });
    await expect(within(panel).getByRole('button', { name: '会员登录' })).toBeVisible();
  },
};

/** 375 px member: the avatar stays, the name is kept for screen readers only. */
export const MobileLoggedIn: Story = {
  globals: mobile,
  args: { user: { id: 7, name: '张小明' } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '张小明' });
    await expect(trigger.getBoundingClientRect().width).toBeLessThan(80);
  },
};
