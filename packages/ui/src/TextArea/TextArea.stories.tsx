import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: '配音文本', hint: '最多500个字符', maxLength: 500, defaultValue: '' },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /配音文本/ });
    await userEvent.type(input, '大家好，欢迎来到动漫素材会员站。');
    await expect(input).toHaveValue('大家好，欢迎来到动漫素材会员站。');
  },
};

export const WithError: Story = {
  args: { required: true, error: '请输入配音文本' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /配音文本/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
