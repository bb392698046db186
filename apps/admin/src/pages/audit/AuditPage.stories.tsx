import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, emptyListStory, findRow } from '../../testing/screenStories';

export default {
  title: 'Audit log',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/audit', role: 'owner' }),
} satisfies Meta;

/** Who did what: actions in Chinese, money in ¥, objects as links; filters and CSV export. */
export const Log: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '操作日志' });
    const refund = await findRow(table, '退款');
    await expect(within(refund).getByText('财务王姐')).toBeVisible();
    await expect(refund).toHaveTextContent('¥200.00');
    await expect(within(table).getByText('更改会员状态')).toBeVisible();
    await expect(canvas.getByRole('search', { name: '筛选操作日志' })).toBeVisible();
  },
};

/** Nothing recorded in the range asked for. */
export const Empty = emptyListStory({ audit: [] }, '操作日志');
