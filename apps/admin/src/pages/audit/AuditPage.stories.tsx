import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { emptyListStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Audit log',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/audit', role: 'owner' }),
} satisfies Meta;

/** Who did what: actions in Chinese, money in ¥, objects as links; filters and CSV export. */
export const Log = tableScreenStory({
  table: '操作日志',
  row: '退款',
  shows: ['财务王姐'],
  reads: ['¥200.00'],
  search: '筛选操作日志',
  then: async ({ table }) => {
    await expect(within(table).getByText('更改会员状态')).toBeVisible();
  },
});

/** Nothing recorded in the range asked for. */
export const Empty = emptyListStory({ audit: [] }, '操作日志');
