import type { Meta } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Reports',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/reports', role: 'reviewer' }),
} satisfies Meta;

/** Members' reports with their images in the list; 通过 from the row, the badge counts down. */
export const Review = tableScreenStory({
  table: '会员报告',
  row: '素材下载后无法解压',
  then: async ({ canvas, row }) => {
    await expect(within(row).getAllByRole('img').length).toBeGreaterThan(0);
    const menu = canvas.getByRole('navigation', { name: '后台菜单' });
    await expect(await within(menu).findByLabelText('1 份报告待处理')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: '通过 素材下载后无法解压' }));
    await expect(
      (await screen.findAllByText('已通过报告「素材下载后无法解压」')).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(within(menu).queryByLabelText(/份报告待处理/)).toBeNull());
  },
});

/** 查看: the whole report and its images; a picture opens in the lightbox. */
export const Evidence: ConsoleStory = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '会员报告' });
    await userEvent.click(
      await within(table).findByRole('button', { name: '查看 素材下载后无法解压' }),
    );
    const drawer = await screen.findByRole('dialog', { name: '报告：素材下载后无法解压' });
    await userEvent.click(
      within(drawer).getByRole('button', { name: '查看大图：素材下载后无法解压 的第 1 张图片' }),
    );
    await expect(
      await screen.findByRole('dialog', { name: '素材下载后无法解压 的图片（1/2）' }),
    ).toBeVisible();
  },
};
