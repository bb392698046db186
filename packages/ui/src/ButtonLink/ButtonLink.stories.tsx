import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink, TextLink } from './ButtonLink';

const meta = {
  title: 'Primitives/ButtonLink',
  component: ButtonLink,
  tags: ['autodocs'],
  args: { href: '#/user/info/recharge', children: '去充值', $variant: 'primary' },
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Navigation that looks like a button: it is still a link (role, href, middle-click). */
export const Primary: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '#/user/info/recharge',
    );
  },
};

export const Secondary: Story = {
  args: { $variant: 'secondary', children: '升级会员等级', href: '#/user/info/upgrade' },
};

export const Text: Story = {
  render: () => (
    <p>
      余额不足？<TextLink href="#/user/info/recharge">去充值</TextLink>
    </p>
  ),
};
