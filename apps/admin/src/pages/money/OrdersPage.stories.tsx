import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, emptyListStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Orders',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/orders', role: 'finance' }),
} satisfies Meta;

/** Recharge orders with query form (member, state, provider, dates): amounts in ¥, states named. */
export const List = tableScreenStory({
  table: '订单列表',
  row: 'R202603190002',
  shows: ['已退款'],
  reads: ['¥500.00'],
  search: '订单列表',
});

/**
 * A partial refund: the amount and reason, then a confirmation from the server's preview (the
 * refundable remainder, the member's balance before and after); confirmed, the refund is listed.
 */
export const Refund: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '订单列表' });
    await userEvent.click(await within(table).findByRole('button', { name: '查看 R202603200001' }));
    const drawer = within(await screen.findByRole('dialog', { name: '订单详情：R202603200001' }));
    const amount = await drawer.findByLabelText(/退款金额（元）/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await userEvent.type(drawer.getByLabelText(/退款原因/), '会员误充，退回部分');
    await userEvent.click(drawer.getByRole('button', { name: '退款' }));

    const dialog = await screen.findByRole('alertdialog', { name: '确认退款' });
    const confirm = within(dialog);
    await expect(dialog).toHaveTextContent('剩余可退¥100.00');
    await expect(confirm.getByText('¥128.00 → ¥98.00')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '确认退款 ¥30.00' }));
    await expect((await screen.findAllByText('操作成功')).length).toBeGreaterThan(0);
    await expect(await drawer.findByRole('table', { name: '退款记录' })).toBeVisible();
  },
};

/** No order matches the query. */
export const Empty = emptyListStory({ orders: [] }, '订单列表');
