import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayOption, RechargeOrder } from '@dongman/api-client';
import InfoPage from '../InfoPage';
import { memberInfo, ok, renderPage } from '../testing';

const options: PayOption[] = [
  { id: 1, name: '充值 30 元', amount: 3_000, price: 3_000, recommended: false },
  { id: 3, name: '充值 100 元', amount: 11_000, price: 10_000, recommended: true },
];

const order = (patch: Partial<RechargeOrder> = {}): RechargeOrder => ({
  orderNo: 'R202501010001',
  payOptionId: 1,
  amount: 3_000,
  payType: 'alipay',
  status: 'pending',
  payUrl: 'demo-pay://alipay/R202501010001?amount=3000',
  createTime: '2025-01-01T00:00:00.000Z',
  paidTime: null,
  ...patch,
});

function setup() {
  let resolveCompletion: (() => void) | undefined;
  const api = {
    listPayOptions: vi.fn(async () => options),
    createRechargeOrder: vi.fn(async () => ok(order())),
    completeRechargeOrder: vi.fn(
      () =>
        new Promise<ReturnType<typeof ok<{ order: RechargeOrder; money: number }>>>((resolve) => {
          resolveCompletion = () =>
            resolve(
              ok({
                order: order({ status: 'paid', paidTime: '2025-01-01T00:05:00.000Z' }),
                money: 33_000,
              }),
            );
        }),
    ),
    getSession: vi.fn(async () => ok(memberInfo({ money: 33_000 }))),
  };
  const view = renderPage(<InfoPage />, {
    api,
    path: '/user/info/:action',
    at: '/user/info/recharge',
  });
  return { ...view, api, complete: () => resolveCompletion?.() };
}

describe('recharge', { timeout: 30_000 }, () => {
  it('creates an order for the chosen amount and pay type, then credits the balance once', async () => {
    const user = userEvent.setup({ delay: null });
    const { api, complete } = setup();

    // The recommended option is chosen by default; the member picks another one and Alipay.
    const recommended = await screen.findByRole('radio', { name: /充值 100 元/ });
    expect(recommended).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /充值 30 元/ }));
    await user.click(screen.getByRole('radio', { name: '支付宝' }));
    await user.click(screen.getByRole('button', { name: '立即充值' }));

    expect(api.createRechargeOrder).toHaveBeenCalledWith({ payOptionId: 1, payType: 'alipay' });
    expect(await screen.findByTestId('order-no')).toHaveTextContent('R202501010001');
    expect(screen.getByRole('img', { name: '支付二维码' })).toBeInTheDocument();
    expect(screen.getByTestId('member-balance')).toHaveTextContent('¥300.00');

    // Two quick clicks send one confirmation.
    const paid = screen.getByRole('button', { name: '我已完成支付' });
    await user.click(paid);
    await user.click(paid);
    expect(api.completeRechargeOrder).toHaveBeenCalledTimes(1);
    expect(api.completeRechargeOrder).toHaveBeenCalledWith('R202501010001');
    complete();

    // The balance shown everywhere follows the server's answer, and a toast says so.
    await waitFor(() => expect(screen.getByTestId('member-balance')).toHaveTextContent('¥330.00'));
    expect(screen.getByTestId('recharge-balance')).toHaveTextContent('¥330.00');
    const polite = screen.getByRole('status', { name: '通知' });
    expect(
      await within(polite).findByText('充值成功，到账 ¥30.00，当前余额 ¥330.00'),
    ).toBeInTheDocument();
    expect(api.getSession).toHaveBeenCalled();
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
