import { csvLine, formatDateTime } from '@dongman/format';
import type { Selectable } from 'kysely';
import type { OrderRefundEventTable, OrderRefundTable } from '../db/schema.js';
import { iso, isoOrNull } from '../lib/time.js';
import type { AdminOrderRow, LedgerRowWithMember } from '../repositories/admin-money.js';

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

export function adminLedgerEntry(row: LedgerRowWithMember) {
  return {
    id: row.id,
    memberId: row.user_id,
    memberName: row.member_name,
    amount: row.amount,
    balanceAfter: row.balance_after,
    reason: row.reason,
    reference: row.reference,
    description: row.description,
    createTime: iso(row.create_time),
  };
}

const REASON_LABELS: Record<string, string> = {
  opening: '期初余额',
  recharge: '充值',
  levelUpgrade: '升级会员',
  refund: '退款',
  adjustment: '人工调整',
};

export const LEDGER_CSV_HEADER = [
  '编号',
  '会员ID',
  '会员',
  '金额（¥）',
  '变动后余额（¥）',
  '类型',
  '关联',
  '说明',
  '时间',
];

/** One CSV line (CRLF) of a ledger row; amounts in yuan with two decimals, China time. */
export function ledgerCsvLine(row: LedgerRowWithMember): string {
  return csvLine([
    row.id,
    row.user_id,
    row.member_name,
    { cents: row.amount },
    { cents: row.balance_after },
    REASON_LABELS[row.reason] ?? row.reason,
    row.reference,
    row.description,
    formatDateTime(row.create_time, true),
  ]);
}

export { csvLine };
