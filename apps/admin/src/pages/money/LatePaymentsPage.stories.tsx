import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDERS } from '../../testing/demoData';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Late payments',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/late-payments', role: 'finance' }),
} satisfies Meta;

/** Payments that arrived after their order closed, waiting for an operator. */
export const Waiting = tableScreenStory({
  table: '延迟到账订单',
  row: 'R202603180004',
  then: async ({ table }) => {
    await expect(within(table).queryByText('R202603200001')).toBeNull();
  },
});

/** None waiting. */
export const Empty: ConsoleStory = {
  parameters: {
    console: { seed: { orders: ORDERS.map((o) => ({ ...o, latePayment: false })) } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '延迟到账订单' });
    await expect(await within(table).findByText('没有待处理的延迟到账')).toBeVisible();
  },
};
