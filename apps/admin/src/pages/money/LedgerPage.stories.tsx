import type { Meta } from '@storybook/react-vite';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { emptyListStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Ledger',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/ledger', role: 'finance' }),
} satisfies Meta;

/** Every balance movement: signed amounts, balance after, kind and reference; CSV export. */
export const Entries = tableScreenStory({
  table: '资金流水',
  row: '部分退款',
  reads: ['-¥200.00', 'R202603190002'],
  search: '资金流水',
});

/** Nothing in the range. */
export const Empty = emptyListStory({ ledger: [] }, '资金流水');
