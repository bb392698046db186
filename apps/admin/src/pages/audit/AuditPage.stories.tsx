import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen, type ConsoleScreenParameters } from '../../testing/ConsoleScreen';

const at: ConsoleScreenParameters = { at: '/audit', role: 'owner' };

const meta = { title: 'Audit log', tags: ['autodocs'], ...consoleScreen(at) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Who did what: actions in Chinese, money in ¥, objects as links; filters and CSV export. */
export const Log: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '操作日志' });
    const refund = (await within(table).findByText('退款')).closest('tr')!;
    await expect(within(refund).getByText('财务王姐')).toBeVisible();
    await expect(refund).toHaveTextContent('¥200.00');
    await expect(within(table).getByText('更改会员状态')).toBeVisible();
    await expect(canvas.getByRole('search', { name: '筛选操作日志' })).toBeVisible();
  },
};

/** Nothing recorded in the range asked for. */
export const Empty: Story = {
  parameters: { console: { ...at, seed: { audit: [] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '操作日志' });
    await expect(await within(table).findByText(/暂无/)).toBeVisible();
  },
};
