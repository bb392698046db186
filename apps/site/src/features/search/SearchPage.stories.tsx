import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/search?q=古风' };

const meta = {
  title: 'Search results',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every word in the title; narrowed to a section. */
export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('search-summary')).toHaveTextContent(
      '“古风”共找到 2 个素材',
    );
    const results = canvas.getByRole('list', { name: '搜索结果' });
    await expect(
      within(results).getByRole('link', { name: /古风少女角色素材包/ }),
    ).toBeInTheDocument();

    const words = canvas.getByRole('searchbox', { name: /^搜索词/ });
    await userEvent.clear(words);
    await userEvent.type(words, '古风 庭院');
    const form = canvas.getByRole('search', { name: '搜索结果' });
    await userEvent.click(within(form).getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('“古风 庭院”共找到 1 个素材')).toBeInTheDocument();
  },
};

export const NothingFound: Story = {
  parameters: { site: { at: '/search?q=不存在的词' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('没有标题同时包含这些词的素材')).toBeInTheDocument();
  },
};

/** Opened without words: asks for them. */
export const NoWords: Story = {
  parameters: { site: { at: '/search' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('输入要搜索的词，多个词用空格分开')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Search results' }),
    ).toBeInTheDocument();
  },
};
