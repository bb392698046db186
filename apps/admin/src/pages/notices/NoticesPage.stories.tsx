import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Notices',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/notices', role: 'editor' }),
} satisfies Meta;

/** The notices under the members' bell, newest first, each with 编辑 and 删除. */
export const List = tableScreenStory({
  table: '公告列表',
  row: '新增 MYZ 原创素材栏目',
  then: async ({ table }) => {
    await expect(
      within(table).getByRole('button', { name: '编辑 春节期间客服安排' }),
    ).toBeVisible();
  },
});

/** 发布公告: a drawer with the title and the rich-text editor; saved, it heads the list. */
export const Publish: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '公告列表' });
    await within(table).findByText('春节期间客服安排');
    await userEvent.click(canvas.getByRole('button', { name: '发布公告' }));
    const drawer = await screen.findByRole('dialog', { name: '发布公告' });
    const d = within(drawer);
    await userEvent.type(d.getByRole('textbox', { name: /^\*?标题$/ }), '五一活动预告');
    const editor = await d.findByRole('textbox', { name: '内容' });
    await userEvent.click(editor);
    await userEvent.keyboard('五一期间至尊会员八折。');
    await userEvent.click(d.getByRole('button', { name: '保存' }));
    await expect(await within(table).findByText('五一活动预告')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '发布公告' })).toBeNull());
  },
};

/** No notices yet: the table says so; 发布公告 is there. */
export const Empty: ConsoleStory = {
  parameters: { console: { seed: { notices: [] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '公告列表' });
    await expect(await within(table).findByText(/暂无/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '发布公告' })).toBeVisible();
  },
};
