import { unzipSync } from 'fflate';
import { centsFromYuanString, type BillLine } from './types.js';

// Alipay's trade bill (alipay.data.dataservice.bill.downloadurl.query → bill_download_url), as
// Alipay documents it: a ZIP of two GBK-encoded CSV files, 业务明细 (one row per trade or
// refund) and 业务明细(汇总). Lines starting with # are titles and totals; values are padded
// with tabs and spaces. Refund rows (业务类型 退款) carry negative amounts and the refund's
// out_request_no in 退款批次号/请求号.

const gbk = new TextDecoder('gbk');

/** The 业务明细 file of the archive (found by its header: entry names are GBK too). */
export function alipayBillText(zip: Uint8Array): string {
  const entries = unzipSync(zip);
  for (const data of Object.values(entries)) {
    const text = gbk.decode(data);
    if (/^支付宝交易号,商户订单号,业务类型/m.test(text)) return text;
  }
  throw new Error('the Alipay bill archive has no 业务明细 file');
}

function chinaTime(value: string): number {
  return Date.parse(`${value.replace(' ', 'T')}+08:00`);
}

export function parseAlipayBill(text: string): BillLine[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const header = (lines[0] ?? '').split(',').map((name) => name.trim());
  const at = (name: string) => header.indexOf(name);
  const column = {
    tradeNo: at('支付宝交易号'),
    orderNo: at('商户订单号'),
    type: at('业务类型'),
    finished: at('完成时间'),
    amount: at('订单金额（元）'),
    refundNo: at('退款批次号/请求号'),
  };
  if (column.orderNo < 0 || column.type < 0 || column.amount < 0)
    throw new Error('not an Alipay trade bill (no 商户订单号/业务类型/订单金额 header)');
  return lines.slice(1).flatMap((line): BillLine[] => {
    const row = line.split(',').map((value) => value.trim());
    const get = (index: number) => (index < 0 ? '' : (row[index] ?? ''));
    const type = get(column.type);
    const amount = centsFromYuanString(get(column.amount).replace(/^-/, ''));
    const common = {
      orderNo: get(column.orderNo),
      tradeNo: get(column.tradeNo),
      amount,
      providerState: type,
      time: chinaTime(get(column.finished)),
    };
    if (type === '交易') return [{ ...common, kind: 'payment', refundNo: null, state: 'paid' }];
    if (type === '退款')
      return [{ ...common, kind: 'refund', refundNo: get(column.refundNo), state: 'succeeded' }];
    return [];
  });
}
