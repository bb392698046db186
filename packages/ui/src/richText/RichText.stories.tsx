import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './RichText';

const meta = {
  title: 'Primitives/RichText',
  component: RichText,
  tags: ['autodocs'],
  args: {
    html:
      '<h2>下载说明</h2><p>素材仅限会员<strong>个人学习</strong>使用。</p>' +
      '<ul><li>角色素材</li><li>场景素材</li></ul><p onclick="alert(1)" style="position:fixed">已净化</p>' +
      '<script>alert(1)</script>',
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '下载说明' })).toBeVisible();
    // Administrator HTML formats text; it does not script or restyle the page.
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvas.getByText('已净化')).not.toHaveAttribute('style');
  },
};
