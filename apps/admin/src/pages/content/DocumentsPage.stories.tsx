import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { consoleScreen, type ConsoleScreenParameters } from '../../testing/ConsoleScreen';

const at: ConsoleScreenParameters = { at: '/documents', role: 'editor' };

const meta = { title: 'Documents', tags: ['autodocs'], ...consoleScreen(at) } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The materials with query form (title, section, state): published or a draft, with a 预览 link. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '文档列表' });
    const draft = (await within(table).findByText('火焰特效合集')).closest('tr')!;
    await expect(within(draft).getByText('未发布')).toBeVisible();
    await expect(within(table).getAllByText('已发布').length).toBe(3);
    await expect(canvas.getByRole('button', { name: '新建文档' })).toBeVisible();
  },
};

/** 新建文档: a draft first; files go up in the same drawer before saving. */
export const NewDocument: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '文档列表' });
    await userEvent.click(canvas.getByRole('button', { name: '新建文档' }));
    const drawer = await screen.findByRole('dialog', { name: '新建文档' });
    await expect(within(drawer).getByRole('textbox', { name: /^\*?标题$/ })).toBeVisible();
  },
};

/** Nothing matches the query. */
export const Empty: Story = {
  parameters: { console: { ...at, seed: { documents: [] } } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '文档列表' });
    await expect(await within(table).findByText(/暂无/)).toBeVisible();
  },
};
