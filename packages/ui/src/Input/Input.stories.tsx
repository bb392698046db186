import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useMessages } from '../UIProvider';
import { Input } from './Input';
import { PasswordInput } from './PasswordInput';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: { label: '账号', placeholder: '请输入账号' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('账号');
    await userEvent.type(input, 'zhangsan');
    await expect(input).toHaveValue('zhangsan');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { error: '请正确填写账号，最少3个字符，最多32个字符', required: true, defaultValue: 'ab' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '账号' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请正确填写账号，最少3个字符，最多32个字符');
  },
};

export const LabelLeft: Story = { args: { labelPosition: 'left', hint: '3-32个字符' } };

function PasswordDemo() {
  const m = useMessages();
  const [value, setValue] = useState('');
  return (
    <PasswordInput
      label={m.password}
      value={value}
      onChange={(e) => setValue(e.target.value)}
      error={value.length > 0 && value.length < 6 ? m.passwordRule : undefined}
    />
  );
}

export const Password: Story = {
  render: () => <PasswordDemo />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('密码');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'abc');
    await expect(input).toHaveAccessibleDescription('请正确填写密码，不能少于6个字符');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'def');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
