// What the console's screen stories share besides the screen itself (ConsoleScreen.tsx): the
// story type, finding a table's row, the story of a list's first row and of an empty list.
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { consoleScreen } from './ConsoleScreen';
import type { ConsoleApiOptions } from './memoryConsole';

/** A story of a console screen (its meta spreads `consoleScreen(…)`). */
export type ConsoleStory = StoryObj<ReturnType<typeof consoleScreen>>;

/** The screen's queries, as a play function gets them. */
type Canvas = Parameters<NonNullable<ConsoleStory['play']>>[0]['canvas'];

/** The row of `table` that shows `text`, once it has arrived. */
export async function findRow(table: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  return (await within(table).findByText(text)).closest('tr')!;
}

/** What a table screen's story checks once the table has the row it looks for. */
export interface TableScreenCheck {
  /** The table's name (its aria-label: '订单列表'). */
  table: string;
  /** A text of the row to find ('R202603190002'); the row must be visible. */
  row: string | RegExp;
  /** Texts shown by elements of the row, each visible ('已退款'). */
  shows?: (string | RegExp)[];
  /** Texts in the row's text as a whole, where one spans elements ('¥500.00'). */
  reads?: string[];
  /** The name of the query form beside the table ('订单列表'). */
  search?: string;
  /** What else the story checks, with the table and the row found. */
  then?: (found: { canvas: Canvas; table: HTMLElement; row: HTMLElement }) => Promise<void>;
}

/**
 * The screen's table with its demo data: a row found by one of its texts, what the row shows,
 * and the query form. Most screens open on such a list, so their first story is this one.
 */
export const tableScreenStory = ({
  table: name,
  row: text,
  shows = [],
  reads = [],
  search,
  then,
}: TableScreenCheck): ConsoleStory => ({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name });
    const row = await findRow(table, text);
    await expect(row).toBeVisible();
    for (const shown of shows) await expect(within(row).getByText(shown)).toBeVisible();
    for (const read of reads) await expect(row).toHaveTextContent(read);
    if (search) await expect(canvas.getByRole('search', { name: search })).toBeVisible();
    await then?.({ canvas, table, row });
  },
});

/**
 * The screen with its list emptied by `seed` (`{ orders: [] }`): the table named `table` says
 * there is nothing (暂无数据 unless the page says it in its own words).
 */
export const emptyListStory = (
  seed: ConsoleApiOptions['seed'],
  table: string,
  says: string | RegExp = /暂无/,
): ConsoleStory => ({
  parameters: { console: { seed } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('table', { name: table });
    await expect(await within(list).findByText(says)).toBeVisible();
  },
});
