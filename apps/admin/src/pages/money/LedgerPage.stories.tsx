import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, emptyListStory, findRow } from '../../testing/screenStories';

export default {
  title: 'Ledger',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/ledger', role: 'finance' }),
} satisfies Meta;

/** Every balance movement: signed amounts, balance after, kind and reference; CSV export. */
export const Entries: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '资金流水' });
    const refund = await findRow(table, '部分退款');
    await expect(refund).toHaveTextContent('-¥200.00');
    await expect(refund).toHaveTextContent('R202603190002');
    await expect(canvas.getByRole('search', { name: '资金流水' })).toBeVisible();
  },
};

/** Nothing in the range. */
export const Empty = emptyListStory({ ledger: [] }, '资金流水');
