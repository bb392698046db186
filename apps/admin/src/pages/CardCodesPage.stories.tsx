import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleScreen, type ConsoleScreenParameters } from '../testing/ConsoleScreen';

const at: ConsoleScreenParameters = { at: '/card-codes', role: 'finance' };

const meta = {
  title: 'Card codes',
  ...consoleScreen,
  tags: ['autodocs'],
  parameters: { ...consoleScreen.parameters, console: at },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The batches made so far (how many used) and the form that makes a new one. */
export const Batches: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '卡密批次' });
    const row = (await within(table).findByText('三月直播间活动')).closest('tr')!;
    await expect(within(row).getByText('37')).toBeVisible();
    await expect(canvas.getByRole('form', { name: '生成卡密' })).toBeVisible();
  },
};

/** 生成卡密: the codes download as CSV; the notice offers the file again until it is closed. */
export const Generate: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '卡密批次' });
    await within(table).findByText('三月直播间活动');
    const form = within(canvas.getByRole('form', { name: '生成卡密' }));
    await userEvent.clear(form.getByLabelText('天数'));
    await userEvent.type(form.getByLabelText('天数'), '30');
    await userEvent.clear(form.getByLabelText('数量'));
    await userEvent.type(form.getByLabelText('数量'), '5');
    await userEvent.type(form.getByLabelText('备注'), '四月社群');
    await userEvent.click(form.getByRole('button', { name: '生成卡密' }));
    await expect(
      await canvas.findByText(/已生成 5 个卡密：CSV 已下载，关闭后无法再查看/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再次下载 CSV' })).toBeVisible();
    await expect(await within(table).findByText('四月社群')).toBeVisible();
  },
};
