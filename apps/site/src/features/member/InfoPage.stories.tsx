import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { memberInfo } from '../../testing/fixtures';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/user/info' };

const meta = {
  title: 'Member center/Overview',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 账号信息: who is logged in, balance, level and its rights; the tabs lead to every section. */
export const Account: Story = {
  parameters: {
    site: {
      user: memberInfo(
        { money: 123_456, dubbingExpireTime: '2099-01-01T00:00:00.000Z' },
        { template: true },
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '会员中心' }),
    ).toBeInTheDocument();
    const tabs = canvas.getByRole('navigation', { name: '会员中心栏目' });
    await expect(within(tabs).getByRole('link', { name: '账号信息' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByTestId('account-balance')).toHaveTextContent('¥1,234.56');
    const rights = canvas.getByRole('list', { name: '当前等级包含的权益' });
    await expect(within(rights).getByText('模板')).toHaveTextContent('模板（已开通）');
    await expect(within(rights).getByText('插件')).toHaveTextContent('插件（未开通）');

    // 修改密码 opens the site's dialog.
    await userEvent.click(canvas.getByRole('button', { name: '修改密码' }));
    await expect(await screen.findByRole('dialog', { name: '修改密码' })).toBeVisible();
  },
};

/** A tab is a link: the section changes and the tab is marked as the current page. */
export const SwitchingTabs: Story = {
  play: async ({ canvas }) => {
    const strip = await canvas.findByRole('navigation', { name: '会员中心栏目' });
    await userEvent.click(within(strip).getByRole('link', { name: '账号日志' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: '账号日志' }),
    ).toBeInTheDocument();
    // Every navigation reloads the page: the strip is a new one.
    const tabs = canvas.getByRole('navigation', { name: '会员中心栏目' });
    await expect(within(tabs).getByRole('link', { name: '账号日志' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: '账号信息' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** An address with a section the center does not have. */
export const UnknownSection: Story = {
  parameters: { site: { at: '/user/info/nope' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('没有找到这个栏目', { selector: 'p' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回会员中心' })).toHaveAttribute(
      'href',
      '#/user/info',
    );
  },
};

/** A guest who opens the member center is asked to log in (the page is not shown). */
export const GuestAskedToLogIn: Story = {
  parameters: { site: { user: null } },
  play: async ({ canvas }) => {
    const login = await screen.findByRole('dialog', { name: '会员登录' });
    await expect(login).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: '会员中心' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Member center' }),
    ).toBeInTheDocument();
    const tabs = canvas.getByRole('navigation', { name: 'Member center sections' });
    await expect(within(tabs).getByRole('link', { name: 'Account info' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
