import { centsFromYuanString, type BillLine } from './types.js';

// WeChat Pay's trade bill (交易账单, GET /v3/bill/tradebill → download_url), as WeChat documents
// it: a header row, then one row per payment or refund with every value written after a
// backtick (`2025-03-01 12:00:05,`wx…) so spreadsheets keep long numbers as text, then a
// summary header (总交易单数,…) and its row. Columns are found by their Chinese names.

const REFUND_STATES: Record<string, BillLine['state']> = {
  SUCCESS: 'succeeded',
  PROCESSING: 'processing',
  REFUNDCLOSE: 'failed',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
  CHANGE: 'failed',
};

function fields(line: string): string[] {
  return line
    .replace(/^\uFEFF/, '')
    .split(',')
    .map((value) => value.replace(/^`/, '').trim());
}

/** WeChat writes bill times in China time, "yyyy-MM-dd HH:mm:ss". */
function chinaTime(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

export function parseWechatPayBill(text: string): BillLine[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = fields(lines[0] ?? '');
  const at = (name: string) => header.indexOf(name);
  const column = {
    time: at('交易时间'),
    tradeNo: at('微信订单号'),
    orderNo: at('商户订单号'),
    state: at('交易状态'),
    total: at('订单金额'),
    settled: at('应结订单金额'),
    refundId: at('微信退款单号'),
    refundNo: at('商户退款单号'),
    refunded: at('退款金额'),
    asked: at('申请退款金额'),
    refundState: at('退款状态'),
  };
  if (column.orderNo < 0 || column.state < 0 || column.time < 0)
    throw new Error('not a WeChat Pay trade bill (no 交易时间/商户订单号/交易状态 header)');
  const out: BillLine[] = [];
  for (const line of lines.slice(1)) {
    if (!line.startsWith('`')) break; // 总交易单数,… : the summary starts
    const row = fields(line);
    const get = (index: number) => (index < 0 ? '' : (row[index] ?? ''));
    const state = get(column.state);
    const time = chinaTime(get(column.time));
    if (state === 'REFUND') {
      const refundState = get(column.refundState);
      out.push({
        kind: 'refund',
        orderNo: get(column.orderNo),
        refundNo: get(column.refundNo),
        tradeNo: get(column.refundId),
        amount: centsFromYuanString(get(column.asked) || get(column.refunded)),
        state: REFUND_STATES[refundState] ?? 'processing',
        providerState: `REFUND/${refundState}`,
        time,
      });
    } else if (state === 'SUCCESS') {
      out.push({
        kind: 'payment',
        orderNo: get(column.orderNo),
        refundNo: null,
        tradeNo: get(column.tradeNo),
        amount: centsFromYuanString(get(column.total) || get(column.settled)),
        state: 'paid',
        providerState: state,
        time,
      });
    }
    // REVOKED (撤销) rows moved no money.
  }
  return out;
}
