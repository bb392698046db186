import type { Client } from './helpers.js';
import { expectOk } from './helpers.js';

// The console's orders as the finance role reads and refunds them (orders.test.ts,
// refunds.test.ts, ledger.test.ts, member-downloads.test.ts).

export interface Order {
  orderNo: string;
  memberName: string;
  status: string;
  refundedAmount: number;
  latePayment: boolean;
  lateResolved: { note: string; staffName: string } | null;
}
export interface Page<T> {
  list: T[];
  total: number;
}
export interface Detail {
  order: Order;
  refunds: { amount: number; debit: number; status: string }[];
  ledger: { amount: number; reason: string }[];
}

/** A member's orders in the console's order list (filters as the page sends them). */
export async function ordersOf(
  finance: Client,
  name: string,
  query: Record<string, string | number> = {},
) {
  return expectOk(
    'adminListOrders',
    await finance.get<Page<Order>>('/api/admin/orders', { member: name, ...query }),
  );
}

export const refund = (finance: Client, orderNo: string, amount: number, requestId: string) =>
  finance.post<Detail>(`/api/admin/orders/${orderNo}/refund`, {
    amount,
    reason: '会员申请退款',
    requestId,
  });
