import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { consoleScreen } from '../../testing/ConsoleScreen';
import { type ConsoleStory, findRow, tableScreenStory } from '../../testing/screenStories';

export default {
  title: 'Card codes',
  tags: ['autodocs'],
  ...consoleScreen({ at: '/card-codes', role: 'finance' }),
} satisfies Meta;

/**
 * The batches made so far (dubbing or a level's term; how many used) and the form that makes a
 * new one. Finance makes batches; only an owner exports one again.
 */
export const Batches = tableScreenStory({
  table: '卡密批次',
  row: '三月直播间活动',
  shows: ['37', '仅所有者可导出'],
  then: async ({ canvas, table }) => {
    const level = within(table).getByText('年度会员礼品卡').closest('tr')!;
    await expect(within(level).getByText('会员等级：高级会员')).toBeVisible();
    const old = within(table).getByText('体验卡').closest('tr')!;
    await expect(within(old).getByText('无法导出')).toBeVisible();
    await expect(canvas.getByRole('form', { name: '生成卡密' })).toBeVisible();
  },
});

/** An owner exports a kept batch again from the server; a batch from before codes were kept cannot. */
export const OwnerExports: ConsoleStory = {
  parameters: { console: { role: 'owner' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '卡密批次' });
    await expect(
      await within(table).findByRole('link', { name: '导出批次 7 的 CSV' }),
    ).toHaveAttribute('href', expect.stringContaining('/api/admin/card-batches/7/export'));
    const old = within(table).getByText('体验卡').closest('tr')!;
    await expect(within(old).queryByRole('link')).toBeNull();
    await expect(within(old).getByText('无法导出')).toBeVisible();
  },
};

type BatchForm = ReturnType<typeof within>;

/**
 * 生成卡密 once the batches have loaded: `choose` sets the kind of code, then `count` codes noted
 * `note` are made; the notice says so and offers the CSV again, and the new batch's row `shows`.
 */
const generateStory = (
  { count, note, shows }: { count: number; note: string; shows: string[] },
  choose: (form: BatchForm) => Promise<void>,
): ConsoleStory => ({
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '卡密批次' });
    await within(table).findByText('三月直播间活动');
    const form = within(canvas.getByRole('form', { name: '生成卡密' }));
    await choose(form);
    await userEvent.clear(form.getByLabelText('数量'));
    await userEvent.type(form.getByLabelText('数量'), String(count));
    await userEvent.type(form.getByLabelText('备注'), note);
    await userEvent.click(form.getByRole('button', { name: '生成卡密' }));
    await expect(
      await canvas.findByText(new RegExp(`已生成 ${count} 个卡密，CSV 已下载`)),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再次下载 CSV' })).toBeVisible();
    const row = await findRow(table, note);
    for (const text of shows) await expect(within(row).getByText(text)).toBeVisible();
  },
});

/** 生成卡密 (dubbing days): the codes download as CSV; the notice offers the file again. */
export const Generate = generateStory(
  { count: 5, note: '四月社群', shows: ['配音服务'] },
  async (form) => {
    await userEvent.clear(form.getByLabelText('天数'));
    await userEvent.type(form.getByLabelText('天数'), '30');
  },
);

/** Level codes: each is one term of a level sold for a term (the free level is not offered). */
export const GenerateLevelCodes = generateStory(
  { count: 3, note: '合作方赠送', shows: ['会员等级：至尊会员', '365'] },
  async (form) => {
    await userEvent.selectOptions(form.getByRole('combobox', { name: '类型' }), 'level');
    const levels = form.getByRole('combobox', { name: '会员等级' });
    await expect(within(levels).queryByRole('option', { name: /普通会员/ })).toBeNull();
    await userEvent.selectOptions(
      levels,
      within(levels).getByRole('option', { name: '至尊会员（365 天）' }),
    );
  },
);
