import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CLASSES } from '../../testing/demoData';
import { siteScreen, type SiteScreenParameters } from '../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/twoClass/1' };

const meta = {
  title: 'Section',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A section: its materials as cards, its sub-sections as a filter. */
export const Section: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '动画素材' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('共 6 个素材')).toBeInTheDocument();
    const children = canvas.getByRole('navigation', { name: '子栏目' });
    await userEvent.click(within(children).getByRole('link', { name: '场景背景' }));
    await expect(await canvas.findByText('共 2 个素材')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /赛博朋克都市街道/ })).toHaveAttribute(
      'href',
      '#/twoClass/1/2/22',
    );
  },
};

/** A section without materials yet. */
export const Empty: Story = {
  parameters: {
    site: {
      at: '/twoClass/4',
      seed: { classes: [...CLASSES, { id: 4, name: '课程教程', sort: 4 }] },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('该栏目暂无素材')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { site: { at: '/twoClass/99' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('栏目不存在或已下线')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const children = await canvas.findByRole('navigation', { name: 'Sub-sections' });
    await expect(within(children).getByRole('link', { name: 'All' })).toBeInTheDocument();
  },
};
