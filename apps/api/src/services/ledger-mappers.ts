import { csvLine, formatDateTime } from '@dongman/format';
import type { LedgerRow } from '../db/schema.js';
import { iso } from '../lib/time.js';
import type { LedgerRowWithMember } from '../repositories/ledger.js';

export const CONSUME_TYPES = {
  levelUpgrade: 'levelUpgrade',
  refund: 'refund',
  adjustment: 'adjustment',
  opening: 'adjustment',
  recharge: 'adjustment',
} as const;
/** A ledger debit as a consume record (amount shown positive). */
export function consumeRecord(row: LedgerRow) {
  return {
    id: row.id,
    type: CONSUME_TYPES[row.reason],
    description: row.description,
    amount: -row.amount,
    balanceAfter: row.balance_after,
    createTime: iso(row.create_time),
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
export const REASON_LABELS: Record<string, string> = {
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
