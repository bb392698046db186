import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DownloadRecord } from '@dongman/api-client';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const downloads: DownloadRecord[] = [
  {
    id: 1042,
    documentId: 11,
    downloadKey: 'd11',
    title: '古风少女角色素材包',
    bytes: 61_750_000,
    ip: '203.0.113.7',
    createTime: '2025-03-02T02:00:00.000Z',
  },
  {
    id: 1041,
    documentId: 21,
    downloadKey: 'd21',
    title: '古风庭院场景（白天、黄昏、雪景）',
    bytes: 12_000,
    ip: '203.0.113.7',
    createTime: '2025-03-01T02:00:00.000Z',
  },
];

const site: SiteScreenParameters = { at: '/user/info/downloads', seed: { downloads } };

const meta = {
  title: 'Member center/Downloads',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 我的下载: every download with its number (it is in the file name) and a link to take it again. */
export const History: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '我的下载' });
    const row = within(table).getByText('古风少女角色素材包').closest('tr')!;
    await expect(row).toHaveTextContent('1042');
    await expect(within(row).getByRole('link', { name: '重新下载' })).toHaveAttribute(
      'href',
      '#/user/download/d11',
    );
  },
};

export const Empty: Story = {
  parameters: { site: { seed: { downloads: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('还没有下载过素材')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'My downloads' })).toBeInTheDocument();
  },
};
