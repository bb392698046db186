import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tag } from './Tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  tags: ['autodocs'],
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'] as const;
const labels = ['待审核', '高级会员', '已支付', '即将到期', '已驳回', '推荐'];

/** Every tone: status of an order, a report, a level. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone, index) => (
        <Tag key={tone} $tone={tone}>
          {labels[index]}
        </Tag>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已支付')).toBeVisible();
  },
};
