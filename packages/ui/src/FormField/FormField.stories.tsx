import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: {
    label: '验证码',
    hint: '看不清？点击图片换一张',
    children: (control) => <input {...control} maxLength={4} />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Any control can be wired in through the render function. */
export const CustomControl: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('验证码')).toHaveAccessibleDescription(
      '看不清？点击图片换一张',
    );
  },
};

export const Invalid: Story = {
  args: { error: '验证码必须是4个字符', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/验证码/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('验证码必须是4个字符 看不清？点击图片换一张');
  },
};
