// What the console's screen stories share besides the screen itself (ConsoleScreen.tsx): the
// story type, finding a table's row, and the story of a list with nothing in it.
import type { StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { consoleScreen } from './ConsoleScreen';
import type { ConsoleApiOptions } from './memoryConsole';

/** A story of a console screen (its meta spreads `consoleScreen(…)`). */
export type ConsoleStory = StoryObj<ReturnType<typeof consoleScreen>>;

/** The row of `table` that shows `text`, once it has arrived. */
export async function findRow(table: HTMLElement, text: string | RegExp): Promise<HTMLElement> {
  return (await within(table).findByText(text)).closest('tr')!;
}

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
