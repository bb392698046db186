import { useState, type FormEvent } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { FormField } from '../FormField';
import { FormLayout } from './FormLayout';

/** A refund form as the console uses it: the amount is checked before anything is sent. */
function RefundForm({
  onSubmit,
  left = false,
}: {
  onSubmit: (amount: number) => void;
  left?: boolean;
}) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = Number(new FormData(event.currentTarget).get('amount'));
    if (!(amount > 0 && amount <= 100)) {
      setError('退款金额须在 0.01 到 100.00 元之间');
      return;
    }
    setError(undefined);
    onSubmit(amount);
  };
  const position = left ? 'left' : 'top';
  return (
    <FormLayout
      label="退款"
      onSubmit={submit}
      noValidate
      labelWidth={left ? 96 : undefined}
      actions={
        <>
          <Button type="submit" variant="primary">
            确认退款
          </Button>
          <Button type="reset">重置</Button>
        </>
      }
    >
      <FormField
        label="退款金额（元）"
        hint="最多可退 ¥100.00"
        error={error}
        required
        labelPosition={position}
        labelWidth={96}
      >
        {(control) => <input {...control} name="amount" inputMode="decimal" />}
      </FormField>
      <FormField label="原因" labelPosition={position} labelWidth={96}>
        {(control) => <input {...control} name="reason" maxLength={200} />}
      </FormField>
    </FormLayout>
  );
}

const meta = {
  title: 'Console/FormLayout',
  tags: ['autodocs'],
  component: RefundForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof RefundForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled fields, help text, the error tied to its field, the actions row. */
export const Refund: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: '退款' });
    const amount = canvas.getByRole('textbox', { name: /退款金额/ });
    await expect(amount).toHaveAccessibleDescription('最多可退 ¥100.00');
    await userEvent.type(amount, '120');
    await userEvent.click(canvas.getByRole('button', { name: '确认退款' }));
    await expect(amount).toBeInvalid();
    await expect(amount).toHaveAccessibleDescription(
      '退款金额须在 0.01 到 100.00 元之间 最多可退 ¥100.00',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '30{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(30);
    await expect(amount).toBeValid();
    await expect(form).toBeVisible();
  },
};

/** Labels to the left; the actions line up under the controls. */
export const LabelsLeft: Story = {
  args: { left: true },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: '确认退款' });
    const amount = canvas.getByRole('textbox', { name: /退款金额/ });
    await expect(Math.round(submit.getBoundingClientRect().left)).toBe(
      Math.round(amount.getBoundingClientRect().left),
    );
  },
};
