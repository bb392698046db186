import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Callout } from './Callout';

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  tags: ['autodocs'],
  args: { tone: 'info', children: '充值金额将在支付完成后到账。' },
} satisfies Meta<typeof Callout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

/** A live error: announced as an alert. */
export const LiveDanger: Story = {
  args: { tone: 'danger', live: true, children: '余额不足，请先充值后再升级会员等级。' },
  play: async ({ canvasElement }) => {
    // The provider's toast region is an (empty) alert too: find the callout by its text.
    const callout = within(canvasElement)
      .getByText(/余额不足/)
      .closest('[role="alert"]');
    await expect(callout).not.toBeNull();
  },
};

export const Success: Story = {
  args: { tone: 'success', children: '支付成功，余额已更新。' },
};
