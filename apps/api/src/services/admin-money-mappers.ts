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

/** An amount already written as yuan with two decimals (written as is, never defused). */
interface YuanCell {
  yuan: string;
}

/** Numbers as they are; text quoted when needed, and a leading = + - @ defused (Excel formulas). */
function csvCell(value: string | number | YuanCell): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return value.yuan;
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n']/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

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

/** Cents → "-11.00": always two decimals (finance reads the CSV in Excel as money). */
function yuanCell(cents: number): YuanCell {
  const text = (Math.abs(cents) / 100).toFixed(2);
  return { yuan: cents < 0 ? `-${text}` : text };
}

/** One CSV line (CRLF) of a ledger row; amounts in yuan with two decimals, China time. */
export function ledgerCsvLine(row: LedgerRowWithMember): string {
  const china = new Date(row.create_time + 8 * 3_600_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  return `${[
    row.id,
    row.user_id,
    row.member_name,
    yuanCell(row.amount),
    yuanCell(row.balance_after),
    REASON_LABELS[row.reason] ?? row.reason,
    row.reference,
    row.description,
    china,
  ]
    .map(csvCell)
    .join(',')}\r\n`;
}

export function csvLine(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
