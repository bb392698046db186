import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CAPTCHA_ANSWER } from '../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/home' };

const meta = {
  title: 'Home',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member's home: a welcome by name, the banners, the newest materials, the sections. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '欢迎回来，演示会员' }),
    ).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: '最新素材' })).toBeInTheDocument();
    await expect(
      (await canvas.findAllByRole('link', { name: /古风少女角色素材包/ })).length,
    ).toBeGreaterThan(0);
  },
};

/** A guest logs in from the top bar: the captcha, then the welcome by name. */
export const GuestLogsIn: Story = {
  parameters: { site: { user: null } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '欢迎来到动漫素材会员站' }),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    const login = await screen.findByRole('dialog', { name: '会员登录' });
    await userEvent.type(within(login).getByRole('textbox', { name: /账号/ }), 'xiaolin');
    await userEvent.type(within(login).getByLabelText(/^\*?密码$/), 'secret123');
    await within(login).findByRole('img', { name: '验证码图片' });
    await userEvent.type(
      within(login).getByRole('textbox', { name: /^\*?验证码$/ }),
      CAPTCHA_ANSWER,
    );
    await userEvent.click(within(login).getByRole('button', { name: '登录' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '欢迎回来，xiaolin' }),
    ).toBeInTheDocument();
  },
};

/** The bell: the notice center lists the announcements; the badge goes once they are read. */
export const Notices: Story = {
  play: async ({ canvas }) => {
    const bell = await canvas.findByRole('button', { name: /公告/ });
    await userEvent.click(bell);
    const dialog = await screen.findByRole('dialog', { name: '公告中心' });
    await expect(
      within(dialog).getAllByText('关于春节期间素材更新安排的通知').length,
    ).toBeGreaterThan(0);
  },
};

/** Searching from the top bar: the results in a dialog, with a way to the full results page. */
export const SearchFromTopBar: Story = {
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('search');
    await userEvent.type(within(search).getByRole('searchbox'), '古风');
    await userEvent.click(within(search).getByRole('button', { name: '搜索' }));
    const dialog = await screen.findByRole('dialog', { name: '搜索结果（2）' });
    const results = within(dialog).getByRole('table', { name: '搜索结果列表' });
    await expect(
      within(results).getByRole('link', { name: /古风少女角色素材包/ }),
    ).toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: /查看全部结果/ })).toHaveAttribute(
      'href',
      '#/search?q=%E5%8F%A4%E9%A3%8E',
    );
  },
};

/** A new version of the site: the update notice shows once, until acknowledged. */
export const UpdateNotice: Story = {
  parameters: {
    site: {
      seed: {
        updateNotice: {
          version: '2.4.0',
          title: '网站更新说明',
          content: '<ul><li>会员中心新增我的下载与我的收藏；</li><li>配音支持调节语速。</li></ul>',
          createTime: '2025-03-01T00:00:00.000Z',
        },
      },
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '网站更新说明' });
    await expect(within(dialog).getByText(/版本 2.4.0/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '网站更新说明' })).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, 演示会员' }),
    ).toBeInTheDocument();
  },
};
