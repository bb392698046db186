import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, emptyListStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Documents',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/documents', role: 'editor' }),
} satisfies Meta;

/** The materials with query form (title, section, state): published or a draft, with a 预览 link. */
export const List = tableScreenStory({
  table: '文档列表',
  row: '火焰特效合集',
  shows: ['未发布'],
  then: async ({ canvas, table }) => {
    await expect(within(table).getAllByText('已发布').length).toBe(3);
    await expect(canvas.getByRole('button', { name: '新建文档' })).toBeVisible();
  },
});

/** 新建文档: a draft first; files go up in the same drawer before saving. */
export const NewDocument: ConsoleStory = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '文档列表' });
    await userEvent.click(canvas.getByRole('button', { name: '新建文档' }));
    const drawer = await screen.findByRole('dialog', { name: '新建文档' });
    await expect(within(drawer).getByRole('textbox', { name: /^\*?标题$/ })).toBeVisible();
  },
};

/** Nothing matches the query. */
export const Empty = emptyListStory({ documents: [] }, '文档列表');
