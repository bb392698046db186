import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import type { ConsumeRecord, RechargeRecord } from '@dongman/api-client';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const recharges: RechargeRecord[] = [
  {
    id: 1,
    orderNo: 'R20250301000007',
    payType: 'wechat',
    provider: 'sandbox',
    paidAmount: 10_000,
    amount: 11_000,
    balanceAfter: 30_000,
    latePayment: false,
    createTime: '2025-03-01T08:05:00.000Z',
  },
];
const spending: ConsumeRecord[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  type: index % 3 === 0 ? 'levelUpgrade' : 'dubbing',
  description: index % 3 === 0 ? `升级到高级会员 #${index + 1}` : `配音 #${index + 1}`,
  amount: index % 3 === 0 ? 19_900 : 100,
  balanceAfter: 10_100,
  createTime: `2025-02-${String(index + 10).padStart(2, '0')}T08:00:00.000Z`,
}));

const site: SiteScreenParameters = {
  at: '/user/info/rechargeRecords',
  seed: { rechargeRecords: recharges, consumeRecords: spending },
};

const meta = {
  title: 'Member center/Records',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** 充值记录: what was paid and credited, filtered by day; a start after the end is refused. */
export const RechargeRecords: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '充值记录' });
    await expect(within(table).getByText('+¥110.00')).toBeInTheDocument();
    const start = canvas.getByLabelText('开始日期');
    const end = canvas.getByLabelText('结束日期');
    fireEvent.change(start, { target: { value: '2025-03-10' } });
    fireEvent.change(end, { target: { value: '2025-03-01' } });
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(start).toHaveAccessibleDescription('开始日期不能晚于结束日期');
    fireEvent.change(start, { target: { value: '2025-02-01' } });
    fireEvent.change(end, { target: { value: '2025-02-28' } });
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(await canvas.findByText('所选日期内没有记录')).toBeInTheDocument();
  },
};

/** 消费记录: spending, paged. */
export const SpendingRecords: Story = {
  parameters: { site: { at: '/user/info/consumeRecords' } },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '消费记录' });
    const upgrade = within(table).getByText('升级到高级会员 #10').closest('tr')!;
    await expect(upgrade).toHaveTextContent('-¥199.00');
    await expect(canvas.getByText('共 12 条记录')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(await canvas.findByText('升级到高级会员 #1')).toBeInTheDocument();
  },
};

export const NoRecords: Story = {
  parameters: { site: { seed: { rechargeRecords: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无充值记录')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  parameters: { site: { at: '/user/info/consumeRecords' } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Spending records' }),
    ).toBeInTheDocument();
  },
};
