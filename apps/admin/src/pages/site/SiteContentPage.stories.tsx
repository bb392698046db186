import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Site content',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/site-content', role: 'editor' }),
} satisfies Meta;

async function openTab(canvas: { findByRole: typeof screen.findByRole }, name: string) {
  const tabs = await canvas.findByRole('tablist', { name: '内容分类' });
  await userEvent.click(within(tabs).getByRole('tab', { name }));
  await expect(within(tabs).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The home page's banners, in order, each with its picture and link. */
export const Banners = tableScreenStory({
  table: '首页横幅',
  row: '春季上新',
  then: async ({ canvas, row }) => {
    await expect(within(row).getByRole('img', { name: '横幅预览：春季上新' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加横幅' })).toBeVisible();
  },
});

/** The plugin's update notice: version, title and text the members' plugin shows. */
export const UpdateNotice: ConsoleStory = {
  play: async ({ canvas }) => {
    await openTab(canvas, '更新公告');
    await expect(await canvas.findByDisplayValue('2.4.0')).toBeVisible();
    await expect(canvas.getByDisplayValue('插件 2.4.0 更新')).toBeVisible();
  },
};

/** The site's extra menus: one line per entry, name|link. */
export const NavMenu: ConsoleStory = {
  play: async ({ canvas }) => {
    await openTab(canvas, '导航菜单');
    const dubbing = await canvas.findByRole('textbox', { name: '免费配音' });
    await expect(dubbing).toHaveValue(
      '免费配音|https://example.com/dubbing\n配音教程|https://example.com/dubbing/guide',
    );
  },
};

/** The dubbing voices, per speech engine, with the engine in use named. */
export const Voices: ConsoleStory = {
  play: async ({ canvas }) => {
    await openTab(canvas, '配音声音');
    const table = await canvas.findByRole('table', { name: '配音声音' });
    await expect(await within(table).findByText('晓晓')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加声音' })).toBeVisible();
  },
};

/** Fixed pages (agreement, plugin help …): edited in the rich-text editor. */
export const FixedPages: ConsoleStory = {
  play: async ({ canvas }) => {
    await openTab(canvas, '固定页面');
    const table = await canvas.findByRole('table', { name: '固定页面' });
    await expect(await within(table).findByText('会员协议')).toBeVisible();
    await expect(within(table).getByText('插件安装说明')).toBeVisible();
  },
};
