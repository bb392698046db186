import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import type { RechargeOrder } from '@dongman/api-client';
import { siteScreen, type SiteScreenParameters } from '../../../testing/SiteScreen';

const site: SiteScreenParameters = { at: '/user/info/recharge' };

const meta = {
  title: 'Member center/Recharge and pay',
  ...siteScreen,
  parameters: { ...siteScreen.parameters, site },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pending: RechargeOrder = {
  orderNo: 'R20250301000042',
  payOptionId: 1,
  amount: 3_000,
  price: 3_000,
  payType: 'wechat',
  provider: 'sandbox',
  status: 'pending',
  payUrl: 'https://pay.example.com/sandbox/R20250301000042',
  payMode: 'qr',
  paidAmount: null,
  latePayment: false,
  createTime: '2025-03-01T08:00:00.000Z',
  expireTime: '2099-03-01T08:30:00.000Z',
  paidTime: null,
  closedTime: null,
};

/** Step 1: amounts (the recommended one chosen), the pay types, what is paid and credited. */
export const ChooseAmount: Story = {
  play: async ({ canvas }) => {
    const recommended = await canvas.findByRole('radio', { name: /充值 100 元（赠 10 元）/ });
    await expect(recommended).toBeChecked();
    await expect(canvas.getByText('应付 ¥100.00，到账 ¥110.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: /充值 30 元/ }));
    await expect(canvas.getByText('应付 ¥30.00，到账 ¥30.00')).toBeInTheDocument();
    await expect(canvas.getByText(/不会扣除任何真实资金/)).toBeInTheDocument();
  },
};

/** Step 2: the order with its QR code; "I paid" asks the provider, which has not been paid. */
export const PayWithQrCode: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /充值 30 元/ }));
    await userEvent.click(canvas.getByRole('radio', { name: '支付宝' }));
    await userEvent.click(canvas.getByRole('button', { name: '立即充值' }));

    await expect(await canvas.findByRole('img', { name: '支付二维码' })).toBeInTheDocument();
    await expect(canvas.getByText('请使用支付宝扫一扫')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '打开测试收银台' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(canvas.getByRole('button', { name: '我已支付，立即查询' }));
    await expect((await screen.findAllByText(/尚未确认收款/)).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('member-balance')).toHaveTextContent('¥300.00');
  },
};

/** Step 3: the provider confirmed: the balance is credited everywhere on the page. */
export const Paid: Story = {
  parameters: { site: { seed: { providerPays: true } } },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '立即充值' }));
    await userEvent.click(await canvas.findByRole('button', { name: '我已支付，立即查询' }));
    await expect(await canvas.findByText('支付成功')).toBeInTheDocument();
    await expect(canvas.getByTestId('recharge-balance')).toHaveTextContent('¥410.00');
    await expect(canvas.getByTestId('member-balance')).toHaveTextContent('¥410.00');
  },
};

/** The member cancels a pending order and is back at the choice. */
export const CancelOrder: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '立即充值' }));
    await userEvent.click(await canvas.findByRole('button', { name: '取消订单' }));
    await expect(await canvas.findByText('订单已关闭')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '立即充值' })).toBeInTheDocument();
  },
};

/** A pending order in 我的充值订单 can be paid again. */
export const ResumeOrder: Story = {
  parameters: { site: { seed: { orders: [pending] } } },
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('table', { name: '我的充值订单' });
    await expect(within(orders).getByText('待支付')).toBeInTheDocument();
    await userEvent.click(
      within(orders).getByRole('button', { name: '继续支付订单 R20250301000042' }),
    );
    await expect(await canvas.findByTestId('order-no')).toHaveTextContent('R20250301000042');
    await expect(canvas.getByRole('img', { name: '支付二维码' })).toBeInTheDocument();
  },
};

/** No payment provider configured: recharge is closed and says so. */
export const Unavailable: Story = {
  parameters: { site: { seed: { payMethods: [] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/充值暂未开放/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: '立即充值' })).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Recharge now' }));
    await expect(await canvas.findByRole('img', { name: 'Payment QR code' })).toBeInTheDocument();
  },
};
