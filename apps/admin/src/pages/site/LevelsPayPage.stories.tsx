import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, findRow, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Levels and pay options',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/levels-pay', role: 'finance' }),
} satisfies Meta;

/** The member levels: price, term, daily downloads and rights. */
export const Levels = tableScreenStory({
  table: '会员等级',
  row: '至尊会员',
  reads: ['¥699.00'],
  then: async ({ row }) => {
    await expect(within(row).getByRole('button', { name: '编辑 至尊会员' })).toBeVisible();
  },
});

/** The recharge options members pick from: price paid, amount credited, the recommended one. */
export const PayOptions: ConsoleStory = {
  play: async ({ canvas }) => {
    const tabs = await canvas.findByRole('tablist', { name: '内容分类' });
    await userEvent.click(within(tabs).getByRole('tab', { name: '充值选项' }));
    const table = await canvas.findByRole('table', { name: '充值选项' });
    const row = await findRow(table, '充值 100 元送 10 元');
    await expect(row).toHaveTextContent('¥110.00');
  },
};
