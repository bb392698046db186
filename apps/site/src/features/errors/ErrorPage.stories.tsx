import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { siteScreen, withSiteCopy, type SiteScreenParameters } from '../../testing/SiteScreen';
import { ErrorPage } from './ErrorPage';

const site: SiteScreenParameters = { at: '/no-such-page' };

const meta = {
  title: 'Errors',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any address the site does not have (and #/404). */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('抱歉，您访问的页面不存在')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
  },
};

/**
 * A page that broke while showing (in the site it takes the page area inside the shell). Shown on
 * its own here: no page of the demo breaks.
 */
export const PageError: Story = {
  parameters: { uiProvider: true, layout: 'padded' },
  decorators: [withSiteCopy],
  render: () => <ErrorPage error={new Error('Demo: the page threw while rendering')} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '出错了' })).toBeInTheDocument();
    await expect(canvas.getByText('页面出现了问题，请刷新后重试')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '刷新页面' })).toBeInTheDocument();
  },
};

/** The page's code could not be fetched: the server is unreachable. */
export const Offline: Story = {
  ...PageError,
  render: () => (
    <ErrorPage error={new TypeError('Failed to fetch dynamically imported module: /page.js')} />
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('无法连接服务器，页面没能加载。请检查网络后重试'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Back to home' })).toBeInTheDocument();
  },
};
