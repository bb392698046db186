import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { consoleScreen, type ConsoleScreenParameters } from '../../testing/ConsoleScreen';

const at: ConsoleScreenParameters = { at: '/classes', role: 'editor' };

const meta = { title: 'Classes', tags: ['autodocs'], ...consoleScreen(at) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section tree: sections and their sub-sections, each with rename, move and delete. */
export const Tree: Story = {
  play: async ({ canvas }) => {
    const tree = await canvas.findByRole('list', { name: '栏目树' });
    const children = await within(tree).findByRole('list', { name: '动画素材' });
    await expect(within(children).getByText(/角色动作/)).toBeVisible();
    await expect(within(tree).getByRole('button', { name: '新建子栏目 动画素材' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建栏目' })).toBeVisible();
  },
};
