import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ORDERS } from '../../testing/demoData';
import { consoleScreen, type ConsoleScreenParameters } from '../../testing/ConsoleScreen';

const at: ConsoleScreenParameters = { at: '/late-payments', role: 'finance' };

const meta = { title: 'Late payments', tags: ['autodocs'], ...consoleScreen(at) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Payments that arrived after their order closed, waiting for an operator. */
export const Waiting: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '延迟到账订单' });
    await expect(await within(table).findByText('R202603180004')).toBeVisible();
    await expect(within(table).queryByText('R202603200001')).toBeNull();
  },
};

/** None waiting. */
export const Empty: Story = {
  parameters: {
    console: { ...at, seed: { orders: ORDERS.map((o) => ({ ...o, latePayment: false })) } },
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '延迟到账订单' });
    await expect(await within(table).findByText('没有待处理的延迟到账')).toBeVisible();
  },
};
