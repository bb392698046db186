import type { Selectable } from 'kysely';
import type {
  OrderRefundEventTable,
  OrderRefundTable,
  ProviderName,
  PayType,
  RechargeOrderTable,
} from '../db/schema.js';
import { iso, isoOrNull } from '../lib/time.js';
import type { AdminOrderRow } from '../repositories/orders.js';

// Database rows → the console's money schemas (openapi.yaml AdminOrder, AdminRefund, …).

export function adminOrder(row: AdminOrderRow) {
  return {
    orderNo: row.order_no,
    memberId: row.user_id,
    memberName: row.member_name,
    payType: row.pay_type,
    provider: row.provider,
    status: row.status,
    price: row.price,
    amount: row.amount,
    paidAmount: row.paid_amount,
    refundedAmount: row.refunded_amount,
    providerTradeNo: row.provider_trade_no,
    latePayment: row.late_payment === 1,
    lateResolved:
      row.late_resolved_time === null
        ? null
        : {
            time: iso(row.late_resolved_time),
            staffName: row.late_resolved_by ?? '',
            note: row.late_note ?? '',
          },
    createTime: iso(row.create_time),
    expireTime: iso(row.expire_time),
    paidTime: isoOrNull(row.paid_time),
    closedTime: isoOrNull(row.closed_time),
    refundedTime: isoOrNull(row.refunded_time),
  };
}

export function adminRefund(
  row: Selectable<OrderRefundTable>,
  events: readonly Selectable<OrderRefundEventTable>[] = [],
) {
  return {
    refundNo: row.refund_no,
    amount: row.amount,
    debit: row.debit,
    reason: row.reason,
    status: row.status,
    staffName: row.staff_name,
    createTime: iso(row.create_time),
    finishTime: isoOrNull(row.finish_time),
    attempts: row.attempts,
    lastError: row.last_error,
    nextCheckTime: isoOrNull(row.next_check_time),
    history: events
      .filter((event) => event.refund_id === row.id)
      .map((event) => ({
        state: event.state,
        source: event.source,
        detail: event.detail,
        time: iso(event.create_time),
      })),
  };
}

export function rechargeOrder(row: Selectable<RechargeOrderTable>) {
  return {
    orderNo: row.order_no,
    payOptionId: row.pay_option_id,
    amount: row.amount,
    payType: row.pay_type,
    status: row.status,
    payUrl: row.pay_url,
    payMode: row.pay_mode,
    price: row.price,
    paidAmount: row.paid_amount,
    provider: row.provider,
    latePayment: row.late_payment === 1,
    createTime: iso(row.create_time),
    expireTime: iso(row.expire_time),
    paidTime: isoOrNull(row.paid_time),
    closedTime: isoOrNull(row.closed_time),
  };
}
/** A recharge ledger row joined with its order. */
export function rechargeRecord(row: {
  id: number;
  amount: number;
  balance_after: number;
  create_time: number;
  order_no: string;
  pay_type: PayType;
  provider: ProviderName;
  paid_amount: number | null;
  late_payment: number;
}) {
  return {
    id: row.id,
    orderNo: row.order_no,
    payType: row.pay_type,
    provider: row.provider,
    paidAmount: row.paid_amount ?? 0,
    amount: row.amount,
    balanceAfter: row.balance_after,
    latePayment: row.late_payment === 1,
    createTime: iso(row.create_time),
  };
}
