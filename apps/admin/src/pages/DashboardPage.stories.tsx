import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen, type ConsoleScreenParameters } from '../testing/ConsoleScreen';

const screen: ConsoleScreenParameters = { at: '/dashboard', role: 'owner' };

const meta = {
  title: 'Dashboard',
  ...consoleScreen,
  parameters: { ...consoleScreen.parameters, console: screen },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;


/** The owner: every menu entry, the queues with their badges, today's money and the 14-day chart. */
export const Owner: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '仪表盘' })).toBeInTheDocument();
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    for (const entry of ['会员审核', '订单管理', '资金流水', '操作日志', '后台账号'])
      await expect(within(menu).getByRole('link', { name: new RegExp(entry) })).toBeVisible();
    await expect(within(menu).getByLabelText('2 个待审核')).toHaveTextContent('2');
    await expect(await canvas.findByText('今日收入')).toBeVisible();
    await expect(canvas.getByText('¥3,568.00')).toBeVisible();
    await expect(canvas.getByText('林总（所有者）')).toBeVisible();
  },
};
