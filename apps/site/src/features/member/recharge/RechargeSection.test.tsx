import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayMethod, PayOption, RechargeOrder } from '@dongman/api-client';
import InfoPage from '../InfoPage';
import { memberInfo, ok, renderPage } from '../testing';

const options: PayOption[] = [
  { id: 1, name: '充值 30 元', amount: 3_000, price: 3_000, recommended: false },
  { id: 3, name: '充值 100 元', amount: 11_000, price: 10_000, recommended: true },
];
const sandbox: PayMethod[] = [
  { payType: 'wechat', provider: 'sandbox', sandbox: true },
  { payType: 'alipay', provider: 'sandbox', sandbox: true },
];

const order = (patch: Partial<RechargeOrder> = {}): RechargeOrder => ({
  orderNo: 'R202501010001',
  payOptionId: 1,
  amount: 3_000,
  price: 3_000,
  payType: 'alipay',
  provider: 'sandbox',
  status: 'pending',
  payUrl: 'http://localhost/pay/sandbox/R202501010001',
  payMode: 'qr',
  paidAmount: null,
  latePayment: false,
  createTime: '2025-01-01T00:00:00.000Z',
  expireTime: '2025-01-01T00:30:00.000Z',
  paidTime: null,
  closedTime: null,
  ...patch,
});
const paid = order({ status: 'paid', paidAmount: 3_000, paidTime: '2025-01-01T00:05:00.000Z' });
const emptyPage = { list: [], total: 0, page: 1, size: 20 };

function setup(methods: PayMethod[] = sandbox) {
  let providerConfirmed = false;
  const api = {
    listPayOptions: vi.fn(async () => options),
    listPayMethods: vi.fn(async () => methods),
    listRechargeOrders: vi.fn(async () => ok(emptyPage)),
    createRechargeOrder: vi.fn(async () => ok(order())),
    // The server answers from what the provider said: pending until it confirms.
    getRechargeOrder: vi.fn(async () =>
      ok(providerConfirmed ? { order: paid, money: 33_000 } : { order: order(), money: 30_000 }),
    ),
    completeRechargeOrder: vi.fn(async () => ok({ order: order(), money: 30_000 })),
    cancelRechargeOrder: vi.fn(async () =>
      ok({
        order: order({ status: 'closed', closedTime: '2025-01-01T00:01:00.000Z' }),
        money: 30_000,
      }),
    ),
    getSession: vi.fn(async () => ok(memberInfo({ money: 33_000 }))),
  };
  const view = renderPage(<InfoPage />, {
    api,
    path: '/user/info/:action',
    at: '/user/info/recharge',
  });
  return { ...view, api, confirm: () => (providerConfirmed = true) };
}

describe('recharge', { timeout: 60_000 }, () => {
  it('creates an order, never credits on "I paid" alone, and moves on by itself once the provider confirms', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, confirm } = setup();

    const recommended = await screen.findByRole('radio', { name: /充值 100 元/ });
    expect(recommended).toBeChecked();
    expect(screen.getByText(/不会扣除任何真实资金/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /充值 30 元/ }));
    await user.click(screen.getByRole('radio', { name: '支付宝' }));
    await user.click(screen.getByRole('button', { name: '立即充值' }));

    expect(api.createRechargeOrder).toHaveBeenCalledWith({
      payOptionId: 1,
      payType: 'alipay',
      device: 'desktop',
    });
    expect(await screen.findByTestId('order-no')).toHaveTextContent('R202501010001');
    expect(screen.getByRole('img', { name: '支付二维码' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开测试收银台' })).toHaveAttribute(
      'href',
      'http://localhost/pay/sandbox/R202501010001',
    );

    // "I paid, check now" asks the provider; it has not been paid, so nothing is credited.
    await user.click(screen.getByRole('button', { name: '我已支付，立即查询' }));
    expect(api.completeRechargeOrder).toHaveBeenCalledWith('R202501010001');
    const polite = screen.getByRole('status', { name: '通知' });
    expect(await within(polite).findByText(/尚未确认收款/)).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('¥300.00');

    // The provider confirms (its notification reached the server): the polling page notices.
    confirm();
    await waitFor(
      () => expect(screen.getByTestId('recharge-balance')).toHaveTextContent('¥330.00'),
      { timeout: 6_000 },
    );
    expect(api.getRechargeOrder).toHaveBeenCalledWith('R202501010001', expect.anything());
    expect(screen.getByTestId('member-balance')).toHaveTextContent('¥330.00');
    expect(
      await within(polite).findByText('充值成功，到账 ¥30.00，当前余额 ¥330.00'),
    ).toBeInTheDocument();
  });

  it('the member can cancel a pending order', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    await user.click(await screen.findByRole('button', { name: '立即充值' }));
    await screen.findByTestId('order-no');
    await user.click(screen.getByRole('button', { name: '取消订单' }));
    expect(api.cancelRechargeOrder).toHaveBeenCalledWith('R202501010001');
    expect(await screen.findByText('订单已关闭')).toBeInTheDocument();
    expect(screen.queryByTestId('order-no')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即充值' })).toBeInTheDocument();
  });

  it('says recharge is unavailable when no payment provider is configured', async () => {
    setup([]);
    expect(await screen.findByText(/充值暂未开放/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即充值' })).not.toBeInTheDocument();
  });

  it('keeps the choice when the order cannot be created', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = setup();
    api.createRechargeOrder.mockResolvedValueOnce({
      ok: false,
      code: 404,
      message: '充值选项不存在，请刷新后重新选择',
      data: null,
    } as never);
    await user.click(await screen.findByRole('radio', { name: /充值 30 元/ }));
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(api.createRechargeOrder).toHaveBeenCalled());
    expect(screen.getByRole('radio', { name: /充值 30 元/ })).toBeChecked();
    expect(screen.queryByTestId('order-no')).not.toBeInTheDocument();
  });
});
