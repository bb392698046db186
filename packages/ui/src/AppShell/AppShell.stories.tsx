import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FloatBar } from '../FloatBar';
import { Footer } from '../Footer';
import { SideMenu } from '../SideMenu';
import { TopBar } from '../TopBar';
import type { ShellUser } from '../shell/types';
import { DemoBrand, DemoPage } from '../shell/storyHelpers';
import { demoClasses, demoCustomNav, demoLinks, demoQr } from '../shell/storyData';
import { AppShell } from './AppShell';

interface DemoArgs {
  user: ShellUser | null;
  noticeCount: number;
  activePath: string;
  onSearch: (text: string) => void;
  onSearchBlank: () => void;
  onOpenNotices: () => void;
  onLogin: () => void;
  onLogout: () => void;
  onNavigate: (path: string) => void;
}

/** The whole shell as the site composes it. */
function DemoShell({ user, noticeCount, activePath, onLogin, onLogout, ...rest }: DemoArgs) {
  const bar = {
    onSearch: rest.onSearch,
    onSearchBlank: rest.onSearchBlank,
    onNavigate: rest.onNavigate,
  };
  return (
    <AppShell
      sideMenu={
        <SideMenu
          brand={<DemoBrand />}
          links={demoLinks}
          classes={demoClasses}
          customNav={demoCustomNav}
          activePath={activePath}
          onMemberLogin={onLogin}
          onNavigate={rest.onNavigate}
        />
      }
      topBar={
        <TopBar
          {...bar}
          user={user}
          noticeCount={noticeCount}
          onOpenNotices={rest.onOpenNotices}
          onLogin={onLogin}
          onAccountInfo={fn()}
          onChangePassword={fn()}
          onLogout={onLogout}
        />
      }
      floatBar={<FloatBar qrImageSrc={demoQr} onNavigate={rest.onNavigate} />}
      footer={
        <Footer filingNumber="京ICP备2024012345号-1" filingHref="https://beian.miit.gov.cn/" />
      }
    >
      <DemoPage />
    </AppShell>
  );
}

const meta = {
  title: 'Shell/AppShell',
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: 'The page layout with every shell piece in its slot.' } },
  },
  args: {
    user: null,
    noticeCount: 12,
    activePath: '/twoClass/2/21',
    onSearch: fn(),
    onSearchBlank: fn(),
    onOpenNotices: fn(),
    onLogin: fn(),
    onLogout: fn(),
    onNavigate: fn(),
  },
  render: (args) => <DemoShell {...args} />,
} satisfies Meta<DemoArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop, guest: every landmark is present and labelled; the skip link reaches the content. */
export const DesktopGuest: Story = {
  play: async ({ canvas, step }) => {
    await step('landmarks', async () => {
      await expect(canvas.getByRole('banner')).toBeVisible();
      await expect(canvas.getByRole('main')).toBeVisible();
      await expect(canvas.getByRole('contentinfo')).toBeVisible();
      await expect(canvas.getByRole('search')).toBeVisible();
      await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await expect(canvas.getByRole('navigation', { name: '快捷入口' })).toBeVisible();
    });

    await step('the menu column is 220 px wide', async () => {
      const nav = canvas.getByRole('navigation', { name: '主导航' });
      await expect(nav.getBoundingClientRect().width).toBe(220);
    });

    await step('the skip link is the first stop and moves focus to the content', async () => {
      await userEvent.tab();
      const skip = canvas.getByRole('link', { name: '跳到主要内容' });
      await expect(skip).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('main')).toHaveFocus();
      // The hash route is left alone.
      await expect(window.location.hash).not.toBe('#main-content');
    });
  },
};

export const DesktopMember: Story = {
  args: { user: { id: 7, name: '张小明' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '张小明' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '登录' })).toBeNull();
  },
};

/** English catalogue: the same shell with every string from `en`. */
export const DesktopEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notices (12)' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search materials' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      `Copyright © 2024-${new Date().getFullYear()} All rights reserved`,
    );
  },
};

const mobile = { viewport: { value: 'mobile375', isRotated: false } };

/** 375 px: menu button beside the top bar, float bar folded away. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: '快捷入口' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '快捷入口' })).toBeVisible();
    // Nothing spills past the viewport sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** 375 px with the drawer open; Escape closes it and focus returns to the menu button. */
export const MobileDrawerOpen: Story = {
  globals: mobile,
  play: async ({ canvas, step }) => {
    const button = canvas.getByRole('button', { name: '打开菜单' });
    await step('Escape closes the drawer', async () => {
      await userEvent.click(button);
      await canvas.findByRole('dialog', { name: '主导航' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    });
    await step('left open for review', async () => {
      await userEvent.click(button);
      const drawer = await canvas.findByRole('dialog', { name: '主导航' });
      await expect(within(drawer).getByRole('link', { name: '人物素材' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
};
