import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const sections = ['全部栏目', '动画素材', '音效素材', '教程'];

function SectionSelect(props: { error?: string; disabled?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <div style={{ maxWidth: 240 }}>
      <Select label="栏目" value={value} onChange={(e) => setValue(e.target.value)} {...props}>
        {sections.map((name, index) => (
          <option key={name} value={index === 0 ? '' : String(index)}>
            {name}
          </option>
        ))}
      </Select>
      <output>{value ? `已选 ${sections[Number(value)]}` : '未选择'}</output>
    </div>
  );
}

const meta = {
  title: 'Primitives/Select',
  component: SectionSelect,
  tags: ['autodocs'],
} satisfies Meta<typeof SectionSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '栏目' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, '音效素材');
    await expect(canvas.getByText('已选 音效素材')).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { error: '请选择栏目' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '栏目' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择栏目');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '栏目' })).toBeDisabled();
  },
};
