import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { UserLog } from '@dongman/api-client';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const logs: UserLog[] = [
  {
    id: 3,
    action: 'login',
    ip: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    device: 'Chrome 126 · Windows',
    createTime: '2025-03-02T01:00:00.000Z',
  },
  {
    id: 2,
    action: 'passwordUpdate',
    ip: '203.0.113.7',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44',
    device: '微信 · iPhone',
    createTime: '2025-03-01T09:00:00.000Z',
  },
  {
    id: 1,
    action: 'register',
    ip: '198.51.100.4',
    userAgent: null,
    device: null,
    createTime: '2025-02-28T09:00:00.000Z',
  },
];

const site: SiteScreenParameters = { at: '/user/info/log', seed: { logs } };

const meta = {
  title: 'Member center/Account log',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Logins, password changes and registration, newest first, with the address they came from and
 * the device in words ("Chrome 126 · Windows"), the raw user agent only on hover.
 */
export const Log: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '账号日志' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('登录');
    await expect(rows[1]).toHaveTextContent('203.0.113.7');
    await expect(within(table).getByText('修改密码')).toBeInTheDocument();
    const chrome = within(rows[1]!).getByText('Chrome 126 · Windows');
    await expect(chrome).toHaveAttribute('title', expect.stringContaining('Mozilla/5.0'));
    await expect(rows[1]).not.toHaveTextContent('Mozilla');
    await expect(rows[2]).toHaveTextContent('微信 · iPhone');
    await expect(rows[3]).toHaveTextContent('未知设备');
  },
};

export const Empty: Story = {
  parameters: { site: { seed: { logs: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无日志')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Account log' })).toBeInTheDocument();
  },
};
