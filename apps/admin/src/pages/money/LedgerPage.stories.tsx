import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen, type ConsoleScreenParameters } from '../../testing/ConsoleScreen';

const at: ConsoleScreenParameters = { at: '/ledger', role: 'finance' };

const meta = { title: 'Ledger', tags: ['autodocs'], ...consoleScreen(at) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every balance movement: signed amounts, balance after, kind and reference; CSV export. */
export const Entries: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '资金流水' });
    const refund = (await within(table).findByText('部分退款')).closest('tr')!;
    await expect(refund).toHaveTextContent('-¥200.00');
    await expect(refund).toHaveTextContent('R202603190002');
    await expect(canvas.getByRole('search', { name: '资金流水' })).toBeVisible();
  },
};

/** Nothing in the range. */
export const Empty: Story = {
  parameters: { console: { ...at, seed: { ledger: [] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '资金流水' });
    await expect(await within(table).findByText(/暂无/)).toBeVisible();
  },
};
