import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const site: SiteScreenParameters = {
  at: '/user/info/favourites',
  seed: {
    favourites: [
      { documentId: 11, time: '2025-03-01T02:00:00.000Z' },
      { documentId: 41, time: '2025-02-20T02:00:00.000Z' },
    ],
  },
};

const meta = {
  title: 'Member center/Favourites',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Favourite materials link to their pages; one is removed from the list. */
export const Favourites: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的收藏' });
    await expect(within(table).getByRole('link', { name: '古风少女角色素材包' })).toHaveAttribute(
      'href',
      '#/twoClass/1/1/11',
    );
    const row = within(table).getByText('二次元片头模板工程').closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: '取消收藏' }));
    await expect((await canvas.findAllByText('已取消收藏')).length).toBeGreaterThan(0);
    await expect(canvas.queryByText('二次元片头模板工程')).toBeNull();
  },
};

export const Empty: Story = {
  parameters: { site: { seed: { favourites: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/还没有收藏素材/)).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Favourites' })).toBeInTheDocument();
  },
};
