import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AsyncContent } from './AsyncContent';

const meta = {
  title: 'Primitives/AsyncContent',
  component: AsyncContent,
  tags: ['autodocs'],
  args: {
    state: { status: 'ready', data: ['角色素材', '场景素材'] },
    onRetry: fn(),
    notFoundTitle: '抱歉，您访问的页面不存在',
    isEmpty: (data: unknown) => Array.isArray(data) && data.length === 0,
    empty: '暂无记录',
    children: (data: unknown) => (
      <ul>
        {(data as string[]).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
} satisfies Meta<typeof AsyncContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('加载中…')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无记录')).toBeVisible();
  },
};

/** A failed read: the alert says why and the retry button asks again. */
export const Failed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('内容加载失败，请检查网络后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { state: { status: 'failed', code: 404 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('抱歉，您访问的页面不存在')).toBeVisible();
  },
};
