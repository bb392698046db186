import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RadioCard, RadioCardGroup } from './RadioCard';

const amounts = [
  { id: 1, label: '¥30.00' },
  { id: 2, label: '¥100.00' },
  { id: 3, label: '¥300.00' },
];

function Amounts({ layout, hideRadio }: { layout?: 'grid' | 'row'; hideRadio?: boolean }) {
  const [chosen, setChosen] = useState(2);
  return (
    <RadioCardGroup legend="选择充值金额" layout={layout}>
      {amounts.map((amount) => (
        <RadioCard
          key={amount.id}
          name="amount"
          value={amount.id}
          checked={chosen === amount.id}
          onChange={() => setChosen(amount.id)}
          hideRadio={hideRadio}
        >
          <strong>{amount.label}</strong>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}

const meta = {
  title: 'Primitives/RadioCard',
  component: Amounts,
  tags: ['autodocs'],
} satisfies Meta<typeof Amounts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '选择充值金额' });
    await expect(within(group).getByRole('radio', { name: '¥100.00' })).toBeChecked();
    await userEvent.click(canvas.getByText('¥300.00'));
    await expect(within(group).getByRole('radio', { name: '¥300.00' })).toBeChecked();
    // Arrow keys move the choice, as with any radio group.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(group).getByRole('radio', { name: '¥100.00' })).toBeChecked();
  },
};

export const Row: Story = { args: { layout: 'row' } };

/** The card alone shows the choice (as the dubbing voices do, whose corner holds a favourite star). */
export const WithoutRadioMark: Story = {
  args: { hideRadio: true },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: '选择充值金额' }));
    const radio = group.getByRole('radio', { name: '¥30.00' });
    // No visible mark: the radio is shrunk to a clipped pixel, but still named and operable.
    await expect(radio.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.click(group.getByText('¥30.00'));
    await expect(radio).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(group.getByRole('radio', { name: '¥100.00' })).toBeChecked();
  },
};
