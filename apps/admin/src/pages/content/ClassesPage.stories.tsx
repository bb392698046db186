import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory } from '../../testing/screenStories';

export default {
  title: 'Classes',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/classes', role: 'editor' }),
} satisfies Meta;

/** The section tree: sections and their sub-sections, each with rename, move and delete. */
export const Tree: ConsoleStory = {
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('list', { name: '栏目树' });
    const children = await within(tree).findByRole('list', { name: '动画素材' });
    await expect(within(children).getByText(/角色动作/)).toBeVisible();
    await expect(within(tree).getByRole('button', { name: '新建子栏目 动画素材' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建栏目' })).toBeVisible();
  },
};
