import { csvLine, formatDateTime } from '@dongman/format';
import { iso, isoOrNull } from '../lib/time.js';
import type { DifferenceRow, RunRow } from '../repositories/reconciliation.js';
import type { ProviderSummary } from './reconciliation.js';

// Reconciliation rows → openapi.yaml ReconciliationRun / ReconciliationDifference, and the CSV.

export function reconciliationRun(row: RunRow) {
  return {
    id: Number(row.id),
    date: row.bill_date,
    status: row.status,
    differenceCount: Number(row.difference_count),
    providers: JSON.parse(row.providers) as ProviderSummary[],
    source: row.source,
    staffName: row.staff_name,
    startTime: iso(Number(row.start_time)),
    finishTime: iso(Number(row.finish_time)),
  };
}

const numberOrNull = (value: number | null) => (value === null ? null : Number(value));

export function reconciliationDifference(row: DifferenceRow) {
  return {
    id: Number(row.id),
    provider: row.provider,
    kind: row.kind,
    record: row.record,
    orderNo: row.order_no,
    refundNo: row.refund_no,
    providerTradeNo: row.provider_trade_no,
    ourAmount: numberOrNull(row.our_amount),
    providerAmount: numberOrNull(row.provider_amount),
    ourState: row.our_state,
    providerState: row.provider_state,
    time: isoOrNull(numberOrNull(row.occurred_time)),
  };
}

const KIND_LABELS: Record<string, string> = {
  missingOurs: '我方缺失（渠道有、本站无）',
  missingProvider: '渠道缺失（本站有、渠道无）',
  amount: '金额不符',
  state: '状态不符',
};
const PROVIDER_LABELS: Record<string, string> = {
  wechatpay: '微信支付',
  alipay: '支付宝',
  sandbox: '沙箱',
};
const STATE_LABELS: Record<string, string> = {
  pending: '待支付',
  paid: '已支付',
  closed: '已关闭',
  refunded: '已退款',
  requested: '退款已提交',
  processing: '退款处理中',
  succeeded: '退款成功',
  failed: '退款失败',
  unknown: '结果未知',
};

export const RECONCILIATION_CSV_HEADER = [
  '对账日期',
  '支付渠道',
  '差异类型',
  '类别',
  '商户订单号',
  '退款单号',
  '渠道单号',
  '本站金额（¥）',
  '渠道金额（¥）',
  '本站状态',
  '渠道状态',
  '发生时间',
];

/** One CSV line (CRLF): Chinese labels, amounts in yuan with two decimals, China time. */
export function reconciliationCsvLine(date: string, row: DifferenceRow): string {
  const money = (cents: number | null) => (cents === null ? '' : { cents: Number(cents) });
  return csvLine([
    date,
    PROVIDER_LABELS[row.provider] ?? row.provider,
    KIND_LABELS[row.kind] ?? row.kind,
    row.record === 'refund' ? '退款' : '支付',
    row.order_no,
    row.refund_no,
    row.provider_trade_no,
    money(row.our_amount),
    money(row.provider_amount),
    row.our_state === null ? '' : (STATE_LABELS[row.our_state] ?? row.our_state),
    row.provider_state,
    row.occurred_time === null ? '' : formatDateTime(Number(row.occurred_time), true),
  ]);
}
