import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/user/download/d11' };

const meta = {
  title: 'Download result',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Allowed: the material's title and the download link. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const allowed = await canvas.findByTestId('download-allowed');
    await expect(
      within(allowed).getByRole('heading', { name: '古风少女角色素材包' }),
    ).toBeInTheDocument();
    await expect(within(allowed).getByRole('link', { name: '立即下载' })).toHaveAttribute(
      'download',
    );
    await expect(within(allowed).getByText('需要「动画素材」权益')).toBeInTheDocument();
  },
};

/** Refused for the level: the server's reason and the ways forward (upgrade, recharge). */
export const RefusedForLevel: Story = {
  parameters: { site: { at: '/user/download/d41' } },
  play: async ({ canvas }) => {
    const refused = await canvas.findByTestId('download-refused');
    await expect(within(refused).getByRole('alert')).toHaveTextContent(
      '您的会员等级（普通会员）不包含「模板」权益，升级到高级会员即可下载',
    );
    await expect(canvas.queryByRole('link', { name: '立即下载' })).toBeNull();
    await expect(within(refused).getByRole('link', { name: '升级等级' })).toHaveAttribute(
      'href',
      '#/user/info/upgrade',
    );
    await expect(within(refused).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '#/user/info/recharge',
    );
  },
};

/** Refused because today's downloads are used up: when they come back, and a bigger level. */
export const QuotaUsedUp: Story = {
  parameters: { site: { seed: { downloadsToday: 10 } } },
  play: async ({ canvas }) => {
    const refused = await canvas.findByTestId('download-refused');
    await expect(within(refused).getByRole('alert')).toHaveTextContent(
      '今日下载次数已用完（普通会员每日 10 个素材，北京时间 0 点恢复），升级到高级会员每日可下载 50 个',
    );
  },
};

/** An unknown or withdrawn key. */
export const NotFound: Story = {
  parameters: { site: { at: '/user/download/nope' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('下载资源不存在或已下架')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/home');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const allowed = await canvas.findByTestId('download-allowed');
    await expect(within(allowed).getByRole('link', { name: 'Download now' })).toBeInTheDocument();
  },
};
