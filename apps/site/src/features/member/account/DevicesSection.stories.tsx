import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SessionInfo } from '@dongman/api-client';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const sessions: SessionInfo[] = [
  {
    index: 0,
    device: 'Chrome · Windows',
    ip: '203.0.113.7',
    createTime: '2025-03-01T01:00:00.000Z',
    lastSeenTime: '2025-03-02T08:00:00.000Z',
    current: true,
  },
  {
    index: 1,
    device: 'Safari · iPhone',
    ip: '198.51.100.4',
    createTime: '2025-02-20T01:00:00.000Z',
    lastSeenTime: '2025-02-28T08:00:00.000Z',
    current: false,
  },
];

const site: SiteScreenParameters = { at: '/user/info/devices', seed: { sessions } };

const meta = {
  title: 'Member center/Devices',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The devices logged in, this one marked; the others can be signed out at once. */
export const Devices: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '登录设备' });
    const current = within(table).getByText('Chrome · Windows').closest('tr')!;
    await expect(within(current).getByText('当前设备')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '退出其他设备' }));
    await expect((await canvas.findAllByText('已退出其他 1 台设备')).length).toBeGreaterThan(0);
    await waitFor(() => expect(canvas.queryByText('Safari · iPhone')).toBeNull());
    await expect(canvas.getByRole('button', { name: '退出其他设备' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Devices' })).toBeInTheDocument();
  },
};
